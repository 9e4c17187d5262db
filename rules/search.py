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
ROLLOUT_STEPS = 60
"""Actions a playout plays before the game's `evaluate` scores it: cut playouts give more samples per second than
whole games, and scored well better in Hanse (docs/decisions/search-ai.md)."""


class _Node:
    """One action in the tree: who took it (`mover`), how often it was chosen and available, its total reward. At the
    root's children of a guided search, also the paired comparisons with the anchor (`pairs`, `gap`, `gap_squares`)."""

    __slots__ = ("action", "available", "children", "gap", "gap_squares", "mover", "pairs", "reward", "visits")

    def __init__(self, action: Action | None, mover: str) -> None:
        self.action = action
        self.mover = mover
        self.children: dict[bytes, _Node] = {}
        self.visits = 0
        self.available = 0
        self.reward = 0.0
        self.pairs = 0
        self.gap = 0.0
        self.gap_squares = 0.0

    def mean_gap(self) -> float:
        return self.gap / self.pairs if self.pairs else 0.0

    def gap_error(self) -> float:
        """The standard error of the mean gap (infinite below two pairs)."""
        if self.pairs < 2:
            return math.inf
        mean = self.mean_gap()
        return math.sqrt(max(0.0, self.gap_squares / self.pairs - mean * mean) / (self.pairs - 1))


def action_key(action: Action) -> bytes:
    """An action as a key: its canonical JSON (an action is a small dict of JSON values)."""
    return orjson.dumps(action, option=orjson.OPT_SORT_KEYS)


class SearchPlayer:
    """The "strong" AI: IS-MCTS with a budget of `iterations` samples, or of `seconds` of CPU time when iterations
    is 0. With a time budget the move depends on the machine's speed, so tests and replays give an iteration
    budget.

    `guide` is a fast player (the game's heuristic AI) that steers the search; None searches unguided (uniformly
    random playouts, every action tried before any is repeated, the root action visited most played). With a guide:
    - the guide's move at the root is the anchor, and every sample is played twice from the root: with the anchor and
      with one challenger (UCB over the challengers' mean gaps), from the same sampled state with the same random
      source, so that their difference measures the move and not the luck of the sample (common random numbers);
    - a challenger is played only if, over at least `least_visits` pairs, it gained more than `margin` and more than
      `confidence` standard errors on the anchor; otherwise the search trusts the guide;
    - below the root, a node first tries the guide's move and widens to others only as its visits grow
      (progressive widening), so a sampled line is a plausible one, not a random one;
    - the playouts are the guide's games, so the other seats are expected to play as it does.
    """

    name = "strong"

    def __init__(
        self,
        *,
        iterations: int = 0,
        seconds: float = 1.0,
        rollout_steps: int = ROLLOUT_STEPS,
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
        self.skipped = 0
        """Samples skipped since this player was made, because the rules could not play on from them."""

    def choose(self, game: Game, view: Mapping[str, Any], legal: Sequence[Action], rand: random.Random) -> Action:
        if not legal:
            raise ValueError("SearchPlayer.choose needs at least one legal action")
        if len(legal) == 1:
            self.last_iterations = 0
            return legal[0]
        seat = str(view["you"])
        allowed = {action_key(action): action for action in legal}
        root = _Node(None, seat)
        if self.guide is None:
            self._budget(lambda: self._unguided(game, game.determinize(view, seat, rand), root, allowed, rand))
            if not root.children:  # no sample allowed a legal action (facts guessed wrong every time)
                return legal[0]
            return allowed[max(root.children.items(), key=lambda item: (item[1].visits, item[1].reward))[0]]
        anchor = action_key(self.guide.choose(game, view, legal, rand))
        others = [key for key in allowed if key != anchor]
        rand.shuffle(others)
        untried = others[::-1]
        self._budget(
            lambda: self._paired(game, game.determinize(view, seat, rand), root, anchor, others, untried, rand)
        )
        return allowed[self._pick(root, anchor)]

    def _budget(self, iterate: Callable[[], None]) -> None:
        ends = self.clock() + self.seconds
        done = 0
        while (done < self.iterations) if self.iterations > 0 else (done == 0 or self.clock() < ends):
            try:
                iterate()
            except Exception:
                # A sample takes its likeliest value for a fact the view leaves open (docs/decisions/search-ai.md);
                # where the rules cannot go on from such a guess (Cosmic's Healer, whose loss the view does not
                # hold), the sample teaches nothing and the search goes on with the next one.
                self.skipped += 1
            done += 1
        self.last_iterations = done

    def _pick(self, root: _Node, anchor: bytes) -> bytes:
        """The challenger that gained most on the anchor, if it gained clearly; else the anchor."""
        best, best_gap = anchor, self.margin
        for key, child in root.children.items():
            if key == anchor or child.pairs < self.least_visits:
                continue
            gap = child.mean_gap()
            if gap > best_gap and gap > self.confidence * child.gap_error():
                best, best_gap = key, gap
        return best

    # == one sample ================================================================================
    def _paired(
        self,
        game: Game,
        state: Any,
        root: _Node,
        anchor: bytes,
        others: Sequence[bytes],
        untried: list[bytes],
        rand: random.Random,
    ) -> None:
        """One sample, played with the anchor and with a challenger under the same random source."""
        seat = root.mover
        keyed = {action_key(action): action for action in game.legal_actions(state, seat)}
        if anchor not in keyed or not others:  # a sample whose guessed facts forbid the anchor teaches nothing
            return
        challenger = untried.pop() if untried else self._challenger(root, others)
        if challenger not in keyed:
            return
        seed = rand.getrandbits(64)
        shares = []
        for key in (anchor, challenger):
            child = root.children.get(key)
            if child is None:
                child = root.children[key] = _Node(keyed[key], seat)
            child.available += 1
            shares.append(self._descend(game, game.apply(state, seat, keyed[key]).state, child, random.Random(seed)))
        gap = shares[1].get(seat, 0.0) - shares[0].get(seat, 0.0)
        child = root.children[challenger]
        child.pairs += 1
        child.gap += gap
        child.gap_squares += gap * gap

    def _challenger(self, root: _Node, others: Sequence[bytes]) -> bytes:
        """The challenger to pair next: UCB over the mean gaps (a gap lies in [-1, 1])."""
        plays = sum(root.children[key].pairs for key in others if key in root.children) or 1
        best, best_score = others[0], -math.inf
        for key in others:
            child = root.children.get(key)
            if child is None or child.pairs == 0:
                return key
            score = child.mean_gap() + 2 * self.exploration * math.sqrt(math.log(plays) / child.pairs)
            if score > best_score:
                best, best_score = key, score
        return best

    def _unguided(
        self, game: Game, state: Any, root: _Node, allowed: Mapping[bytes, Action], rand: random.Random
    ) -> None:
        """One sample from the root: an untried legal action first, else the best by UCB; then the tree below."""
        seat = root.mover
        keyed = {key: action for action in game.legal_actions(state, seat) if (key := action_key(action)) in allowed}
        if not keyed:
            return
        for key in keyed:
            if key in root.children:
                root.children[key].available += 1
        untried = [key for key in keyed if key not in root.children]
        if untried:
            key = untried[rand.randrange(len(untried))]
            child = root.children[key] = _Node(keyed[key], seat)
            child.available = 1
        else:
            child = self._select(root, list(keyed))
        self._descend(game, game.apply(state, seat, child.action).state, child, rand)  # type: ignore[arg-type]

    def _descend(self, game: Game, state: Any, node: _Node, rand: random.Random) -> Mapping[str, float]:
        """Below a node whose action `state` has just taken: down the tree, one new node, a playout, and every node of
        the path credited with its mover's share. Returns the shares."""
        path = [node]
        while not game.is_over(state):
            mover = game.acting(state)[0]
            moves = game.legal_actions(state, mover)
            if not moves:  # a sample's guessed fact (docs/decisions/search-ai.md) left a seat stuck: score it here
                break
            keyed = {action_key(action): action for action in moves}
            for key in keyed:
                child = node.children.get(key)
                if child is not None:
                    child.available += 1
            expand = self._expansion(game, state, mover, node, keyed, rand)
            if expand is not None:
                child = node.children[expand] = _Node(keyed[expand], mover)
                child.available = 1
                state = game.apply(state, mover, keyed[expand]).state
                path.append(child)
                break
            node = self._select(node, [key for key in keyed if key in node.children])
            state = game.apply(state, mover, node.action).state  # type: ignore[arg-type]
            path.append(node)
        shares = self._playout(game, state, rand)
        for visited in path:
            visited.visits += 1
            visited.reward += shares.get(visited.mover, 0.0)
        return shares

    def _expansion(
        self, game: Game, state: Any, mover: str, node: _Node, keyed: Mapping[bytes, Action], rand: random.Random
    ) -> bytes | None:
        """The action to add to the tree at this node now, or None to select among its children: unguided, any
        untried one; guided, the guide's move first, then others as the node's visits grow."""
        untried = [key for key in keyed if key not in node.children]
        if not untried:
            return None
        if self.guide is None:
            return untried[rand.randrange(len(untried))]
        if len(untried) == len(keyed):
            return action_key(self.guide.choose(game, game.view(state, mover), list(keyed.values()), rand))
        if len(keyed) - len(untried) >= 1 + self.widening * math.sqrt(node.visits):
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
            if not moves:
                break
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
