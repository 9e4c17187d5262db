"""describe() button labels and narrate() sentences in English and German, with the English fallback."""

from __future__ import annotations

import random

from rules.hanse import GAME
from rules.hanse.testing_support import active_seat, run, set_goods, started, update_player, with_hand
from rules.hanse.text import T, position_name


def test_text_load_label_counts_goods_and_mg() -> None:
    state = started(GAME, seed=1, planet="coronis")
    state = set_goods(state, planets={"coronis": [("w13", "taghellia"), ("w06", "taghellia")]}, others="remove")
    seat = state.seats[active_seat(state)]
    action = {"type": "load", "destination": "taghellia"}
    assert GAME.describe(state, seat, action) == "Load 2 goods for Taghellia (5 MG)"
    assert GAME.describe(state, seat, action, "de") == "2 Waren für Taghellia laden (5 MG)"
    assert GAME.describe(state, seat, action, "fr") == GAME.describe(state, seat, action, "en")


def test_text_step_labels_name_surface_orbit_gap_and_cost() -> None:
    state = started(GAME, seed=1, planet="vinau_ii")
    me = active_seat(state)
    state = update_player(state, me, position="o3")
    seat = state.seats[me]
    assert GAME.describe(state, seat, {"type": "step", "to": "p3"}) == "Land on Vinau II (1 energy)"
    assert GAME.describe(state, seat, {"type": "step", "to": "g2"}) == (
        "Fly to the gap between Naginther and Vinau II (0 energy)"
    )
    assert GAME.describe(state, seat, {"type": "step", "to": "g3"}, "de") == (
        "In die Lücke zwischen Vinau II und Taghellia fliegen (1 Energie)"
    )
    assert position_name("o6", "de") == "den Orbit von Dakhit"
    assert position_name("g5") == "the gap between Talmazzar and Dakhit"


def test_text_unload_label_shows_the_bonus_on_an_empty_planet() -> None:
    state = started(GAME, seed=1, planet="naginther")
    me = active_seat(state)
    state = set_goods(state, containers={(me, 0): [("w11", "naginther"), ("w13", "naginther")]}, others="remove")
    label = GAME.describe(state, state.seats[me], {"type": "unload", "container": 0})
    assert label == "Unload container 1 at Naginther (6 MG + 2 bonus)"


def test_text_every_legal_action_and_event_has_a_label_in_both_locales() -> None:
    rand = random.Random(5)
    state = GAME.setup(["p1", "p2"], 5)
    seen_actions: set[str] = set()
    seen_events: set[str] = set()
    while not GAME.is_over(state):
        seat = GAME.acting(state)[0]
        legal = GAME.legal_actions(state, seat)
        for action in legal:
            en = GAME.describe(state, seat, action, "en")
            de = GAME.describe(state, seat, action, "de")
            assert en and de and en != T["en"]["unknown"] and de != T["de"]["unknown"]
            seen_actions.add(action["type"])
        step = GAME.apply(state, seat, legal[rand.randrange(len(legal))])
        for event in step.events:
            en = GAME.narrate(event, "en")
            de = GAME.narrate(event, "de")
            assert en != T["en"]["ev_unknown"] and de != T["de"]["ev_unknown"], event
            assert "{" not in en and "{" not in de
            assert GAME.narrate(event, "nl") == en
            seen_events.add(event["type"])
        state = step.state
    assert len(seen_actions) >= 12 and len(seen_events) >= 15


def test_text_reaction_labels_name_the_pending_card() -> None:
    state = started(GAME, seed=2)
    state = with_hand(state, active_seat(state), ["agent_einschleusen"])
    state, _ = run(GAME, state, {"type": "play", "card": "agent_einschleusen"})
    seat = GAME.acting(state)[0]
    assert GAME.describe(state, seat, {"type": "allow"}) == "Allow Agent Infiltration"
    assert GAME.describe(state, seat, {"type": "allow"}, "de") == "Agent einschleusen zulassen"


def test_text_game_over_narration() -> None:
    event = {
        "type": "game_over",
        "to": None,
        "reason": "reached_70",
        "ranking": [["p1"], ["p2"]],
        "scores": {"p1": 70, "p2": 12},
    }
    assert GAME.narrate(event) == "Game over (70 MG reached): p1 wins (p1 70, p2 12)."
    assert GAME.narrate(event, "de") == "Spielende (70 MG erreicht): p1 gewinnt (p1 70, p2 12)."
