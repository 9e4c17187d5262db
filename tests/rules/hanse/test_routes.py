"""§9 flights entered as a destination: the cheapest chain of single steps, offered as one choice."""

from __future__ import annotations

from rules.hanse import GAME
from rules.hanse.components import PLANET_IDS
from rules.hanse.testing import active_seat, run, update_turn
from tests.rules.hanse.test_flight import SPEC_COSTS, at

PLANETS = ("Coronis", "Naginther", "Vinau II", "Taghellia", "Talmazzar", "Dakhit")


def test_9_every_planet_in_reach_is_one_choice_at_the_spec_cost_from_vinau_ii() -> None:
    state = at("p3", energy=12)
    seat = state.seats[active_seat(state)]
    routes = {r.label: r for r in GAME.shortcuts(state, seat, "en")}
    for target in (1, 2, 4, 5, 6):
        cost = SPEC_COSTS[2][target - 1]
        landing = [label for label in routes if label.startswith(f"Fly to {PLANETS[target - 1]} and land (")]
        assert len(landing) == 1 and landing[0].endswith(f" steps, {cost} energy)"), landing
        arrived = state
        for step in routes[landing[0]].actions:
            arrived, _ = run(GAME, arrived, step)
        assert arrived.players[active_seat(state)].position == f"p{target}"
        assert arrived.turn is not None and arrived.turn.flight_energy is None  # landing ends the flight


def test_9_rule_book_example_vinau_ii_to_coronis_is_one_choice_of_six_steps_for_4_energy() -> None:
    state = at("p3", energy=4)
    seat = state.seats[active_seat(state)]
    labels = [r.label for r in GAME.shortcuts(state, seat, "en")]
    assert "Fly to Coronis and land (6 steps, 4 energy)" in labels
    assert not [label for label in labels if "Dakhit" in label]  # 8 energy away


def test_9_places_one_step_away_and_gaps_are_no_shortcut() -> None:
    state = at("o3", energy=12)
    seat = state.seats[active_seat(state)]
    labels = [r.label for r in GAME.shortcuts(state, seat, "en")]
    assert not [label for label in labels if label.startswith("Fly to Vinau II and land")]  # one step: a button
    assert not [label for label in labels if "gap" in label]
    assert labels == sorted(labels, key=lambda label: int(label.rsplit(", ", 1)[1].split()[0]))


def test_9_the_sun_tunnel_is_taken_when_a_passage_makes_it_cheaper() -> None:
    state = update_turn(at("p1", energy=4), tunnel_passages=1)
    seat = state.seats[active_seat(state)]
    routes = {r.label: r for r in GAME.shortcuts(state, seat, "en")}
    # without the tunnel Dakhit's surface is 12 energy from Coronis'
    assert [a["to"] for a in routes["Fly to Dakhit and land (3 steps, 3 energy)"].actions] == ["o1", "o6", "p6"]
    talmazzar = routes["Fly to Talmazzar and land (5 steps, 4 energy)"].actions
    assert [a["to"] for a in talmazzar] == ["o1", "o6", "g5", "o5", "p5"]


def test_9_no_shortcut_without_a_flight_or_for_the_waiting_player() -> None:
    state = at("p3")
    seat = state.seats[active_seat(state)]
    assert GAME.shortcuts(state, seat, "en") == ()
    flying = at("p3", energy=6)
    other = flying.seats[1 - active_seat(flying)]
    assert GAME.shortcuts(flying, other, "en") == ()


def test_9_a_shortcut_is_named_in_each_language_without_ids() -> None:
    state = at("p3", energy=4)
    seat = state.seats[active_seat(state)]
    for locale in ("de", "fr", "nl"):
        labels = [r.label for r in GAME.shortcuts(state, seat, locale)]
        assert labels and not [label for label in labels if any(p in label for p in PLANET_IDS)]
