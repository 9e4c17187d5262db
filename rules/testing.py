"""The conformance kit: game-independent checks every game must pass (shared/design/ENGINE.md, Conformance).

`run_conformance(game, n_players, seed)` plays one seeded random game to the end and checks, at every state
it reaches: the shape of `acting`, `legal_actions` and every view; that views are plain JSON and carry no id
a viewer may not see (per `secrets`) and no RNG state; that `apply` never mutates its input; that illegal
actions (other seats' moves, stale moves, malformed dicts, a legal move with one field made bogus, seats
that are not acting) raise `IllegalAction` with a readable message and leave the state unchanged; that
events respect their audience; that a legal action with one field replaced by a look-alike of another type
(`0.0`, `False` or `"0"` for `0`) is refused like any illegal action; that a well-formed action of the game's own
types that is illegal now (another seat's move, a stale move, a legal move with one field set to another legal move's
value of that field) is refused with a reason, not the generic fallback of `GameBase.explain`; that the declared hooks
answer in their shape (`decision_kind` for every acting seat, `timeout_action` one of the legal actions); that a
claim that a seat's choices follow from public facts (`choices_may_hide` False) holds in a state whose hidden cards
the game's `redeal` test hook dealt anew (same public view, same legal actions); that
`decode(encode(s))` behaves exactly like `s`; that the game ends within
a bound; and that `result` agrees with the public scores. Afterwards it replays the action log twice from
the seed: the two replays must agree (determinism) and match the playout, which ran on decoded states (so an
encoding that loses information shows up as a divergence). Equal actions are equal dicts, so the same action
with its keys in another order must give the same state.

A failure raises `ConformanceError`, whose `check` names the property that broke.
"""

from __future__ import annotations

import copy
import json
import random
import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, NoReturn

import orjson

from rules.base import same_action
from rules.contract import DECISION_KINDS, Action, Event, Game, IllegalAction, SetupError, State
from rules.registry import find_test_hook

DEFAULT_MAX_ACTIONS = 20_000
GENERIC_REFUSAL = "That action is not possible now."
"""What `GameBase.explain` says when a game does not say why (tests/rules/test_kit_refusals.py checks they agree)."""
GENERIC_REFUSALS_EXPECTED: frozenset[str] = frozenset()
"""Games whose refusals may still be the generic fallback: none any more (every game says why it refuses); a game
named here has the check turned off (tests/rules/test_kit_refusals.py keeps the set empty)."""
REFUSAL_TRIES = 2
"""Well-formed illegal actions whose refusal the kit reads per state: a small sample, as a playout has thousands."""
FORBIDDEN_VIEW_KEYS = frozenset({"seed", "rng"})
_BOGUS_VALUES: tuple[Any, ...] = ("__bogus__", -1, 10**6, None)


class ConformanceError(AssertionError):
    """A game broke the contract. `check` names the property; the message says where and how."""

    def __init__(self, check: str, message: str) -> None:
        super().__init__(f"[{check}] {message}")
        self.check = check


@dataclass(frozen=True)
class PlayoutReport:
    """What one conformance playout did."""

    game: str
    n_players: int
    seed: int
    actions: int
    final_encoding: str


def seats_for(n_players: int) -> list[str]:
    """The seat names the bot uses: p1, p2, ..."""
    return [f"p{i}" for i in range(1, n_players + 1)]


def _fail(check: str, message: str) -> NoReturn:
    raise ConformanceError(check, message)


# Ids are matched as whole JSON strings, or as tokens made of letters, digits and ":_#-" inside longer strings
# (a narration line that names a card). JSON escapes are left as they are: no id needs one.
_JSON_STRING = re.compile(r'"((?:[^"\\]|\\.)*)"')
_ID_TOKEN = re.compile(r"[A-Za-z0-9:_#\-]+")
_FORBIDDEN_KEY = re.compile(r'"(?:' + "|".join(sorted(FORBIDDEN_VIEW_KEYS)) + r')"\s*:')


def _json_text(data: Any) -> str:
    # orjson, as the store writes it: a value it refuses (a key that is not text, an integer beyond 64 bits) could
    # not be stored either
    return orjson.dumps(data, option=orjson.OPT_SORT_KEYS).decode()


def leaked_ids(data: Any, forbidden: set[str], text: str | None = None) -> set[str]:
    """The forbidden ids found in `data` (or in its JSON `text`, when the caller has it already)."""
    if not forbidden:
        return set()
    text = _json_text(data) if text is None else text
    found = forbidden.intersection(_ID_TOKEN.findall(text))
    if _ID_TOKEN.fullmatch("".join(forbidden)) is None:  # some id has a character a token cannot hold
        # an id with other characters (a space, a dot) is only found as a whole JSON string
        found.update(forbidden.intersection(_JSON_STRING.findall(text)))
    return found


def _hidden_from(secrets: dict[str | None, set[str]], viewer: str | None) -> set[str]:
    """Ids the viewer may not see: everyone else's secrets and the ids no seat may see."""
    hidden: set[str] = set()
    for owner, ids in secrets.items():
        if owner is None or owner != viewer:
            hidden |= ids
    return hidden


def _canonical(action: Action) -> str:
    return json.dumps(action, sort_keys=True)  # the standard library's: an action the kit tries may be anything


def _check_json(check: str, what: str, data: Any) -> str:
    """The JSON text of `data`, after checking that it survives a round trip unchanged."""
    try:
        text = _json_text(data)
    except (TypeError, ValueError) as exc:
        _fail(check, f"{what} is not JSON-serialisable: {exc}")
    if orjson.loads(text) != data:
        _fail(check, f"{what} does not survive a JSON round trip (tuples, non-str keys or NaN?)")
    return text


def look_alikes(value: Any) -> list[Any]:
    """Values that Python's `==` may confuse with `value`, or that print like it, but of another type."""
    kind = type(value)
    if kind is bool:
        return [int(value), float(value), str(value).lower()]
    if kind is int:
        found: list[Any] = [float(value), str(value)]
        if value in (0, 1):
            found.append(bool(value))
        return found
    if kind is str:
        found = [[value]]
        if value.lstrip("-").isdigit():
            found += [int(value), float(value)]
        return found
    return []


@dataclass(frozen=True)
class _Seen:
    """What a state shows each viewer and allows each seat, as computed once for it."""

    views: dict[str | None, Mapping[str, Any]]
    legal: dict[str, list[Action]]


class _Playout:
    def __init__(
        self,
        game: Game,
        n_players: int,
        seed: int,
        illegal_tries: int,
        max_actions: int,
        options: Mapping[str, Any] | None = None,
        refusals: bool | None = None,
    ) -> None:
        self.game = game
        self.seats = seats_for(n_players)
        self.seed = seed
        self.options = dict(options or {})
        self.illegal_tries = illegal_tries
        self.max_actions = max_actions
        self.kit_rng = random.Random(f"conformance:{game.id}:{n_players}:{seed}")
        # a generator of its own: sampling refusals leaves the playout's own choices as they were
        self.refusal_rng = random.Random(f"refusals:{game.id}:{n_players}:{seed}")
        self.claim_rng = random.Random(f"claims:{game.id}:{n_players}:{seed}")
        self.refusals = refusals if refusals is not None else game.id not in GENERIC_REFUSALS_EXPECTED
        self.where = f"{game.id}, {n_players} players, seed {seed}" + (f", options {self.options}" if options else "")

    # -- one state -------------------------------------------------------------------------------------
    def seen_of(self, state: State) -> _Seen:
        return _Seen(
            {viewer: self.game.view(state, viewer) for viewer in [None, *self.seats]},
            {seat: self.game.legal_actions(state, seat) for seat in self.seats},
        )

    def check_state(self, state: State, seq: int, seen: _Seen) -> None:
        """Check one state, whose views and legal actions `seen` holds (computed once for each state)."""
        game, where = self.game, f"{self.where}, after {seq} actions"
        over = game.is_over(state)
        acting: Any = game.acting(state)  # Any: the check below is for games that break the type
        if not isinstance(acting, tuple):
            _fail("acting", f"acting() must return a tuple, got {type(acting).__name__} ({where})")
        if over and acting:
            _fail("acting", f"acting() must be empty once the game is over, got {acting} ({where})")
        if not over and not acting:
            _fail("acting", f"acting() is empty but the game is not over ({where})")
        order = [s for s in self.seats if s in acting]
        if list(acting) != order:
            _fail("acting", f"acting() {acting} is not a duplicate-free list of seats in table order ({where})")
        for seat in self.seats:
            legal = seen.legal[seat]
            if seat not in acting:
                if legal:
                    _fail("legal_actions", f"{seat} is not acting but has legal actions {legal[:3]} ({where})")
                continue
            if not legal:
                _fail("legal_actions", f"{seat} is acting but has no legal action ({where})")
            self.check_hooks(state, seat, legal, where)
            keys = [_canonical(a) for a in legal]
            if len(set(keys)) != len(keys):
                _fail("legal_actions", f"{seat} has duplicate legal actions ({where})")
            for action in legal:
                if not isinstance(action, dict) or not isinstance(action.get("type"), str):
                    _fail("legal_actions", f"{action!r} is not a dict with a str 'type' ({where})")
            _check_json("legal_actions", f"legal actions of {seat}", legal)
        secrets = game.secrets(state)
        unknown_owners = set(secrets) - {None, *self.seats}
        if unknown_owners:
            _fail("secrets", f"secrets() names unknown owners {unknown_owners} ({where})")
        for viewer in [None, *self.seats]:
            self.check_view(seen.views[viewer], viewer, seq, acting, over, secrets, where)
        if over:
            self.check_result(state, where)

    def check_claim(self, state: State, seat: str, legal: list[Action], where: str) -> None:
        """A game that says the seat's choices follow from public facts (`choices_may_hide` False) gives the same
        legal actions in a state dealt anew by its `redeal` test hook, which must keep the public view."""
        if self.game.choices_may_hide(state, seat):
            return
        if "redeal" not in self.game.test_hooks:
            _fail("claims", f"choices_may_hide is False for {seat} but the game has no redeal test hook ({where})")
        other = find_test_hook(self.game, "redeal")(state, self.claim_rng)
        if self.game.view(other, None) != self.game.view(state, None):
            _fail("claims", f"redeal changed the public view, so it cannot test a claim ({where})")
        if self.game.legal_actions(other, seat) != legal:
            _fail(
                "claims",
                f"choices_may_hide is False for {seat}, but hands dealt anew give other legal actions: "
                f"{legal[:3]} against {self.game.legal_actions(other, seat)[:3]} ({where})",
            )

    def check_hooks(self, state: State, seat: str, legal: list[Action], where: str) -> None:
        self.check_claim(state, seat, legal, where)
        kind = self.game.decision_kind(state, seat)
        if kind not in DECISION_KINDS:
            _fail("hooks", f"decision_kind for {seat} is {kind!r}, not one of {DECISION_KINDS} ({where})")
        default = self.game.timeout_action(state, seat)
        if default is not None and not any(same_action(a, default) for a in legal):
            _fail(
                "hooks", f"timeout_action for {seat} gave {default!r}, which is not one of its legal actions ({where})"
            )

    def check_view(
        self,
        view: Mapping[str, Any],
        viewer: str | None,
        seq: int,
        acting: tuple[str, ...],
        over: bool,
        secrets: dict[str | None, set[str]],
        where: str,
    ) -> None:
        who = "the public view" if viewer is None else f"the view of {viewer}"
        text = _check_json("view", who, view)
        expected = {"game": self.game.id, "seq": seq, "acting": list(acting), "over": over}
        for key, value in expected.items():
            if view.get(key) != value:
                _fail("view", f"{who} has {key}={view.get(key)!r}, expected {value!r} ({where})")
        if not isinstance(view.get("public"), dict):
            _fail("view", f"{who} has no 'public' dict ({where})")
        if viewer is None and ("you" in view or "private" in view):
            _fail("view", f"the public view must not carry 'you' or 'private' ({where})")
        if viewer is not None and (view.get("you") != viewer or not isinstance(view.get("private"), dict)):
            _fail("view", f"{who} must carry you={viewer!r} and a 'private' dict ({where})")
        bad_key = _FORBIDDEN_KEY.search(text)
        if bad_key:
            _fail("leak", f"{who} carries RNG state under {bad_key.group(0)} ({where})")
        leaks = leaked_ids(view, _hidden_from(secrets, viewer), text)
        if leaks:
            _fail("leak", f"{who} shows ids it may not see: {sorted(leaks)[:5]} ({where})")

    def check_result(self, state: State, where: str) -> None:
        result = self.game.result(state)
        grouped = [seat for group in result.ranking for seat in group]
        if sorted(grouped) != sorted(self.seats) or any(not group for group in result.ranking):
            _fail("result", f"ranking {result.ranking} is not a partition of the seats ({where})")
        if set(result.scores) != set(self.seats):
            _fail("result", f"scores {result.scores} must name every seat ({where})")
        public_scores = self.game.view(state, None)["public"].get("scores")
        if public_scores is not None and public_scores != result.scores:
            _fail("result", f"result scores {result.scores} differ from the public scores {public_scores} ({where})")
        if self.game.ranking_follows_scores:
            best = [max(result.scores[s] for s in group) for group in result.ranking]
            worst = [min(result.scores[s] for s in group) for group in result.ranking]
            if any(worst[i] < best[i + 1] for i in range(len(best) - 1)):
                _fail("result", f"ranking {result.ranking} contradicts scores {result.scores} ({where})")
        if not isinstance(result.reason, str) or not result.reason:
            _fail("result", f"result reason must be a non-empty string ({where})")

    # -- illegal actions ---------------------------------------------------------------------------
    def illegal_candidates(
        self, state: State, seen: _Seen, seat: str, action: Action, previous: Sequence[tuple[str, Action]]
    ) -> list[tuple[str, Action]]:
        acting = self.game.acting(state)
        legal_by_seat = {s: {_canonical(a) for a in seen.legal[s]} for s in self.seats}
        candidates: list[tuple[str, Action]] = [
            ("nobody", action),
            (seat, {"type": "__not_an_action__"}),
            (seat, {}),
        ]
        candidates += [(other, action) for other in self.seats if other != seat]
        for other in acting:
            for theirs in seen.legal[other][:5]:
                candidates.append((seat, theirs))
        for field in action:
            if field == "type":
                continue
            for bogus in _BOGUS_VALUES:
                candidates.append((seat, {**action, field: bogus}))
        candidates += list(previous)
        return [(s, a) for s, a in candidates if _canonical(a) not in legal_by_seat.get(s, set())]

    def look_alike_candidates(self, legal: list[Action], action: Action) -> list[Action]:
        """`action` with one int, bool or str field replaced by a look-alike of another type, none of them legal."""
        found: list[Action] = []
        for field, value in action.items():
            if field == "type":
                continue
            for other in look_alikes(value):
                probe = {**action, field: other}
                if not any(same_action(a, probe) for a in legal):
                    found.append(probe)
        return found

    def refusal_candidates(
        self, state: State, seen: _Seen, seat: str, action: Action, previous: Sequence[tuple[str, Action]]
    ) -> list[Action]:
        """Well-formed actions of the game's own types that the acting `seat` may not play now: the other acting
        seats' legal actions, the mover's legal actions of the state before, and `action` with one field set to the
        value another of those actions has in it."""
        pool = [a for other in self.game.acting(state) if other != seat for a in seen.legal[other]]
        pool += [a for _, a in previous]
        found = list(pool)
        for field, value in action.items():
            if field == "type":
                continue
            values = {_canonical({"v": a[field]}): a[field] for a in [*seen.legal[seat], *pool] if field in a}
            found += [{**action, field: other} for other in values.values() if other != value]
        legal = {_canonical(a) for a in seen.legal[seat]}
        unique = {_canonical(a): a for a in found}
        return [a for key, a in unique.items() if key not in legal]

    def check_refusal(self, state: State, seat: str, action: Action, where: str) -> None:
        """An illegal action of the game's own types is refused with a reason, not the generic fallback."""
        message = self.check_illegal(state, seat, action, where)
        if message == GENERIC_REFUSAL:
            _fail(
                "refusal",
                f"{action!r} by {seat} is refused with the generic {GENERIC_REFUSAL!r}: explain must say why ({where})",
            )

    def check_illegal(self, state: State, seat: str, action: Action, where: str) -> str:
        """`action` by `seat` is refused with a one-line message and changes nothing; the message."""
        before = self.game.encode(state)
        message = ""
        try:
            self.game.apply(state, seat, action)
        except IllegalAction as exc:
            message = str(exc).strip()
            if not message or "\n" in message:
                _fail("illegal", f"IllegalAction for {action!r} by {seat} needs a one-line message ({where})")
        except Exception as exc:
            _fail(
                "illegal", f"{action!r} by {seat} raised {type(exc).__name__}: {exc} instead of IllegalAction ({where})"
            )
        else:
            _fail("illegal", f"{action!r} by {seat} is not legal but was accepted ({where})")
        if self.game.encode(state) != before:
            _fail("illegal", f"refusing {action!r} by {seat} changed the state ({where})")
        return message

    # -- events and encoding ---------------------------------------------------------------------------
    def check_events(self, events: Iterable[Event], secrets: dict[str | None, set[str]], where: str) -> None:
        for raw in events:
            event: Any = raw
            text = _check_json("events", f"event {event!r}", event)
            if not isinstance(event, dict) or not isinstance(event.get("type"), str) or "to" not in event:
                _fail("events", f"event {event!r} needs a str 'type' and a 'to' ({where})")
            to = event["to"]
            if to is not None and (not isinstance(to, list) or not set(to) <= set(self.seats)):
                _fail("events", f"event 'to' must be None or a list of seats, got {to!r} ({where})")
            audience: list[str | None] = [None] if to is None else list(to)
            for viewer in audience:
                leaks = leaked_ids(event, _hidden_from(secrets, viewer), text)
                if leaks:
                    who = "everyone" if viewer is None else viewer
                    _fail("leak", f"event {event['type']!r} sent to {who} shows {sorted(leaks)[:5]} ({where})")

    def round_trip(self, state: State, where: str) -> tuple[State, _Seen]:
        """The state decoded from its encoding, checked to show and allow the same; with what it shows and allows,
        which `check_state` then looks at without computing it again."""
        game = self.game
        text: Any = game.encode(state)
        if not isinstance(text, str):
            _fail("encode", f"encode() must return str ({where})")
        decoded = game.decode(text)
        if game.encode(decoded) != text:
            _fail("encode", f"encode(decode(text)) differs from text ({where})")
        if game.acting(decoded) != game.acting(state):
            _fail("encode", f"the decoded state has other acting seats ({where})")
        seen = _Seen({}, {})
        for viewer in [None, *self.seats]:
            seen.views[viewer] = game.view(decoded, viewer)
            if seen.views[viewer] != game.view(state, viewer):
                _fail("encode", f"the decoded state shows {viewer or 'the public'} another view ({where})")
            if viewer is not None:
                seen.legal[viewer] = game.legal_actions(decoded, viewer)
                if seen.legal[viewer] != game.legal_actions(state, viewer):
                    _fail("encode", f"the decoded state gives {viewer} other legal actions ({where})")
        return decoded, seen

    # -- the whole game ------------------------------------------------------------------------------
    def run(self) -> PlayoutReport:
        game = self.game
        state = game.setup(self.seats, self.seed, self.options)
        if game.encode(game.setup(self.seats, self.seed, self.options)) != game.encode(state):
            _fail("determinism", f"setup with the same seed gave different states ({self.where})")
        log: list[tuple[str, Action]] = []
        encodings: list[str] = [game.encode(state)]
        previous: list[tuple[str, Action]] = []
        seen = self.seen_of(state)
        while True:
            seq = len(log)
            where = f"{self.where}, after {seq} actions"
            self.check_state(state, seq, seen)
            if game.is_over(state):
                break
            if seq >= self.max_actions:
                _fail("termination", f"no end after {self.max_actions} random actions ({self.where})")
            seat = self.kit_rng.choice(game.acting(state))
            legal = seen.legal[seat]
            action = self.kit_rng.choice(legal)
            candidates = self.illegal_candidates(state, seen, seat, action, previous)
            for bad_seat, bad_action in self.kit_rng.sample(candidates, min(self.illegal_tries, len(candidates))):
                self.check_illegal(state, bad_seat, bad_action, where)
            for look_alike in self.look_alike_candidates(legal, action):
                self.check_illegal(state, seat, look_alike, where)
            if self.refusals:
                wrong = self.refusal_candidates(state, seen, seat, action, previous)
                for bad_action in self.refusal_rng.sample(wrong, min(REFUSAL_TRIES, len(wrong))):
                    self.check_refusal(state, seat, bad_action, where)
            before = game.encode(state)
            snapshot = copy.deepcopy(state)
            step = game.apply(state, seat, action)
            if game.encode(state) != before or state != snapshot:
                _fail("purity", f"apply({action!r}) by {seat} mutated its input state ({where})")
            reordered = dict(reversed(list(action.items())))
            if list(reordered) != list(action) and game.encode(game.apply(state, seat, reordered).state) != game.encode(
                step.state
            ):
                _fail("determinism", f"the same action with its keys in another order gave another state ({where})")
            checkpoint: Any = step.checkpoint
            if not isinstance(checkpoint, bool):
                _fail("events", f"Step.checkpoint must be a bool ({where})")
            self.check_events(step.events, game.secrets(step.state), where)
            previous = [(seat, a) for a in legal if a != action][:3]
            log.append((seat, action))
            state, seen = self.round_trip(step.state, f"{self.where}, after {seq + 1} actions")
            encodings.append(game.encode(state))
        first = self.replay(log)
        second = self.replay(log)
        for i, played in enumerate(encodings):
            a = first[i] if i < len(first) else None
            b = second[i] if i < len(second) else None
            if a != b:
                _fail("determinism", f"two replays of the same log diverge after {i} actions ({self.where})")
            if a != played:
                _fail(
                    "encode",
                    f"continuing from decode(encode(state)) diverged from the original after {i} actions:"
                    f" the encoding loses information ({self.where})",
                )
        return PlayoutReport(game.id, len(self.seats), self.seed, len(log), encodings[-1])

    def replay(self, log: Sequence[tuple[str, Action]]) -> list[str]:
        """The encodings after each action of a replay from the seed; shorter where a logged action is refused."""
        state = self.game.setup(self.seats, self.seed, self.options)
        encodings = [self.game.encode(state)]
        for seat, action in log:
            try:
                state = self.game.apply(state, seat, action).state
            except IllegalAction:
                break  # the replay has diverged so far that the logged action is no longer legal
            encodings.append(self.game.encode(state))
        return encodings


def run_conformance(
    game: Game,
    n_players: int,
    seed: int,
    *,
    illegal_tries: int = 3,
    max_actions: int | None = None,
    options: Mapping[str, Any] | None = None,
    refusals: bool | None = None,
) -> PlayoutReport:
    """Play one seeded random game of `game` with `n_players` (and `options`, default: the game's defaults) and check
    every contract property on the way. `refusals` turns the check that refusals say why on or off (by default on,
    except for the games of GENERIC_REFUSALS_EXPECTED)."""
    limit = max_actions if max_actions is not None else game.conformance_max_actions
    return _Playout(game, n_players, seed, illegal_tries, limit, options, refusals).run()


def check_static(game: Game) -> None:
    """The checks that need no playout: identity fields, options, declared hooks, refusal of bad player counts."""
    for name, value in (("id", game.id), ("title", game.title)):
        if not isinstance(value, str) or not value:
            _fail("static", f"{name} must be a non-empty str")
    if not 1 <= game.min_players <= game.max_players:
        _fail("static", f"player range {game.min_players}..{game.max_players} is empty")
    for count in (game.min_players - 1, game.max_players + 1):
        if count < 0:
            continue
        try:
            game.setup(seats_for(count), 1)
        except SetupError as exc:
            if not str(exc).strip():
                _fail("static", f"SetupError for {count} players needs a message")
        else:
            _fail("static", f"setup accepted {count} players")
    try:
        game.setup(seats_for(game.min_players), 1, {"__no_such_option__": 1})
    except SetupError:
        pass
    else:
        _fail("static", "setup accepted an unknown option")
    check_declared(game)


def check_declared(game: Game) -> None:
    """The declared surface: internal ids, locales, AI kinds, and test hooks that are never options."""
    ids: Any = game.internal_ids()
    if not isinstance(ids, frozenset) or not all(isinstance(i, str) and i for i in ids):
        _fail("static", "internal_ids() must be a frozenset of non-empty strings")
    if "en" not in game.locales:
        _fail("static", f"locales {game.locales} must include 'en'")
    for name, player in game.ai_players.items():
        if name == "random" or player.name != name:
            _fail("static", f"AI player {name!r} must not shadow 'random' and must carry its own name")
    for hook in game.test_hooks:
        if hook in game.options:
            _fail("static", f"test hook {hook!r} must not be a game option")
        try:
            find_test_hook(game, hook)
        except (KeyError, ImportError, AttributeError) as exc:
            _fail("static", f"test hook {hook!r} cannot be found: {exc}")
        try:
            game.setup(seats_for(game.min_players), 1, {hook: None})
        except SetupError:
            pass
        else:
            _fail("static", f"setup accepted the test hook {hook!r} as an option")


TEXT_NAMES = ("Ada", "Bram", "Chloé", "Dieter", "Eva", "Farid")
"""Names the text check gives the seats: a text that shows a seat id instead of its name is caught."""


def id_tokens(text: str) -> set[str]:
    """The id-like tokens of `text`: runs of letters, digits, "_" and ":"."""
    return set(re.findall(r"[A-Za-z0-9_:]+", text))


def check_texts(game: Game, n_players: int, seed: int, locales: Sequence[str], max_actions: int = 400) -> int:
    """Play one seeded random game and, at every step and in every locale, check that no text for a player shows an
    internal id or a seat id: the label of every legal action of every acting seat, every event narrated, and the
    rules summary. Seats are given names (TEXT_NAMES). Returns how many texts were checked."""
    ids = set(game.internal_ids())
    seats = seats_for(n_players)
    forbidden = ids | set(seats)
    names = dict(zip(seats, TEXT_NAMES, strict=False))
    rand = random.Random(seed)
    checked = 0

    def look(text: str, where: str) -> None:
        nonlocal checked
        checked += 1
        shown = id_tokens(text) & forbidden
        if shown:
            _fail("texts", f"{where}: {sorted(shown)} in {text!r}")

    for locale in locales:
        for heading, body in game.rules_summary(locale):
            look(heading + "\n" + body, f"rules summary ({locale})")
    state = game.setup(seats, seed, {})
    for step in range(max_actions):
        if game.is_over(state):
            break
        acting = game.acting(state)
        for seat in acting:
            for action in game.legal_actions(state, seat):
                for locale in locales:
                    look(game.describe(state, seat, action, locale, names), f"step {step}, {seat} ({locale})")
        seat = rand.choice(list(acting))
        result = game.apply(state, seat, rand.choice(game.legal_actions(state, seat)))
        for event in result.events:
            for locale in locales:
                look(game.narrate(event, locale, names), f"step {step}, event {event.get('type')} ({locale})")
        state = result.state
    return checked
