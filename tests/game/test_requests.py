"""A game's requests through the service (`GameService.act_request`): an offer of cards becomes the protocol's
single moves, each logged as the player's, in one write; a request naming someone who does not play is refused
and changes nothing."""

from __future__ import annotations

import pytest

from bot.game.service import GameService
from bot.game.types import Refusal
from bot.store.sqlite import SqliteStore
from rules.registry import registry
from rules.starfarers.state import TRADE
from rules.starfarers.testing import arrange
from tests.game.support import ALICE, BOB, HOST

GAME = registry.get("starfarers")


async def _trading(service: GameService, store: SqliteStore) -> tuple[int, int, str]:
    """A started three-player Starfarers game whose active player is in the trade phase holding two ore."""
    created = await service.create("starfarers", HOST)
    for user in (ALICE, BOB):
        await service.join(created.game_id, user)
    game_id = (await service.start(created.game_id, HOST)).game_id
    record = await store.get_game(game_id)
    assert record is not None and record.state is not None
    state = GAME.decode(record.state)
    state = arrange(state, hands={state.active: {"ore": 2}}, phase=TRADE)
    await store.update_game(game_id, record.version, {"state": GAME.encode(state)})
    service._tables.evict(game_id)
    seat = state.seats[state.active]
    user = next(s.user_id for s in record.seats if s.seat == seat)
    assert user is not None
    return game_id, user, seat


async def test_an_offer_is_logged_as_the_players_single_moves(service: GameService, store: SqliteStore) -> None:
    game_id, user, seat = await _trading(service, store)
    before = len(await store.read_log(game_id))
    outcome = await service.act_request(game_id, user, "offer", {"give": "2 ore", "want": "food"}, {}, "en")
    moves = [row for row in (await store.read_log(game_id))[before:] if row.kind == "move"]
    assert [row.action["type"] for row in moves] == [
        "offer_start",
        "offer_give",
        "offer_give",
        "offer_want",
        "offer_send",
    ]
    assert {(row.seat, row.user_id) for row in moves} == {(seat, user)}
    assert outcome.played == "Send the offer"


async def test_an_offer_to_someone_who_does_not_play_is_refused_and_changes_nothing(
    service: GameService, store: SqliteStore
) -> None:
    game_id, user, _seat = await _trading(service, store)
    before = await store.get_game(game_id)
    with pytest.raises(Refusal) as refused:
        await service.act_request(game_id, user, "offer", {"give": "ore", "want": "food"}, {"to": 424242}, "en")
    assert refused.value.say("en") == "That player is not playing in this game."
    assert refused.value.say("fr") == "Ce joueur ne joue pas dans cette partie."
    after = await store.get_game(game_id)
    assert after is not None and before is not None and after.version == before.version
