"""A fuzz test of the service's boundary: every public call, given wrong types, absurd sizes and ids from beyond the
store's range, answers with a result or a `Refusal` (one short sentence), never a raw exception, and a refused
call changes nothing stored. Seeded, so a failure replays."""

from __future__ import annotations

import random
from typing import Any

from bot.game.service import GameService
from bot.game.types import Refusal
from bot.store.sqlite import SqliteStore
from tests.game.support import ALICE, HOST, started_toy, stored

ROUNDS = 600


def odd(rand: random.Random) -> Any:
    """A value a careless or hostile caller might hand in."""
    return rand.choice(
        [
            None,
            True,
            -1,
            0,
            1,
            2**63,
            2**80,
            -(2**70),
            1.5,
            float("nan"),
            "1",
            "",
            "p1",
            "x" * rand.choice([1, 100, 100_000]),
            b"bytes",
            [],
            [1, 2],
            {},
            {"type": "choose", "card": "toy:c01"},
            {"type": 5},
            {"type": "x" * 10_000},
            {"type": "choose", "nested": [[[[]]]]},
            object(),
        ]
    )


def arguments(rand: random.Random, game_id: int) -> tuple[Any, Any, Any]:
    """A game id, a user and a third value: now and then the real ones, so calls get past the first check."""
    game = game_id if rand.random() < 0.4 else odd(rand)
    user = rand.choice([HOST, ALICE]) if rand.random() < 0.4 else odd(rand)
    return game, user, odd(rand)


async def call(service: GameService, name: str, game: Any, user: Any, other: Any) -> object:
    if name == "view":
        return await service.view(game, user, other if isinstance(other, str) else "en")
    if name == "act":
        return await service.act(game, user, other, 0)
    if name == "act_index":
        return await service.act_index(game, user, other, 0)
    if name == "join":
        return await service.join(game, user)
    if name == "leave":
        return await service.leave(game, user)
    if name == "add_ai":
        return await service.add_ai(game, user, other)
    if name == "log_page":
        return await service.log_page(game, user, page=other)
    if name == "digest":
        return await service.digest(game, user)
    if name == "kick":
        return await service.kick(game, user, other, moderator=True)
    if name == "replace":
        return await service.replace(game, user, other, ALICE, moderator=True)
    if name == "force":
        return await service.force(game, user, other, moderator=True)
    if name == "pause":
        return await service.pause(game, user, moderator=False, reason=other)
    if name == "set_guild_setting":
        return await service.set_guild_setting(game, user, other)
    if name == "undo":
        return await service.undo(game, user)
    if name == "offer_draw":
        return await service.offer_draw(game, user)
    if name == "create":
        return await service.create(other, user)
    raise AssertionError(name)


CALLS = (
    "view",
    "act",
    "act_index",
    "join",
    "leave",
    "add_ai",
    "log_page",
    "digest",
    "kick",
    "replace",
    "force",
    "pause",
    "set_guild_setting",
    "undo",
    "offer_draw",
    "create",
)


async def test_wrong_types_sizes_and_ids_are_refused_never_raised(service: GameService, store: SqliteStore) -> None:
    game_id = await started_toy(service, HOST, ALICE)
    rand = random.Random(2026)
    raw: list[str] = []
    refusals = 0
    for round_ in range(ROUNDS):
        name = rand.choice(CALLS)
        game, user, other = arguments(rand, game_id)
        before = await stored(store, game_id)
        try:
            await call(service, name, game, user, other)
        except Refusal as refusal:
            refusals += 1
            assert len(str(refusal)) <= 400, (name, str(refusal)[:100])
            assert await stored(store, game_id) == before, (round_, name)
        except Exception as error:
            raw.append(
                f"{round_} {name}({game!r:.30}, {user!r:.30}, {other!r:.30}): {type(error).__name__}: {error!s:.80}"
            )
    assert not raw, f"{len(raw)} raw exceptions:\n" + "\n".join(raw[:30])
    assert refusals > ROUNDS // 2  # the fuzz reached the checks, not only the happy path
