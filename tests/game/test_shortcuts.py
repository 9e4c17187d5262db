"""Shortcuts (`Game.shortcuts`): several single actions offered as one choice, played as one move each.

The service numbers a seat's shortcuts after its legal actions; choosing one plays its actions in order, each
an ordinary logged move, and stops where the next is no longer legal, saying so.
"""

from __future__ import annotations

from typing import Any

import pytest

from bot.game.base.types import Outcome, Refusal, UserView
from bot.game.service import GameService
from bot.store.sqlite import SqliteStore
from rules.contract import Game, Shortcut
from rules.registry import registry
from tests.game.conftest import counting_seeds
from tests.game.support import ALICE, BOB, HOST, started_toy
from tests.game.words import said
from tests.toy_game import ToyGame

DRAW_TWICE = "Draw two cards"


class ToyWithShortcut(ToyGame):
    """The toy, with a shortcut "draw twice" for the round's winner: its second draw is never legal (the round is
    over after one), so a chosen shortcut must stop after one move."""

    def shortcuts(self, state: Any, seat: str, locale: str = "en") -> tuple[Shortcut, ...]:
        if state["phase"] != "draw" or state["winner"] != seat or not state["deck"]:
            return ()
        return (Shortcut(DRAW_TWICE, ({"type": "draw"}, {"type": "draw"}), "Two draws in a row."),)


async def _until(service: GameService, game_id: int, users: tuple[int, ...], found: Any) -> tuple[int, UserView]:
    """Play each user's first legal action until `found(view)` holds for one of them; that user and view."""
    for _ in range(200):
        for user in users:
            view = await service.view(game_id, user)
            if found(view):
                return user, view
        for user in users:
            view = await service.view(game_id, user)
            if view.choices:
                await service.act_index(game_id, user, 0, view.seq)
                break
    raise AssertionError("never reached")


async def test_a_hanse_flight_to_a_far_place_is_one_choice_and_one_logged_step_per_move(
    service: GameService, store: SqliteStore
) -> None:
    created = await service.create("hanse", HOST, guild_id=1)
    await service.add_ai(created.game_id, HOST)
    game_id = (await service.start(created.game_id, HOST)).game_id
    user, view = await _until(service, game_id, (HOST,), lambda v: any(c.steps for c in v.choices))
    game = registry.get("hanse")
    legal = [c for c in view.choices if not c.steps]
    shortcut = next(c for c in view.choices if c.steps)
    assert shortcut.index >= len(legal) and view.choices.index(shortcut) == shortcut.index
    assert shortcut.label.startswith("Fly to ") and shortcut.hint
    assert all(step["type"] == "step" for step in shortcut.steps) and len(shortcut.steps) >= 2
    before = await store.get_game(game_id)
    assert before is not None and before.state is not None
    expected = game.decode(before.state)
    for step in shortcut.steps:
        expected = game.apply(expected, "p1", step).state
    rows = len(await store.read_log(game_id))

    outcome: Outcome = await service.act_index(game_id, user, shortcut.index, view.seq)

    log = await store.read_log(game_id)
    mine = [row for row in log[rows:] if row.kind == "move"]
    assert [row.action for row in mine] == list(shortcut.steps)
    assert {row.user_id for row in mine} == {HOST}
    assert outcome.played == shortcut.label and said(outcome.message) == shortcut.label
    after = await store.get_game(game_id)
    assert after is not None and after.state == game.encode(expected)


async def test_a_shortcut_stops_where_its_next_action_is_no_longer_legal(db_path: Any) -> None:
    toy = ToyWithShortcut()
    store = await SqliteStore.open(db_path)
    try:
        service = GameService(store, lambda game_id: toy, seed_source=counting_seeds(), ai_in_thread=False)
        game_id = await started_toy(service, ALICE, BOB, rounds=5)
        user, view = await _until(service, game_id, (ALICE, BOB), lambda v: any(c.steps for c in v.choices))
        shortcut = next(c for c in view.choices if c.steps)
        assert (shortcut.label, shortcut.hint, shortcut.action) == (DRAW_TWICE, "Two draws in a row.", {"type": "draw"})
        rows = len(await store.read_log(game_id))

        outcome = await service.act_index(game_id, user, shortcut.index, view.seq)

        moved = [row.action for row in (await store.read_log(game_id))[rows:] if row.kind == "move"]
        assert moved == [{"type": "draw"}]
        assert said(outcome.message) == (
            "Draw two cards: stopped after 1 of 2 moves; the next one was no longer possible."
        )
        assert outcome.played == DRAW_TWICE
    finally:
        await store.close()


async def test_a_choice_number_past_the_shortcuts_is_refused_and_changes_nothing(
    service: GameService, store: SqliteStore
) -> None:
    game_id = await started_toy(service, ALICE, BOB)
    view = await service.view(game_id, ALICE)
    before = await store.get_game(game_id)
    with pytest.raises(Refusal, match=r"^That action is not valid\.$"):
        await service.act_index(game_id, ALICE, len(view.choices), view.seq)
    assert await store.get_game(game_id) == before


def test_hanse_declares_hints_for_every_legal_action_it_offers_in_a_game() -> None:
    game: Game = registry.get("hanse")
    state = game.setup(["p1", "p2"], 11)
    seen: set[str] = set()
    for turn in range(300):
        acting = game.acting(state)
        if not acting:
            break
        seat = acting[0]
        legal = game.legal_actions(state, seat)
        for action in legal:
            hint = game.hint(state, seat, action, "en")
            assert hint and "{" not in hint, (action, hint)
            seen.add(action["type"])
        state = game.apply(state, seat, legal[turn * 7 % len(legal)]).state
    assert {"roll", "step", "end_turn", "finish_turn"} <= seen
