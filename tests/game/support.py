"""Small documented helpers for the service tests: start toy games and snapshot what the database holds."""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

import pytest

from bot.game.base.types import Refusal, UserView
from bot.game.service import GameService
from bot.store.base import Store
from bot.store.postgres import PostgresStore
from bot.store.sqlite import SqliteStore
from rules.contract import Action
from rules.registry import registry
from rules.starfarers.state import TRADE
from rules.starfarers.testing import arrange
from tests import postgres

HOST, ALICE, BOB, CAROL, STRANGER, MOD = 100, 101, 102, 103, 999, 500


async def trading_starfarers(service: GameService, store: Store) -> tuple[int, int, str]:
    """A started three-player Starfarers game whose active player is in the trade phase holding two ore: its id, that
    player's user id and seat."""
    game = registry.get("starfarers")
    created = await service.create("starfarers", HOST)
    for user in (ALICE, BOB):
        await service.join(created.game_id, user)
    game_id = (await service.start(created.game_id, HOST)).game_id
    record = await store.get_game(game_id)
    assert record is not None and record.state is not None
    state = game.decode(record.state)
    state = arrange(state, hands={state.active: {"ore": 2}}, phase=TRADE)
    await store.update_game(game_id, record.version, {"state": game.encode(state)})
    service._tables.evict(game_id)
    seat = state.seats[state.active]
    user = next(s.user_id for s in record.seats if s.seat == seat)
    assert user is not None
    return game_id, user, seat


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


def hand_kinds(view: UserView) -> list[str]:
    """The kinds of the cards in a Hanse player's hand, as their view shows them."""
    assert view.view is not None
    return [card["kind"] for card in view.view["private"]["hand"]]


async def discarding_with_a_pair(
    service: GameService, game_id: int, users: tuple[int, ...]
) -> tuple[int, UserView, str]:
    """Play a started two-player Hanse game on until its acting player (one of `users`) discards at the end of their
    turn holding two cards of one kind: discarding one of them leaves their choices as they were, so the decision
    stays open across several moves. The players end their turns at once until then. Returns the player, their
    prompt and the kind they hold twice."""
    for _ in range(40):
        views = {user: await service.view(game_id, user) for user in users}
        user = next(user for user, view in views.items() if view.choices)
        view = views[user]
        types = [c.action["type"] for c in view.choices]
        if "discard" in types:
            hand = hand_kinds(view)
            pairs = [kind for kind in hand if hand.count(kind) >= 2]
            if pairs:
                return user, view, pairs[0]
        wanted = next((t for t in ("end_turn", "finish_turn") if t in types), types[0])
        await service.act_index(game_id, user, types.index(wanted), view.seq)
    raise AssertionError("no player discarded holding a pair in the first turns")


async def open_engine(engine: str, tmp_path: Path, synchronous: str = "NORMAL") -> Store:
    """A store of the engine a test is parametrized with: a SQLite file in tmp_path, or a real PostgreSQL server."""
    if engine == "sqlite":
        return await SqliteStore.open(tmp_path / "games.db", synchronous=synchronous)
    return await PostgresStore.open(postgres.database_url(tmp_path), pool_size=2)
