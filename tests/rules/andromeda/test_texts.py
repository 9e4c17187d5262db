"""describe() and narrate() in English, Dutch and German, with English as the fallback."""

from __future__ import annotations

import random

from rules.andromeda import GAME
from rules.contract import Action, Event

from .support import a, new_game, play, seats


def _collect() -> tuple[list[tuple[object, str, Action]], list[Event]]:
    actions: list[tuple[object, str, Action]] = []
    events: list[Event] = []
    rand = random.Random(3)
    state = GAME.setup(seats(3), 21)
    while not GAME.is_over(state):
        seat = GAME.acting(state)[0]
        legal = GAME.legal_actions(state, seat)
        actions += [(state, seat, x) for x in legal[:3]]
        step = GAME.apply(state, seat, legal[rand.randrange(len(legal))])
        events += step.events
        state = step.state
    return actions, events


ACTIONS, EVENTS = _collect()


def test_every_action_type_is_described_in_three_languages() -> None:
    seen: dict[str, set[str]] = {}
    for state, seat, action in ACTIONS:
        texts = {loc: GAME.describe(state, seat, action, loc) for loc in ("en", "nl", "de")}
        assert all(t and "{" not in t and t != str(action) for t in texts.values())
        seen.setdefault(action["type"], set()).add(texts["en"])
        if action["type"] not in ("swap",):
            assert texts["nl"] != texts["en"] or texts["de"] != texts["en"]
    assert {"transport_pass", "offer", "respond", "swap", "end_turn", "act", "planet", "set_done"} <= set(seen)


def test_describe_examples() -> None:
    state = new_game(3, active=0)
    assert GAME.describe(state, "p1", a("transport", mode="to_planet", planet="eos")) == (
        "Transport 2 station(s) from Earth to Eos"
    )
    assert GAME.describe(state, "p1", a("offer", kind="silver"), "nl") == "Bied een Zilver-kaart aan"
    assert GAME.describe(state, "p1", a("act", what="found"), "de") == "Ein Handelszentrum gründen"
    assert GAME.describe(state, "p1", a("end_turn"), "fr") == "End your turn"


def test_every_event_is_narrated_in_three_languages() -> None:
    kinds = set()
    for event in EVENTS:
        for loc in ("en", "nl", "de"):
            line = GAME.narrate(event, loc)
            assert line and "{" not in line and line != event["type"], (event, loc)
        kinds.add(event["type"])
    assert {"offered", "responded", "revealed", "swapped", "set_played", "drew", "game_over"} <= kinds


def test_narrate_examples_and_fallback() -> None:
    state, steps = play(new_game(3, active=0), ("p1", a("transport", mode="to_planet", planet="cygna")))
    event = steps[0].events[0]
    assert GAME.narrate(event) == "p1 transports 2 station(s) from Earth to Cygna."
    assert GAME.narrate(event, "nl") == "p1 vervoert 2 station(s) van de Aarde naar Cygna."
    assert GAME.narrate(event, "de") == "p1 bringt 2 Station(en) von der Erde nach Cygna."
    assert GAME.narrate(event, "xx") == GAME.narrate(event, "en")
    assert state.transports[0] == 1
