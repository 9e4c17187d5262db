"""A game's requests through the service (`GameService.act_request`): an offer of cards becomes the protocol's
single moves, each logged as the player's, in one write; a request naming someone who does not play is refused
and changes nothing."""

from __future__ import annotations

import pytest

from bot.game.base.types import Refusal
from bot.game.service import GameService
from bot.store.sqlite import SqliteStore
from rules.registry import registry
from tests.game.support import trading_starfarers

GAME = registry.get("starfarers")


async def test_an_offer_is_logged_as_the_players_single_moves(service: GameService, store: SqliteStore) -> None:
    game_id, user, seat = await trading_starfarers(service, store)
    before = len(await store.read_log(game_id))
    seq = (await service.view(game_id, user)).seq
    outcome = await service.act_request(game_id, user, "offer", {"give": "2 ore", "want": "food"}, {}, seq, "en")
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
    game_id, user, _seat = await trading_starfarers(service, store)
    before = await store.get_game(game_id)
    assert before is not None
    with pytest.raises(Refusal) as refused:
        await service.act_request(
            game_id, user, "offer", {"give": "ore", "want": "food"}, {"to": 424242}, before.seq, "en"
        )
    assert refused.value.say("en") == "That player is not playing in this game."
    assert refused.value.say("fr") == "Ce joueur ne joue pas dans cette partie."
    after = await store.get_game(game_id)
    assert after is not None and before is not None and after.version == before.version
