"""A single choice is played for its player where asking would tell nobody anything (bot/game/write/single.py,
docs/decisions/single-choices.md): among permanent AI seats only, or when the game says the choice follows from
public facts. It is logged as nobody's move, after a note only that player reads."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from bot.game.service import GameService
from bot.store.sqlite import SqliteStore
from rules.contract import Game
from rules.registry import registry
from tests.game.conftest import counting_seeds
from tests.game.support import ALICE, HOST, first_choice, started_toy
from tests.game.words import said
from tests.toy_game import ToyGame

ONLY = "Your only choice was played for you:"


class OpenToy(ToyGame):
    """The toy with its hands taken as open: every choice follows from public facts, so the game says so."""

    def choices_may_hide(self, state: dict[str, Any], seat: str) -> bool:
        return False


OPEN = OpenToy()


def _lookup(game_id: str) -> Game:
    return OPEN if game_id == "toy" else registry.get(game_id)


async def _play_out(service: GameService, game_id: int, users: tuple[int, ...]) -> list[int]:
    """Play the game to its end, each user choosing their first choice; the number of choices of every prompt."""
    offered: list[int] = []
    while True:
        views = [await service.view(game_id, user) for user in users]
        if views[0].status != "active":
            return offered
        user, view = next((u, v) for u, v in zip(users, views, strict=True) if v.choices)
        offered.append(len(view.choices))
        action, seq = await first_choice(service, game_id, user)
        await service.act(game_id, user, action, seq)


def _only_notes(log: Any) -> list[Any]:
    return [row for row in log if row.kind == "note" and (row.action or {}).get("type") == "only_choice"]


async def test_a_person_alone_among_ai_seats_is_never_asked_a_single_choice(
    service: GameService, store: SqliteStore
) -> None:
    game_id = await started_toy(service, HOST, ai=2, rounds=5)
    offered = await _play_out(service, game_id, (HOST,))
    assert offered and 1 not in offered
    log = await store.read_log(game_id)
    notes = _only_notes(log)
    assert notes, "the toy's last card in hand is a single choice: it was played for the player"
    moves = {row.seq: row for row in log if row.kind == "move"}
    for note in notes:
        move = moves[note.seq + 1]
        assert (move.seat, move.user_id, note.seat) == ("p1", None, "p1")


async def test_with_another_person_at_the_table_a_single_choice_over_a_hand_is_asked(service: GameService) -> None:
    game_id = await started_toy(service, HOST, ALICE, ai=1, rounds=5)
    offered = await _play_out(service, game_id, (HOST, ALICE))
    # the toy's card choice depends on the hand (the default claim): its last card is asked like any choice
    assert 1 in offered


async def test_a_public_single_choice_is_played_for_each_player_and_told_to_them_alone(store: SqliteStore) -> None:
    service = GameService(store, _lookup, seed_source=counting_seeds(), ai_in_thread=False)
    game_id = await started_toy(service, HOST, ALICE, ai=1, rounds=5)
    offered = await _play_out(service, game_id, (HOST, ALICE))
    assert offered and 1 not in offered
    log = await store.read_log(game_id)
    notes = _only_notes(log)
    assert notes
    # each player's log shows their own notes only; the public log none
    for user, seat in ((HOST, "p1"), (ALICE, "p2")):
        lines = [said(line) for row in await service.log(game_id, user) for line in row.lines]
        assert lines.count(ONLY) == sum(1 for note in notes if note.seat == seat)
    public = [said(line) for row in await service.log(game_id, None) for line in row.lines]
    assert ONLY not in public
    assert {note.seat for note in notes} == {"p1", "p2"}
    # nothing of it goes to the channel: the outbox's notes never carry it
    for outbox_row in await store.outbox(game_id):
        notes_told: list[Mapping[str, Any]] = outbox_row.payload.get("notes", [])
        assert all((n.get("action") or {}).get("type") != "only_choice" for n in notes_told)
