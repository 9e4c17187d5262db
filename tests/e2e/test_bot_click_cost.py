"""What one click costs, counted through the real bot: the move is one write; the reads are the game's version
check, the delivery's context and one digest per player told to act; one view per recipient (the channel's, the
mover's, and each told player's). The delivery records what it posted: one write, and one more after turn notices
(so a crash repeats at most the post under way)."""

from __future__ import annotations

import inspect
from collections.abc import Callable
from typing import Any

import pytest

from bot.store import open_store
from bot.store.base import Store
from rules.registry import registry
from tests.e2e.bot_play import click_action, finished, latest_board, open_game, open_hand
from tests.e2e.conftest import SpacePort, Starmail

GAME_WRITES = frozenset({"append_log", "update_game", "create_game"})
DELIVERY_WRITES = frozenset({"finish_delivery", "set_discord_game"})
OTHER_WRITES = frozenset(
    {"add_timer", "delete_timer", "set_away", "set_guild_settings", "update_guild_settings", "set_dm_closed"}
)


class CountingStore:
    """A store that counts the calls made to it, by method name."""

    def __init__(self, inner: Store) -> None:
        self._inner = inner
        self.calls: list[str] = []

    def __getattr__(self, name: str) -> Any:
        found = getattr(self._inner, name)
        if name.startswith("_") or not inspect.iscoroutinefunction(found):
            return found

        async def counted(*args: Any, **kwargs: Any) -> Any:
            self.calls.append(name)
            return await found(*args, **kwargs)

        return counted

    def game_writes(self) -> list[str]:
        return [c for c in self.calls if c in GAME_WRITES]

    def delivery_writes(self) -> list[str]:
        return [c for c in self.calls if c in DELIVERY_WRITES]

    def reads(self) -> list[str]:
        return [c for c in self.calls if c not in GAME_WRITES | DELIVERY_WRITES | OTHER_WRITES]


def _count_views(monkeypatch: pytest.MonkeyPatch, game_id: str) -> list[str | None]:
    game = registry.get(game_id)
    seen: list[str | None] = []
    view: Callable[..., Any] = game.view

    def counted(state: Any, seat: str | None) -> Any:
        seen.append(seat)
        return view(state, seat)

    monkeypatch.setattr(game, "view", counted)
    return seen


async def test_one_click_costs_one_game_write_and_a_read_per_recipient(
    space_port: SpacePort, starmail: Starmail, monkeypatch: pytest.MonkeyPatch
) -> None:
    fake, sp = space_port.fake, space_port
    store = CountingStore(await open_store(str(starmail.db_path)))
    views = _count_views(monkeypatch, "hanse")
    costs: list[tuple[bool, list[str], list[str], list[str], list[str | None]]] = []
    async with fake.run(starmail.client(store=store)) as client:  # type: ignore[arg-type]
        game_id = await open_game(fake, sp.alice, [sp.bob], sp, "hanse", {"round_cap": 2})
        channel = fake.channel_named(sp.guild, f"hanse-{game_id:04d}")
        while len(costs) < 12:
            public = await client.service.view(game_id, None)
            if public.status != "active":
                break
            user = (
                sp.alice if any(s.user_id == sp.alice.id and s.seat in public.acting for s in public.seats) else sp.bob
            )
            prompt = await open_hand(fake, user, latest_board(fake, channel.id, game_id), game_id)
            store.calls.clear()
            views.clear()
            await finished(fake, await click_action(fake, user, prompt))
            counted = (store.game_writes(), store.delivery_writes(), store.reads(), list(views))
            after = await client.service.view(game_id, None)
            costs.append((set(after.acting) != set(public.acting), *counted))
    await store._inner.close()
    assert any(turned for turned, *_ in costs) and any(not turned for turned, *_ in costs)
    for turned, game_writes, delivery_writes, reads, seen in costs:
        assert game_writes == ["append_log"], game_writes
        if turned:  # the next player is told: their view, their digest, and the record before and after the notice
            assert sorted(reads) == ["decision_tail", "discord_context", "game_version"], reads
            assert delivery_writes == ["finish_delivery", "finish_delivery"]
            assert len(seen) == 3 and seen.count(None) == 1  # the channel's, the mover's, the next player's
        else:  # a step within the mover's turn: nobody else is told
            assert sorted(reads) == ["discord_context", "game_version"], reads
            assert delivery_writes == ["finish_delivery"]
            assert len(seen) == 2 and seen.count(None) == 1
