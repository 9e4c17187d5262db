"""describe() and narrate() in English, German, French and Dutch through the catalog "andromeda": no internal id
or seat id in any text (the conformance kit's check_texts), real plurals, seats named by their players' names,
and the rules summary."""

from __future__ import annotations

import random

import pytest

from rules.andromeda import GAME
from rules.andromeda.state import ACTION
from rules.andromeda.testing import arrange, rig_ring_draws
from rules.contract import Action, Event
from rules.testing import check_texts

from .support import a, new_game, pass_transport, play, seats, to_actions

LOCALES = ("en", "de", "fr", "nl")
NAMES = {"p1": "Ana", "p2": "Bo", "p3": "Cy", "p4": "Di", "p5": "Ed"}


@pytest.mark.parametrize(("n", "seed"), [(3, 1), (3, 7), (4, 2), (4, 11), (5, 3), (5, 5)])
def test_no_text_shows_an_internal_id_or_a_seat_id(n: int, seed: int) -> None:
    assert check_texts(GAME, n, seed, LOCALES, max_actions=250) > 1000


def test_the_game_speaks_four_languages() -> None:
    assert GAME.locales == LOCALES


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


def test_every_action_type_is_described_in_every_language() -> None:
    seen: set[str] = set()
    for state, seat, action in ACTIONS[::7]:
        texts = {loc: GAME.describe(state, seat, action, loc, NAMES) for loc in LOCALES}  # type: ignore[arg-type]
        for text in texts.values():
            assert text and "{" not in text and "(s)" not in text and "(en)" not in text
        if action["type"] not in ("swap", "planet"):
            assert len(set(texts.values())) > 1, texts
        seen.add(action["type"])
    assert {"transport_pass", "offer", "respond", "end_turn", "act", "planet"} <= seen


def test_every_event_is_narrated_in_every_language() -> None:
    kinds = set()
    for event in EVENTS:
        for loc in LOCALES:
            line = GAME.narrate(event, loc, NAMES)
            assert line and "{" not in line and "(s)" not in line and "(en)" not in line, (event, loc)
            assert line != "Something happened in the game.", event
        kinds.add(event["type"])
    assert {"offered", "responded", "revealed", "swapped", "set_played", "drew", "game_over"} <= kinds


def test_describe_examples() -> None:
    state = new_game(3, active=0)
    transport = a("transport", mode="to_planet", planet="eos")
    assert GAME.describe(state, "p1", transport) == "Transport 2 stations from Earth to Eos"
    assert GAME.describe(state, "p1", transport, "de") == "2 Stationen von der Erde nach Eos bringen"
    assert GAME.describe(state, "p1", a("offer", kind="silver"), "nl") == "Aanbieden: een bonuskaart Zilver"
    assert GAME.describe(state, "p1", a("act", what="found"), "de") == "Ein Handelszentrum gründen"
    assert GAME.describe(state, "p1", a("end_turn"), "fr") == "Terminer ton tour"
    assert GAME.describe(state, "p1", a("end_turn"), "xx") == "End your turn"


def test_an_article_fits_its_card() -> None:
    state = pass_transport(new_game(3, active=0))
    assert GAME.describe(state, "p1", a("offer", kind="azura")) == "Offer an Azura card"
    assert GAME.describe(state, "p1", a("offer", kind="borea")) == "Offer a Borea card"
    assert GAME.describe(state, "p1", a("offer", kind="gold")) == "Offer a Gold bonus card"
    assert GAME.describe(state, "p1", a("offer", kind="azura"), "de") == "Anbieten: eine Azura-Karte"
    assert GAME.describe(state, "p1", a("respond", kind="eos"), "de") == "Als Antwort wählen: eine Eos-Karte"
    assert GAME.describe(state, "p1", a("offer", kind="eos"), "fr") == "Proposer une carte Eos"


def test_a_swap_names_the_partner_by_name() -> None:
    state = new_game(3, active=0)
    assert GAME.describe(state, "p1", a("swap", **{"with": "p2"}), "en", NAMES) == "Swap displays with Bo"
    assert GAME.describe(state, "p1", a("swap", **{"with": "p2"}), "de") == "Auslage mit Spieler 2 tauschen"


def test_transport_plural_forms() -> None:
    one = arrange(new_game(3, active=0), earth={"p1": 1})
    transport = a("transport", mode="to_planet", planet="cygna")
    assert GAME.describe(one, "p1", transport) == "Transport 1 station from Earth to Cygna"
    assert GAME.describe(one, "p1", transport, "de") == "1 Station von der Erde nach Cygna bringen"
    assert GAME.describe(one, "p1", transport, "nl") == "1 station van de Aarde naar Cygna brengen"
    two = new_game(3, active=0)
    assert GAME.describe(two, "p1", transport, "nl") == "2 stations van de Aarde naar Cygna brengen"
    _, steps = play(two, ("p1", transport))
    event = steps[0].events[0]
    assert GAME.narrate(event, "en", NAMES) == "Ana transports 2 stations from Earth to Cygna."
    assert GAME.narrate(event, "de", NAMES) == "Ana bringt 2 Stationen von der Erde nach Cygna."
    assert GAME.narrate(event) == "Player 1 transports 2 stations from Earth to Cygna."
    assert GAME.narrate(event, "de") == "Spieler 1 bringt 2 Stationen von der Erde nach Cygna."
    assert GAME.narrate(event, "xx") == GAME.narrate(event, "en")


def test_seat_ids_given_as_names_are_shown_verbatim() -> None:
    """The bot passes the seat ids as names for the texts it stores and puts names in later."""
    state = new_game(3, active=0)
    _, steps = play(state, ("p1", a("transport", mode="to_planet", planet="fenn")))
    ids = {s: s for s in state.seats}
    assert GAME.narrate(steps[0].events[0], "de", ids) == "p1 bringt 2 Stationen von der Erde nach Fenn."


def test_place_zero_is_worded_as_playing_the_set_only() -> None:
    """R-4.5 / 4.8: `place` 0 is legal and asked even when it is the only value (the set is still played and may
    earn a bonus card), so it is offered, but never as "Place 0 station(s)"."""
    state = to_actions(new_game(3, active=0))
    seat = state.seats[state.current]
    state = arrange(state, hands={seat: ["azura"] * 4}, earth={seat: 0})
    state, _ = play(
        state,
        (seat, a("act", what="place_stations")),
        (seat, a("planet", planet="azura")),
        (seat, a("planet_cards", n=4)),
        (seat, a("set_done")),
    )
    assert state.phase == ACTION and GAME.legal_actions(state, seat) == [a("place", n=0)]
    assert GAME.describe(state, seat, a("place", n=0)) == "Place no station (only play the set)"
    assert GAME.describe(state, seat, a("place", n=0), "de") == "Keine Station einsetzen (nur den Satz ausspielen)"
    _, steps = play(state, (seat, a("place", n=0)))
    texts = [GAME.narrate(e, "en", NAMES) for s in steps for e in s.events]
    assert f"{NAMES[seat]} plays a set of 4 cards for Azura to place stations." in texts
    assert f"{NAMES[seat]} places no station on Azura." in texts
    assert f"{NAMES[seat]} earns a Silver bonus card." in texts
    german = [GAME.narrate(e, "de", NAMES) for s in steps for e in s.events]
    assert f"{NAMES[seat]} spielt einen Satz aus 4 Karten für Azura, um Stationen einzusetzen." in german
    assert f"{NAMES[seat]} erhält eine Silber-Bonuskarte." in german


def test_place_plural_forms() -> None:
    state = to_actions(new_game(3, active=0))
    seat = state.seats[state.current]
    state = arrange(state, hands={seat: ["borea"] * 5}, earth={seat: 4})
    state, _ = play(
        state,
        (seat, a("act", what="place_stations")),
        (seat, a("planet", planet="borea")),
        (seat, a("planet_cards", n=5)),
        (seat, a("set_done")),
    )
    assert GAME.describe(state, seat, a("place", n=1)) == "Place 1 station on Borea"
    assert GAME.describe(state, seat, a("place", n=2)) == "Place 2 stations on Borea"
    assert GAME.describe(state, seat, a("place", n=1), "de") == "1 Station auf Borea einsetzen"
    assert GAME.describe(state, seat, a("place", n=2), "de") == "2 Stationen auf Borea einsetzen"
    _, steps = play(state, (seat, a("place", n=1)))
    texts = [GAME.narrate(e, "de", NAMES) for s in steps for e in s.events]
    assert f"{NAMES[seat]} setzt 1 Station auf Borea ein." in texts


def test_the_planet_ring_names_the_satellite_by_its_points_and_the_seat_by_name() -> None:
    state = to_actions(new_game(3, active=0))
    seat = state.seats[state.current]
    colours = ("red", "blue", "green")
    state = arrange(state, hands={seat: ["fenn"] * 3}, stations={"fenn": {seat: 1}})
    state = rig_ring_draws(state, [colours[state.seats.index(seat)]])
    state, steps = play(
        state,
        (seat, a("act", what="found")),
        (seat, a("planet", planet="fenn")),
        (seat, a("planet_cards", n=3)),
        (seat, a("set_done")),
    )
    ring = next(e for s in steps for e in s.events if e["type"] == "ring_draw")
    name = NAMES[seat]
    assert GAME.narrate(ring, "en", NAMES) == (
        f"The planet ring on Fenn draws a station of {name}: {name} founds a trading centre on the satellite worth "
        "10 points."
    )
    assert GAME.narrate(ring, "de", NAMES) == (
        f"Der Planetenring auf Fenn zieht eine Station von {name}: {name} gründet ein Handelszentrum auf dem "
        "Satelliten mit 10 Punkten."
    )


def test_drawn_and_dealt_cards_are_counted_in_words() -> None:
    drew = {"type": "drew", "to": ["p1"], "seat": "p1", "cards": ["andromeda:azura:01"]}
    assert GAME.narrate(drew) == "You drew 1 card: 1 Azura card."
    assert GAME.narrate(drew, "de") == "Du hast 1 Karte gezogen: 1 Azura-Karte."
    two = dict(drew, cards=["andromeda:azura:01", "andromeda:gorr:02"])
    assert GAME.narrate(two) == "You drew 2 cards: 1 Azura card, 1 Gorr card."
    assert GAME.narrate(two, "de") == "Du hast 2 Karten gezogen: 1 Azura-Karte, 1 Gorr-Karte."
    ended = {"type": "turn_ended", "to": None, "seat": "p2", "actions": 1}
    assert GAME.narrate(ended, "en", NAMES) == "Bo ends their turn after 1 action."
    assert GAME.narrate(dict(ended, actions=2), "de", NAMES) == "Bo beendet den Zug nach 2 Aktionen."


def test_a_set_action_reads_as_one_sentence_in_german() -> None:
    event = {
        "type": "set_played",
        "to": None,
        "seat": "p2",
        "action": "place_stations",
        "planet": "eos",
        "planet_cards": 3,
        "bonus": ["gold"],
    }
    assert GAME.narrate(event, "de") == "Spieler 2 spielt einen Satz aus 4 Karten für Eos, um Stationen einzusetzen."
    assert "stationen einsetzen" not in GAME.narrate(event, "de")


def test_game_over_reasons_are_translated() -> None:
    over = {"type": "game_over", "to": None, "reason": "Three planets are full.", "scores": {"p1": 30, "p2": 12}}
    assert GAME.narrate(over, "en", NAMES) == (
        "The game is over: at least three planets are full. Scores: Ana 30, Bo 12."
    )
    assert GAME.narrate(over, "de", NAMES) == (
        "Das Spiel ist vorbei: Mindestens drei Planeten sind voll. Punkte: Ana 30, Bo 12."
    )


@pytest.mark.parametrize("locale", LOCALES)
def test_rules_summary_in_every_language(locale: str) -> None:
    summary = GAME.rules_summary(locale)
    assert [len(s) for s in summary] == [2] * 5
    english = GAME.rules_summary("en")
    assert english[0][0] == "Goal"
    if locale != "en":
        assert all(ours != theirs for ours, theirs in zip(summary, english, strict=True))
    assert "★" in summary[-1][1]


def test_option_help_is_in_the_catalog() -> None:
    from rules.andromeda.names import TEXT

    help_text = GAME.options["round_cap"].help
    assert TEXT.tr("de", help_text).startswith("Das Spiel endet nach")
