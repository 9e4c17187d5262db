"""The search player: information-set Monte Carlo tree search, one implementation for every game that can sample
what a seat does not see.

It is single-observer IS-MCTS (Cowling, Powley and Whitehouse, "Information Set Monte Carlo Tree Search", 2012):
each iteration samples a full state consistent with the searching seat's view (`Game.determinize`, never the true
state), walks one tree of actions from the root with it, choosing among the actions legal in that sample by UCB
with availability counts, adds one node, plays on with a rollout policy (cut short after `rollout_steps` actions
and scored by the game's own `evaluate`) and credits each node with the share of a win its mover got. The move
is the root action visited most. Every seat's moves are nodes of the same tree, so a hidden choice of another
player is searched as if seen: the known weakness of the single-observer variant ("strategy fusion"), accepted
for its speed.

Nothing in here reads more than the seat's view: the sample is drawn from it, with the random source handed in,
so two true states that give the seat the same view give the same move for the same seed and budget
(tests/rules/test_search.py checks it for every game).
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable, Mapping, Sequence
from typing import Any

import orjson

from rules.contract import Action, Game, Player

EXPLORATION = 0.7
"""The UCB constant; rewards are win shares in [0, 1]."""


class _Node:
    """One action in the tree: who took it (`mover`), how often it was chosen and available, its total reward."""

    __slots__ = ("action", "available", "children", "mover", "reward", "squares", "visits")

    def __init__(self, action: Action | None, mover: str) -> None:
        self.action = action
        self.mover = mover
        self.children: dict[bytes, _Node] = {}
        self.visits = 0
        self.available = 0
        self.reward = 0.0
        self.squares = 0.0

    def mean(self) -> float:
        return self.reward / self.visits if self.visits else 0.0

    def spread(self) -> float:
        """The variance of the mean reward (of one sample's reward over the visits; a quarter when unknown)."""
        if self.visits < 2:
            return 0.25
        mean = self.mean()
        return max(0.0, self.squares / self.visits - mean * mean) / (self.visits - 1)


def action_key(action: Action) -> bytes:
    """An action as a key: its canonical JSON (an action is a small dict of JSON values)."""
    return orjson.dumps(action, option=orjson.OPT_SORT_KEYS)


class SearchPlayer:
    """The "strong" AI: IS-MCTS with a budget of `iterations` samples, or of `seconds` of CPU time when iterations
    is 0. With a time budget the move depends on the machine's speed, so tests and replays give an iteration
    budget.

    `guide` is a fast player (the game's heuristic AI) that steers the search; None searches unguided (uniformly
    random playouts, every action tried before any is repeated). With a guide:
    - the playouts are its games, so the other seats are expected to play as it does;
    - below the root, a node first tries the guide's move and widens to others only as its visits grow
      (progressive widening), so a sampled line is a plausible one, not a random one;
    - the guide's move at the root is the anchor: another move is played only when it scored better by `margin`
      over at least `least_visits` samples; otherwise the search trusts the guide.
    """

    name = "strong"

    def __init__(
        self,
        *,
        iterations: int = 0,
        seconds: float = 1.0,
        rollout_steps: int = 200,
        guide: Player | None = None,
        exploration: float = EXPLORATION,
        widening: float = 0.5,
        margin: float = 0.02,
        least_visits: int = 4,
        confidence: float = 1.645,
        clock: Callable[[], float] = time.process_time,
    ) -> None:
        if iterations <= 0 and seconds <= 0:
            raise ValueError("a search needs a budget: iterations or seconds")
        self.iterations = iterations
        self.seconds = seconds
        self.rollout_steps = rollout_steps
        self.guide = guide
        self.exploration = exploration
        self.widening = widening
        self.margin = margin
        self.least_visits = least_visits
        self.confidence = confidence
        self.clock = clock
        self.last_iterations = 0
        """How many samples the last decision searched (for the bench's report)."""

    def choose(self, game: Game, view: Mapping[str, Any], legal: Sequence[Action], rand: random.Random) -> Action:
        if not legal:
            raise ValueError("SearchPlayer.choose needs at least one legal action")
        if len(legal) == 1:
            self.last_iterations = 0
            return legal[0]
        seat = str(view["you"])
        allowed = {action_key(action): action for action in legal}
        anchor = action_key(self.guide.choose(game, view, legal, rand)) if self.guide is not None else None
        root = _Node(None, seat)
        ends = self.clock() + self.seconds
        done = 0
        while (done < self.iterations) if self.iterations > 0 else (done == 0 or self.clock() < ends):
            self._iterate(game, game.determinize(view, seat, rand), root, allowed, anchor, rand)
            done += 1
        self.last_iterations = done
        return allowed[self._pick(root, allowed, anchor)] if root.children else legal[0]

    def _pick(self, root: _Node, allowed: Mapping[bytes, Action], anchor: bytes | None) -> bytes:
        """The root action visited most (ties: the better scored); with a guide, its move unless beaten clearly."""
        ranked = sorted(
            ((child.visits, child.mean(), key) for key, child in root.children.items() if key in allowed),
            reverse=True,
        )
        best = ranked[0][2]
        if anchor is None or best == anchor or anchor not in root.children:
            return best
        challenger, trusted = root.children[best], root.children[anchor]
        gap = challenger.mean() - trusted.mean()
        clearly = (
            challenger.visits >= self.least_visits
            and gap > self.margin
            and gap > self.confidence * math.sqrt(challenger.spread() + trusted.spread())
        )
        return best if clearly else anchor

    def _iterate(
        self,
        game: Game,
        state: Any,
        root: _Node,
        allowed: Mapping[bytes, Action],
        anchor: bytes | None,
        rand: random.Random,
    ) -> None:
        path = [root]
        node = root
        at_root = True
        while not game.is_over(state):
            # at the root the searching seat moves, even where others choose at the same time
            mover = root.mover if at_root else game.acting(state)[0]
            moves = game.legal_actions(state, mover)
            keyed = {action_key(action): action for action in moves}
            if at_root:  # the sample agrees with the view, so these are the seat's legal actions; keep to them
                keyed = {key: action for key, action in keyed.items() if key in allowed} or keyed
            for key in keyed:
                child = node.children.get(key)
                if child is not None:
                    child.available += 1
            expand = self._expansion(game, state, mover, node, keyed, anchor if at_root else None, at_root, rand)
            if expand is not None:
                child = _Node(keyed[expand], mover)
                child.available = 1
                node.children[expand] = child
                state = game.apply(state, mover, keyed[expand]).state
                path.append(child)
                break
            node = self._select(node, [key for key in keyed if key in node.children])
            state = game.apply(state, mover, node.action).state  # type: ignore[arg-type]
            path.append(node)
            at_root = False
        shares = self._playout(game, state, rand)
        for visited in path[1:]:
            visited.visits += 1
            share = shares.get(visited.mover, 0.0)
            visited.reward += share
            visited.squares += share * share

    def _expansion(
        self,
        game: Game,
        state: Any,
        mover: str,
        node: _Node,
        keyed: Mapping[bytes, Action],
        anchor: bytes | None,
        at_root: bool,
        rand: random.Random,
    ) -> bytes | None:
        """The action to add to the tree at this node now, or None to select among its children."""
        untried = [key for key in keyed if key not in node.children]
        if not untried:
            return None
        if self.guide is None:
            return untried[rand.randrange(len(untried))]
        if anchor is None and not at_root:
            anchor = action_key(self.guide.choose(game, game.view(state, mover), list(keyed.values()), rand))
        if anchor is not None and anchor in keyed and anchor not in node.children:
            return anchor
        tried = len(keyed) - len(untried)
        if not at_root and tried >= 1 + self.widening * math.sqrt(node.visits):
            return None
        return untried[rand.randrange(len(untried))]

    def _select(self, node: _Node, keys: Sequence[bytes]) -> _Node:
        best: _Node | None = None
        best_score = -math.inf
        c = self.exploration
        for key in keys:
            child = node.children[key]
            score = child.reward / child.visits + c * math.sqrt(math.log(child.available) / child.visits)
            if score > best_score:
                best, best_score = child, score
        assert best is not None
        return best

    def _playout(self, game: Game, state: Any, rand: random.Random) -> Mapping[str, float]:
        policy = self.guide
        for _ in range(self.rollout_steps):
            if game.is_over(state):
                break
            mover = game.acting(state)[0]
            moves = game.legal_actions(state, mover)
            if policy is None or len(moves) == 1:
                action = moves[rand.randrange(len(moves))]
            else:
                action = policy.choose(game, game.view(state, mover), moves, rand)
            state = game.apply(state, mover, action).state
        return game.evaluate(state)


def win_shares(ranking: Sequence[Sequence[str]], seats: Sequence[str]) -> dict[str, float]:
    """A finished game's reward per seat: 1/k to each of k tied winners, 0 to everyone else. A game that ended with
    no winner (no ranking, or every seat tied in first place) gives every seat 0."""
    shares = dict.fromkeys(seats, 0.0)
    winners = ranking[0] if ranking else ()
    if not winners or (len(winners) == len(seats) and len(seats) > 1):
        return shares
    for seat in winners:
        shares[seat] = 1.0 / len(winners)
    return shares


def progress_shares(points: Mapping[str, float], target: float) -> dict[str, float]:
    """An unfinished game's estimate of each seat's share of a win, from its progress towards `target`: a seat's
    points ahead of the others count more the nearer the target is. The shares sum to 1."""
    weights = {seat: math.exp(6.0 * value / target) for seat, value in points.items()}
    total = sum(weights.values())
    return {seat: weight / total for seat, weight in weights.items()}
