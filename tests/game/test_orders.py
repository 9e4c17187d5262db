"""Standing orders through the service (bot/game/write/orders.py): a player tells the bot in advance to pass for them in
a kind of window; the bot answers at once, whether or not they hold a playable card, as the player's own logged move,
which `verify` checks like any move. Orders are the player's own to see; an unknown kind is refused."""

from __future__ import annotations

import pytest

from bot.game.base.types import Refusal
from bot.game.history.verify import verify_stored
from bot.game.service import GameService
from bot.store.sqlite import SqliteStore
from rules.contract import Game
from rules.cosmic.game import Cosmic
from tests.game.conftest import counting_seeds, lookup
from tests.game.support import ALICE, BOB, HOST

COSMIC = Cosmic()


def with_cosmic(game_id: str) -> Game:
    return COSMIC if game_id == "cosmic" else lookup(game_id)


@pytest.fixture
def cosmic_service(store: SqliteStore) -> GameService:
    return GameService(store, with_cosmic, seed_source=counting_seeds(), ai_in_thread=False)


async def _in_the_first_window(service: GameService) -> tuple[int, dict[int, str]]:
    """A three-player game past its colour picks, in the window that opens the first challenge."""
    created = await service.create("cosmic", HOST)
    for user in (ALICE, BOB):
        await service.join(created.game_id, user)
    game_id = (await service.start(created.game_id, HOST)).game_id
    for user in (HOST, ALICE, BOB):
        view = await service.view(game_id, user)
        await service.act(game_id, user, view.choices[0].action, view.seq)
    view = await service.view(game_id, HOST)
    assert view.view is not None and view.view["public"]["window"]["name"] == "w_start"
    seats = {s.user_id: s.seat for s in view.seats if s.user_id is not None}
    return game_id, seats


async def test_a_standing_order_answers_a_waiting_prompt_at_once_as_the_players_move(
    cosmic_service: GameService, store: SqliteStore
) -> None:
    game_id, seats = await _in_the_first_window(cosmic_service)
    before = len(await store.read_log(game_id))
    outcome = await cosmic_service.set_order(game_id, ALICE, "w_start")
    moves = [row for row in (await store.read_log(game_id))[before:] if row.kind == "move"]
    assert [(row.seat, row.user_id, row.action) for row in moves] == [(seats[ALICE], ALICE, {"type": "pass"})]
    assert seats[ALICE] not in outcome.acting
    assert await cosmic_service.orders(game_id, ALICE) == ("w_start",)
    assert await cosmic_service.orders(game_id, BOB) == ()  # each player sees only their own
    report = await verify_stored(store, game_id, with_cosmic)
    assert report.ok, report.problems


async def test_an_order_answers_every_later_prompt_of_its_kind_until_cancelled(
    cosmic_service: GameService, store: SqliteStore
) -> None:
    game_id, _ = await _in_the_first_window(cosmic_service)
    await cosmic_service.set_order(game_id, ALICE, "w_start")
    await cosmic_service.set_order(game_id, ALICE, "w_start", on=False)
    assert await cosmic_service.orders(game_id, ALICE) == ()
    record = await store.get_game(game_id)
    assert record is not None and record.orders == {}
    # given for every kind of window, it answers each one as it opens, whatever the player holds
    ordered_at = len(await store.read_log(game_id))
    for kind in COSMIC.standing_orders:
        await cosmic_service.set_order(game_id, BOB, kind)
    for _ in range(60):  # the others play on (passing in windows) until Bob has a decision no order covers
        if (await cosmic_service.view(game_id, BOB)).choices:
            break
        for user in (HOST, ALICE):
            mine = await cosmic_service.view(game_id, user)
            if mine.choices:
                await cosmic_service.act(game_id, user, mine.choices[-1].action, mine.seq)
                break
    log = (await store.read_log(game_id))[ordered_at:]
    bob = [row for row in log if row.kind == "move" and row.user_id == BOB]
    assert len(bob) >= 3 and all(row.action == {"type": "pass"} for row in bob)
    report = await verify_stored(store, game_id, with_cosmic)
    assert report.ok, report.problems


async def test_an_unknown_kind_or_a_stranger_is_refused_and_nothing_changes(
    cosmic_service: GameService, store: SqliteStore
) -> None:
    game_id, _ = await _in_the_first_window(cosmic_service)
    before = await store.get_game(game_id)
    with pytest.raises(Refusal) as refused:
        await cosmic_service.set_order(game_id, ALICE, "w_nowhere")
    assert refused.value.code == "bad_setting"
    with pytest.raises(Refusal) as stranger:
        await cosmic_service.set_order(game_id, 424242, "w_start")
    assert stranger.value.code == "not_seated"
    after = await store.get_game(game_id)
    assert after == before
