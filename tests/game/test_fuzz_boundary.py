"""A fuzz test of the core's boundary: every public method of the game service, of the players' preferences and of
the quiet hours, found by introspection (a method added later is fuzzed without a word here), is called with wrong
types, absurd sizes and ids from beyond the store's range, and now and then with real values so that calls get past
the first check, on every engine. Each call answers with a result or a `Refusal` (one short sentence on one line,
said in every language), never a raw exception; a refused call changes nothing stored, and nothing stored is an id
that cannot be one. Seeded, so a failure replays."""

from __future__ import annotations

import inspect
import math
import random
import reprlib
import time
from collections.abc import AsyncIterator, Callable
from dataclasses import dataclass, field
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

from bot.game.base.inputs import LARGEST
from bot.game.base.types import Refusal
from bot.game.clocks import quiet as quiet_module
from bot.game.clocks.deadlines import NO_OVERRIDES, DeadlineOverrides
from bot.game.service import GameService
from bot.game.write import preferences as preferences_module
from bot.game.write.away import Away
from bot.game.write.preferences import PlayerPreferences
from bot.store.base import FINISHED_STATUSES, NO_PREFERENCES, Preferences, Store
from rules.i18n import LOCALES, QUOTE_LIMIT
from tests.game.conftest import counting_seeds, lookup
from tests.game.support import ALICE, HOST, first_choice, open_engine, started_toy

ROUNDS = 1500
"""Calls per engine: some thirty per public method of the service."""
GUILD, CHANNEL = 1, 7
WATCHED_USERS = (HOST, ALICE, 1, LARGEST)
"""Users whose away mark and preferences must not change on a refusal (valid ids an odd value may hit)."""
WATCHED_GUILDS = (GUILD, LARGEST)

_HUGE_DICT = {f"k{n}": n for n in range(20_000)}
_HUGE_LIST = list(range(20_000))
_DEEP: list[Any] = []
for _ in range(200):
    _DEEP = [_DEEP]


def odd(rand: random.Random) -> Any:
    """A value a careless or hostile caller might hand in."""
    return rand.choice(
        [
            None,
            True,
            False,
            -1,
            0,
            1,
            LARGEST,
            2**63,
            2**64 + 5,
            2**80,
            -(2**70),
            10**5000,
            1.5,
            2.5,
            -0.0,
            float("nan"),
            float("inf"),
            -float("inf"),
            1e308,
            "1",
            "",
            " ",
            "p1",
            "ai",
            "en",
            "line one\nline two",
            "x" * rand.choice([1, 100, 100_000]),
            "\x00",
            "p1\x00",
            "\ud800",
            b"bytes",
            [],
            [1, 2],
            [["p1"], ["p2"]],
            [["p1", "p1"]],
            (),
            {},
            {1, 2},
            {"type": "choose", "card": "toy:c01"},
            {"type": 5},
            {"type": "x" * 10_000},
            {"type": "choose", "nested": [[[[]]]]},
            {"rounds": 2**80},
            {"rounds": "9" * 5000},
            {1: "a", "b": 2},
            {ALICE: "de", HOST: 5},
            {"p1": ALICE},
            {"field": "y" * 100_000},
            _HUGE_DICT,
            _HUGE_LIST,
            _DEEP,
            object(),
            print,
            Preferences(quiet=(10**9, -5), time_zone="../../etc/passwd"),
            Preferences(time_zone=5),  # type: ignore[arg-type]
        ]
    )


@dataclass
class Table:
    """The real values a call may be given: a started game, a lobby, a finished game, what a player may play now."""

    game_id: int = 0
    lobby_id: int = 0
    over_id: int = 0
    seq: int = 0
    action: dict[str, Any] = field(default_factory=dict)
    watched: set[int] = field(default_factory=set)
    """The games a call may reach: the real ones, and game 1 (an odd value may be 1)."""

    async def refresh(self, service: GameService) -> None:
        """A running game, an open lobby and a finished game to call with; the first two made afresh when a call ended,
        started or cancelled them."""
        if not self.over_id:
            self.over_id = await started_toy(service, HOST, ALICE, guild=GUILD)
            await service.end(self.over_id, HOST, moderator=True)
        if not self.game_id or (await service.view(self.game_id, None)).status in FINISHED_STATUSES:
            self.game_id = await started_toy(service, HOST, ALICE, guild=GUILD, rounds=5)
        if not self.lobby_id or (await service.view(self.lobby_id, None)).status != "lobby":
            self.lobby_id = (await service.create("toy", HOST, guild_id=GUILD, channel_id=CHANNEL)).game_id
        self.watched = {1, self.game_id, self.lobby_id, self.over_id}
        current = await service.view(self.game_id, ALICE)
        self.seq = current.seq
        if current.choices:
            self.action, self.seq = await first_choice(service, self.game_id, ALICE)

    def real(self, name: str) -> list[Any] | None:
        """Real values for a parameter called `name` (None: no such name here; the call gets odd values only)."""
        now = time.time()
        values: dict[str, list[Any]] = {
            "game_id": [self.game_id, self.game_id, self.lobby_id, self.over_id],
            "user_id": [HOST, ALICE],
            "by_user": [HOST, ALICE],
            "host_id": [HOST],
            "guild_id": [GUILD, None],
            "channel_id": [CHANNEL, None],
            "game": ["toy"],
            "seat": ["p1", "p2", None],
            "kind": [None, "random"],
            "index": [0, 1],
            "expected_seq": [self.seq],
            "request_id": [None, 4242],
            "action": [self.action],
            "locale": list(LOCALES),
            "locales": [{ALICE: "de"}, None],
            "texts": [{}],
            "players": [{}],
            "name": ["offer"],
            "field": ["cards"],
            "typed": ["c"],
            "page": [1],
            "per_page": [25, 5],
            "limit": [25],
            "finished": [True, False],
            "turn": [1],
            "reason": ["", "lunch"],
            "ranking": [None, [["p1"], ["p2"]]],
            "moderator": [True, False],
            "to_checkpoint": [False],
            "on": [True, False],
            "due_at": [now + 3600, None],
            "due": [now + 3600, None],
            "timer_id": [None],
            "until": [now + 3600],
            "mode": ["ai", "extend"],
            "key": ["kick_policy", "deadline_hours"],
            "value": ["ai", "12"],
            "options": [None, {"rounds": 2}],
            "host_plays": [True],
            "deadline": [
                NO_OVERRIDES,
                DeadlineOverrides(hours=2.0, policy="pause", reminders="50%", forfeit_after=2),
                DeadlineOverrides(hours=float("nan")),
                DeadlineOverrides(reminders="x" * 5000),
            ],
            "text": ["Europe/Berlin", "23:00-07:00", "off"],
            "heads_up": [True, None],
            "preferences": [NO_PREFERENCES, Preferences(time_zone="Europe/Berlin", quiet=(1380, 420))],
            "now": [now],
            "at": [now],
            "start": [now],
            "seconds": [3600.0],
            "minutes": [0, 450],
        }
        return values.get(name)


def arguments(function: Callable[..., Any], table: Table, rand: random.Random) -> dict[str, Any]:
    """Keyword arguments for `function`, each parameter left at its default now and then. Half the calls are real but
    for one odd argument (so that every check is reached, the last ones too), a fifth are real throughout (so that
    calls get through and change the game), the rest are odd at random."""
    parameters = [
        (name, parameter)
        for name, parameter in inspect.signature(function).parameters.items()
        if name != "self" and parameter.kind not in (parameter.VAR_POSITIONAL, parameter.VAR_KEYWORD)
    ]
    mode = rand.random()
    wrong = rand.randrange(len(parameters)) if parameters and mode < 0.5 else None
    given: dict[str, Any] = {}
    for number, (name, parameter) in enumerate(parameters):
        if number != wrong and parameter.default is not parameter.empty and rand.random() < 0.25:
            continue
        real = table.real(name)
        use_real = number != wrong if wrong is not None else mode < 0.7 or rand.random() < 0.4
        given[name] = rand.choice(real) if real is not None and use_real else odd(rand)
    return given


def short(value: Any) -> str:
    try:
        return reprlib.repr(value)[:30]
    except ValueError:  # an integer too long to write out
        return f"<{type(value).__name__}>"


def shown(arguments: dict[str, Any]) -> str:
    return ", ".join(f"{name}={short(value)}" for name, value in arguments.items())


def coroutine_methods(cls: type) -> list[str]:
    return sorted(
        name for name, member in inspect.getmembers(cls) if inspect.iscoroutinefunction(member) and name[0] != "_"
    )


def functions(module: ModuleType) -> list[str]:
    """The public functions a module defines (not those it imports)."""
    return sorted(
        name
        for name, member in inspect.getmembers(module, inspect.isfunction)
        if name[0] != "_" and member.__module__ == module.__name__
    )


@dataclass(frozen=True)
class Snapshot:
    """What the database holds that a refused call must leave as it was: every write of a game bumps its version."""

    games: int
    versions: tuple[int | None, ...]
    away: tuple[tuple[int, float, str], ...]
    preferences: tuple[tuple[int, Preferences], ...]
    settings: tuple[dict[str, Any], ...]


async def snapshot(store: Store, games: set[int]) -> Snapshot:
    away = await store.away_players()
    return Snapshot(
        await store.count_games(),
        tuple([await store.game_version(game) for game in sorted(games)]),
        tuple(sorted((user, found.until, found.mode) for user, found in away.items())),
        tuple(sorted((await store.user_preferences(list(WATCHED_USERS))).items())),
        tuple([await store.guild_settings(guild) for guild in WATCHED_GUILDS]),
    )


def an_id(value: object) -> bool:
    return type(value) is int and 0 < value <= LARGEST


async def ids_are_ids(store: Store) -> list[str]:
    """Every id stored in the newest games, their seats and the away rows is a positive 64-bit integer."""
    wrong: list[str] = []
    for record in await store.list_games(limit=5):
        for what, value in (
            ("created_by", record.created_by),
            ("guild", record.guild_id),
            ("channel", record.channel_id),
        ):
            if value is not None and not an_id(value):
                wrong.append(f"game {record.id} {what} {short(value)}")
        wrong += [
            f"game {record.id} seat {s.seat} user {short(s.user_id)}"
            for s in record.seats
            if s.user_id is not None and not an_id(s.user_id)
        ]
    wrong += [f"away {short(user)}" for user in await store.away_players() if not an_id(user)]
    return wrong


SHORT = 400 + QUOTE_LIMIT
"""The longest refusal: a sentence (the longest list the settings, some 370 characters) and a value it quotes."""


def check_refusal(refusal: Refusal, where: str) -> None:
    """One short sentence on one line, said in every language (a translation may run a third longer)."""
    assert len(str(refusal)) <= SHORT, (where, str(refusal)[:200])
    for locale in LOCALES:
        said = refusal.say(locale)
        assert said and "\n" not in said and len(said) <= SHORT * 4 // 3, (where, locale, said[:200])


@pytest.fixture(params=["sqlite", "postgres"])
async def engine(request: pytest.FixtureRequest, tmp_path: Path) -> AsyncIterator[Store]:
    store = await open_engine(request.param, tmp_path)
    yield store
    await store.close()


SERVICE_METHODS = coroutine_methods(GameService)


def test_the_fuzz_finds_every_public_method() -> None:
    assert len(SERVICE_METHODS) >= 45 and {"act", "create", "verify", "away", "log_page"} <= set(SERVICE_METHODS)
    # The away module's methods are the service's own (it hands them on): fuzzing the service fuzzes them.
    assert set(coroutine_methods(Away)) <= set(SERVICE_METHODS)
    assert coroutine_methods(PlayerPreferences) and functions(quiet_module) and functions(preferences_module)


async def test_the_service_refuses_wrong_types_sizes_and_ids_and_never_raises(engine: Store) -> None:
    service = GameService(engine, lookup, seed_source=counting_seeds(), ai_in_thread=False)
    table = Table()
    await table.refresh(service)
    rand = random.Random(2026)
    raw: list[str] = []
    refusals: dict[str, int] = dict.fromkeys(SERVICE_METHODS, 0)
    before = await snapshot(engine, table.watched)
    for round_ in range(ROUNDS):
        name = SERVICE_METHODS[round_ % len(SERVICE_METHODS)]
        method = getattr(service, name)
        given = arguments(method, table, rand)
        try:
            await method(**given)
        except Refusal as refusal:
            refusals[name] += 1
            check_refusal(refusal, f"{round_} {name}({shown(given)})")
            after = await snapshot(engine, table.watched)
            assert after == before, f"{round_} {name}({shown(given)}) was refused but changed what is stored"
            continue
        except Exception as error:
            raw.append(f"{round_} {name}({shown(given)}): {type(error).__name__}: {error!s:.80}")
            await table.refresh(service)
            before = await snapshot(engine, table.watched)
            continue
        wrong = await ids_are_ids(engine)
        assert not wrong, f"{round_} {name}({shown(given)}) stored ids that cannot be ids: {wrong}"
        await table.refresh(service)
        before = await snapshot(engine, table.watched)
    assert not raw, f"{len(raw)} raw exceptions:\n" + "\n".join(raw[:40])
    assert sum(refusals.values()) > ROUNDS // 2  # the fuzz reached the checks, not only the happy path
    takes_nothing = {name for name in SERVICE_METHODS if len(inspect.signature(getattr(service, name)).parameters) == 0}
    assert [name for name, count in refusals.items() if not count] == sorted(takes_nothing)  # each check was reached


async def test_the_preferences_refuse_wrong_types_sizes_and_ids_and_never_raise(engine: Store) -> None:
    service = GameService(engine, lookup, seed_source=counting_seeds(), ai_in_thread=False)
    table = Table()
    rand = random.Random(7)
    calls: list[tuple[str, Callable[..., Any]]] = [
        *((name, getattr(service.preferences, name)) for name in coroutine_methods(PlayerPreferences)),
        *((name, getattr(preferences_module, name)) for name in functions(preferences_module)),
    ]
    raw: list[str] = []
    before = await snapshot(engine, set())
    for round_ in range(300):
        name, function = calls[round_ % len(calls)]
        given = arguments(function, table, rand)
        try:
            answer = function(**given)
            if inspect.isawaitable(answer):
                await answer
        except Refusal as refusal:
            check_refusal(refusal, f"{round_} {name}({shown(given)})")
            assert await snapshot(engine, set()) == before, f"{round_} {name}({shown(given)}) refused, yet stored"
            continue
        except Exception as error:
            raw.append(f"{round_} {name}({shown(given)}): {type(error).__name__}: {error!s:.80}")
        before = await snapshot(engine, set())
    assert not raw, f"{len(raw)} raw exceptions:\n" + "\n".join(raw[:40])


def test_the_quiet_hours_refuse_wrong_types_and_sizes_and_never_raise() -> None:
    rand = random.Random(11)
    table = Table()
    calls = [(name, getattr(quiet_module, name)) for name in functions(quiet_module)]
    raw: list[str] = []
    for round_ in range(600):
        name, function = calls[round_ % len(calls)]
        given = arguments(function, table, rand)
        try:
            answer = function(**given)
        except Refusal as refusal:
            check_refusal(refusal, f"{round_} {name}({shown(given)})")
            continue
        except Exception as error:
            raw.append(f"{round_} {name}({shown(given)}): {type(error).__name__}: {error!s:.80}")
            continue
        if isinstance(answer, float):
            assert math.isfinite(answer), (name, given)
    assert not raw, f"{len(raw)} raw exceptions:\n" + "\n".join(raw[:40])
