"""The strong AI on Discord: seated with /game add-ai, it thinks in a worker process and its moves come through the
bot's scheduler, each committed on its own and never sooner than its thinking time after its turn came."""

from __future__ import annotations

from pathlib import Path

from bot.store.sqlite import SqliteStore
from tests.e2e.bot_play import click_action, finished, open_hand, open_lobby, posted_board
from tests.e2e.conftest import SEARCH_SECONDS, SpacePort, Starmail
from tests.waits import condition


async def _moves(path: Path, game_id: int) -> list[tuple[int, str | None, int | None, float]]:
    store = await SqliteStore.open(path)
    try:
        rows = await store.read_log(game_id)
    finally:
        await store.close()
    return [(row.seq, row.seat, row.user_id, row.at) for row in rows if row.kind == "move"]


async def test_a_strong_ai_seat_moves_through_the_scheduler(space_port: SpacePort, starmail: Starmail) -> None:
    fake, sp = space_port.fake, space_port
    async with fake.run(starmail.client()) as client:
        lobby, game_id = await open_lobby(fake, sp.alice, sp, "hanse", {"round_cap": 1})
        typing = await fake.autocomplete(sp.alice, sp.guild, sp.lobby, "game add-ai", {"kind": "str"}, focused="kind")
        kinds = await fake.wait_for_choices(typing)
        added = await fake.slash(sp.alice, sp.guild, sp.lobby, "game add-ai", {"kind": "strong"})
        await finished(fake, added)
        start = await fake.click(sp.alice, lobby, f"sm:l:{game_id}:start")
        await finished(fake, start)
        record = await client.service.view(game_id, None)
        channel_id = fake.channel_named(sp.guild, f"hanse-{game_id:04d}").id
        human_moves = ai_moves = 0
        while human_moves < 60 and ai_moves < 3:
            public = await client.service.view(game_id, None)
            if public.status != "active":
                break
            seats = {s.seat: s for s in public.seats}
            if all(seats[seat].kind == "ai" for seat in public.acting):
                seq = public.seq

                async def moved(seen: int = seq) -> bool:
                    return (await client.service.view(game_id, None)).seq > seen

                await condition(moved, "the strong AI's move, through its search timer")
                ai_moves += 1
                continue
            board = await posted_board(fake, channel_id, game_id)
            hand = await open_hand(fake, sp.alice, board, game_id)
            await click_action(fake, sp.alice, hand)
            human_moves += 1
        moves = await _moves(starmail.db_path, game_id)
    assert [(k["name"], k["value"]) for k in kinds] == [("Strong AI: thinks a second per decision", "strong")]
    assert [s.ai for s in record.seats if s.kind == "ai"] == ["strong"]
    strong = [m for m in moves if m[1] == "p2"]
    assert len(strong) >= 3 and all(user is None for _, _, user, _ in strong)
    by_seq = {m[0]: m for m in moves}
    for seq, _seat, _user, at in strong:
        before = by_seq.get(seq - 1)
        if before is not None:
            assert at - before[3] >= SEARCH_SECONDS, f"move {seq} came before its thinking time had passed"
