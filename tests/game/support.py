"""Small documented helpers for the service tests: start toy games and snapshot what the database holds."""

from __future__ import annotations

import re
from dataclasses import dataclass

import pytest

from bot.game.service import GameService
from bot.game.types import Refusal
from bot.store.base import Store
from rules.contract import Action

HOST, ALICE, BOB, CAROL, STRANGER, MOD = 100, 101, 102, 103, 999, 500


async def started_toy(service: GameService, *users: int, ai: int = 0, rounds: int = 3, guild: int = 1) -> int:
    """A started toy game: `users[0]` hosts, the rest join in order, then `ai` AI seats. Returns its id."""
    created = await service.create("toy", users[0], guild_id=guild, channel_id=7, options={"rounds": rounds})
    for user in users[1:]:
        await service.join(created.game_id, user)
    for _ in range(ai):
        await service.add_ai(created.game_id, users[0])
    await service.start(created.game_id, users[0])
    return created.game_id


@dataclass(frozen=True)
class Stored:
    """What the database holds for a game: enough to tell that a refused call changed nothing."""

    status: str
    seq: int
    version: int
    state: str | None
    log_rows: int
    meta: dict[str, object]


async def stored(store: Store, game_id: int) -> Stored:
    record = await store.get_game(game_id)
    assert record is not None
    return Stored(
        record.status, record.seq, record.version, record.state, len(await store.read_log(game_id)), record.meta
    )


async def first_choice(service: GameService, game_id: int, user: int) -> tuple[Action, int]:
    """The first legal action offered to `user` and the seq its prompt carries."""
    view = await service.view(game_id, user)
    assert view.choices, f"user {user} has nothing to do at seq {view.seq}"
    return view.choices[0].action, view.seq


def refused(message: str) -> pytest.RaisesExc[Refusal]:
    """Expect a Refusal whose message is exactly `message`."""
    return pytest.raises(Refusal, match=f"^{re.escape(message)}$")
