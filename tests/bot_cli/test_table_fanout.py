"""The terminal table goes on from the fan-out of the move it made (`Outcome.fanout`): after its own move it does
not read the game again, except for a player the move did not tell to act (a seat still deciding from before, at a
hot seat), whose own view the fan-out does not hold."""

from __future__ import annotations

import io
from collections.abc import Coroutine
from pathlib import Path
from typing import Any

from bot.game import Outcome, UserView
from bot.game.service import GameService
from bot.local.console import Console
from bot.local.seating import plan_seats
from bot.local.table import LocalTable, Runner, open_local_game
from bot.store import SqliteStore
from tests.bot_cli.cli_support import ScriptedInput
from tests.toy_game import TOY


def test_after_its_own_move_the_table_reads_only_a_view_the_fanout_lacks(runner: Runner, tmp_path: Path) -> None:
    store = runner(SqliteStore.open(tmp_path / "games.db", synchronous="OFF"))
    service = GameService(store, lambda game_id: TOY, ai_in_thread=False, seed_source=lambda: 3)
    first = runner(open_local_game(service, TOY, plan_seats(["you", "you"], 2, 3, TOY.id), {"rounds": 2}))
    calls: list[tuple[str, int | None, Outcome | None]] = []
    view, act_index = service.view, service.act_index

    def counted_view(game_id: int, user_id: int | None, locale: str = "en") -> Coroutine[Any, Any, UserView]:
        calls.append(("view", user_id, None))
        return view(game_id, user_id, locale)

    async def counted_act(game_id: int, user_id: int, index: int, seq: int, locale: str = "en") -> Outcome:
        made = await act_index(game_id, user_id, index, seq, locale)
        calls.append(("act", user_id, made))
        return made

    service.view = counted_view  # type: ignore[method-assign]
    service.act_index = counted_act  # type: ignore[method-assign,assignment]
    out = io.StringIO()
    table = LocalTable(service, runner, TOY, first.game_id, Console(ScriptedInput(["", "1"] * 40), out), None)
    try:
        assert table.play(first) == 0
    finally:
        runner(store.close())
    assert "Game over: rounds played." in out.getvalue()
    acts = [i for i, (kind, _, _) in enumerate(calls) if kind == "act"]
    assert len(acts) >= 4
    told = lacking = 0
    for at, following in zip(acts, [*acts[1:], len(calls)], strict=True):
        _, _, made = calls[at]
        assert made is not None and made.fanout is not None and made.fanout.seq == made.seq
        between = [user for kind, user, _ in calls[at + 1 : following]]
        assert None not in between  # the channel's view: the fan-out's public one
        if following == len(calls):  # the last move ended the game: nothing more is read
            assert between == [] and made.over
            continue
        mover = calls[following][1]
        if mover in made.fanout.views:  # told by this move (or the mover again): its view came with the move
            assert between == [], calls[at:following]
            told += 1
        else:
            assert between == [mover], calls[at:following]
            lacking += 1
    assert told and lacking  # the toy's simultaneous rounds have both kinds
