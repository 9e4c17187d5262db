"""Hints for a player learning Starfarers (`Game.hint`): what a build costs and does, the bank's rate for the card
given, the points a step leaves, what founding and trading bring; none for an encounter option (its results stay
hidden); in every language."""

from __future__ import annotations

from dataclasses import replace

from rules.starfarers.game import GAME
from rules.starfarers.setup import build
from rules.starfarers.state import TRADE, Ship
from rules.starfarers.testing import arrange


def test_builds_and_the_bank_say_what_they_cost_and_do() -> None:
    state = build(["p1", "p2", "p3"], 3, {}, [])
    state = arrange(state, hands={0: {"fuel": 2, "goods": 2}}, phase=TRADE, active=0)
    assert (
        GAME.hint(state, "p1", {"type": "build_drive"})
        == "Costs 2 fuel cards. Every ship of yours flies one point further."
    )
    assert GAME.hint(state, "p1", {"type": "bank_give", "resource": "goods"}) == (
        "Gives 2 cards to the bank for one card of your choice."
    )
    german = GAME.hint(state, "p1", {"type": "build_drive"}, "de")
    assert german.startswith("Kostet 2 ") and "Treibstoff" in german
    for locale in ("fr", "nl"):
        assert GAME.hint(state, "p1", {"type": "end_trade_build"}, locale) not in (
            "",
            "Next: shake the mother ship and fly.",
        )


def test_a_step_says_the_points_it_leaves_and_an_encounter_option_says_nothing() -> None:
    state = build(["p1", "p2", "p3"], 3, {}, [])
    state = replace(state, active=0, start=0, phase="shake", rig_shakes=(("blue", "yellow_1"),))
    state = state.with_player(0, ships=(Ship(1, "colony", "v06_07"),))
    state = GAME.apply(state, "p1", {"type": "shake"}).state
    step = {"type": "step", "ship": 1, "to": "v07_06"}
    assert GAME.hint(state, "p1", step) == "2 points left after this step."
    assert GAME.hint(state, "p1", {"type": "encounter_option", "option": "yes"}) == ""
