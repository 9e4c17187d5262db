"""describe() button labels and narrate() sentences in every locale, seats named only by names[seat]."""

from __future__ import annotations

import random

from rules.hanse import GAME
from rules.hanse.names import position_at
from rules.hanse.testing import active_seat, run, set_goods, started, update_player, with_hand

NAMES = {"p1": "Ada", "p2": "Bram"}
LOCALES = ("en", "de", "fr", "nl")


def test_text_load_label_counts_goods_cards_with_real_plurals() -> None:
    state = started(GAME, seed=1, planet="coronis")
    state = set_goods(state, planets={"coronis": [("w13", "taghellia"), ("w06", "taghellia")]}, others="remove")
    seat = state.seats[active_seat(state)]
    action = {"type": "load", "destination": "taghellia"}
    assert GAME.describe(state, seat, action) == "Load 2 goods cards for Taghellia (5 MG)"
    assert GAME.describe(state, seat, action, "de") == "2 Warenkarten für Taghellia laden (5 MG)"
    assert GAME.describe(state, seat, action, "fr") == "Charger 2 cartes marchandises pour Taghellia (5 MG)"
    assert GAME.describe(state, seat, action, "nl") == "2 goederenkaarten voor Taghellia laden (5 MG)"
    one = set_goods(state, planets={"coronis": [("w13", "taghellia")]}, others="remove")
    assert GAME.describe(one, seat, action) == "Load 1 goods card for Taghellia (2 MG)"
    assert GAME.describe(one, seat, action, "de") == "1 Warenkarte für Taghellia laden (2 MG)"
    assert GAME.describe(one, seat, action, "fr") == "Charger 1 carte marchandise pour Taghellia (2 MG)"


def test_text_step_labels_name_surface_orbit_gap_and_cost() -> None:
    state = started(GAME, seed=1, planet="vinau_ii")
    me = active_seat(state)
    state = update_player(state, me, position="o3")
    seat = state.seats[me]
    assert GAME.describe(state, seat, {"type": "step", "to": "p3"}) == "Land on Vinau II (1 energy)"
    assert GAME.describe(state, seat, {"type": "step", "to": "p3"}, "de") == "Auf Vinau II landen (1 Energie)"
    assert GAME.describe(state, seat, {"type": "step", "to": "g2"}) == (
        "Fly to the gap between Naginther and Vinau II (0 energy)"
    )
    assert GAME.describe(state, seat, {"type": "step", "to": "g3"}, "de") == (
        "In die Lücke zwischen Vinau II und Taghellia fliegen (1 Energie)"
    )
    assert position_at("o6", "de") == "im Orbit von Dakhit"
    assert position_at("g5", "en") == "between the orbits of Talmazzar and Dakhit"
    assert position_at(None, "fr") == "pas encore placé"


def test_text_unload_label_shows_the_bonus_on_an_empty_planet() -> None:
    state = started(GAME, seed=1, planet="naginther")
    me = active_seat(state)
    state = set_goods(state, containers={(me, 0): [("w11", "naginther"), ("w13", "naginther")]}, others="remove")
    label = GAME.describe(state, state.seats[me], {"type": "unload", "container": 0})
    assert label == "Unload Container 1 at Naginther (6 MG + 2 bonus)"
    german = GAME.describe(state, state.seats[me], {"type": "unload", "container": 0}, "de")
    assert german == "Container 1 auf Naginther entladen (6 MG + 2 Bonus)"


def test_text_every_legal_action_and_event_has_a_label_in_every_locale() -> None:
    rand = random.Random(5)
    state = GAME.setup(["p1", "p2"], 5)
    seen_actions: set[str] = set()
    seen_events: set[str] = set()
    while not GAME.is_over(state):
        seat = GAME.acting(state)[0]
        legal = GAME.legal_actions(state, seat)
        for action in legal:
            for locale in LOCALES:
                text = GAME.describe(state, seat, action, locale, NAMES)
                assert text and "Unknown action" not in text and "{" not in text
            seen_actions.add(action["type"])
        step = GAME.apply(state, seat, legal[rand.randrange(len(legal))])
        for event in step.events:
            texts = [GAME.narrate(event, locale, NAMES) for locale in LOCALES]
            assert GAME.narrate(event, "en", NAMES) != "Something happened.", event
            assert all("{" not in text for text in texts)
            seen_events.add(event["type"])
        state = step.state
    assert len(seen_actions) >= 12 and len(seen_events) >= 15


def test_text_reaction_labels_name_the_pending_card() -> None:
    state = started(GAME, seed=2)
    state = with_hand(state, active_seat(state), ["agent_einschleusen"])
    state, _ = run(GAME, state, {"type": "play", "card": "agent_einschleusen"})
    seat = GAME.acting(state)[0]
    assert GAME.describe(state, seat, {"type": "allow"}) == "Allow Agent Infiltration"
    assert GAME.describe(state, seat, {"type": "allow"}, "de") == "„Agent einschleusen“ zulassen"
    assert GAME.describe(state, seat, {"type": "allow"}, "fr") == "Autoriser «\u00a0Agent clandestin\u00a0»"


def test_text_playing_a_card_reads_well_in_german() -> None:
    state = started(GAME, seed=2)
    state = with_hand(state, active_seat(state), ["sonnentunnel_oeffnen"])
    seat = state.seats[active_seat(state)]
    action = {"type": "play", "card": "sonnentunnel_oeffnen"}
    assert GAME.describe(state, seat, action) == "Play Sun Tunnel"
    assert GAME.describe(state, seat, action, "de") == "„Sonnentunnel öffnen“ ausspielen"
    assert GAME.describe(state, seat, action, "fr") == "Jouer «\u00a0Ouverture de tunnel solaire\u00a0»"


def game_over(reason: str) -> dict[str, object]:
    return {
        "type": "game_over",
        "to": None,
        "reason": reason,
        "ranking": [["p1"], ["p2"]],
        "scores": {"p1": 70, "p2": 12},
    }


def test_text_game_over_narration_names_the_reason_and_the_seats() -> None:
    event = game_over("reached_70")
    assert GAME.narrate(event, "en", NAMES) == "Game over (a player reached 70 MG): Ada wins (Ada 70, Bram 12)."
    assert (
        GAME.narrate(event, "de", NAMES) == "Spielende (ein Spieler hat 70 MG erreicht): Ada gewinnt (Ada 70, Bram 12)."
    )
    assert GAME.narrate(event) == "Game over (a player reached 70 MG): Player 1 wins (Player 1 70, Player 2 12)."
    # the bot passes the seat ids themselves as names for texts it stores: they come out verbatim
    assert GAME.narrate(event, "en", {"p1": "p1", "p2": "p2"}).endswith("p1 wins (p1 70, p2 12).")
    draw = {**event, "ranking": [["p1", "p2"]], "scores": {"p1": 40, "p2": 40}}
    assert GAME.narrate(draw, "en", NAMES) == (
        "Game over (a player reached 70 MG): a draw between Ada and Bram (Ada 40, Bram 40)."
    )


def test_reason_text_is_words_without_a_full_stop() -> None:
    assert GAME.reason_text("reached_70", "en") == "a player reached 70 MG"
    assert GAME.reason_text("round_cap", "en") == "the round limit was reached"
    assert GAME.reason_text("round_cap", "de") == "das Rundenlimit wurde erreicht"
    assert GAME.reason_text("goods_exhausted", "fr") == "les dernières marchandises ont quitté le jeu"
    assert GAME.reason_text("goods_exhausted", "nl") == "de laatste goederen hebben het spel verlaten"
    assert GAME.reason_text("round_cap", "xx") == "the round limit was reached"


def test_drawn_cards_are_counted_with_real_plurals() -> None:
    one = {"type": "drew_hidden", "to": None, "seat": "p2", "count": 1}
    two = {**one, "count": 2}
    assert GAME.narrate(one, "en", NAMES) == "Bram drew 1 card."
    assert GAME.narrate(two, "en", NAMES) == "Bram drew 2 cards."
    assert GAME.narrate(one, "de", NAMES) == "Bram zieht 1 Karte."
    assert GAME.narrate(two, "de", NAMES) == "Bram zieht 2 Karten."
    assert GAME.narrate({**one, "count": 0}, "fr", NAMES) == "Bram pioche 0 carte."
    tunnel = {"type": "tunnel_opened", "to": None, "seat": "p1", "passages": 1}
    assert GAME.narrate(tunnel, "en", NAMES) == "Ada opened the sun tunnel (1 passage this turn)."
    assert GAME.narrate({**tunnel, "passages": 2}, "de", NAMES) == (
        "Ada öffnet den Sonnentunnel (2 Durchflüge in diesem Zug)."
    )


def test_loading_and_delivering_count_goods_cards() -> None:
    loaded = {
        "type": "loaded",
        "to": None,
        "seat": "p1",
        "destination": "dakhit",
        "planet": "coronis",
        "container": 0,
        "values": [3],
    }
    assert GAME.narrate(loaded, "en", NAMES) == "Ada loaded 1 goods card for Dakhit from Coronis into Container 1."
    assert GAME.narrate({**loaded, "values": [3, 2]}, "de", NAMES) == (
        "Ada lädt 2 Warenkarten für Dakhit von Coronis in Container 1."
    )
    unloaded = {
        "type": "unloaded",
        "to": None,
        "seat": "p2",
        "planet": "dakhit",
        "values": [2],
        "gained": 2,
        "score": 9,
    }
    assert GAME.narrate(unloaded, "de", NAMES) == "Bram liefert 1 Warenkarte auf Dakhit für 2 MG (jetzt 9)."


def test_flying_to_a_planet_reads_well_in_german() -> None:
    stepped = {"type": "stepped", "to": None, "seat": "p2", "from": "o1", "position": "p1", "cost": 1, "energy_left": 2}
    assert GAME.narrate(stepped, "en", NAMES) == "Bram flew down to Coronis (1 energy, 2 left)."
    assert GAME.narrate(stepped, "de", NAMES) == "Bram fliegt nach Coronis hinunter (1 Energie, 2 übrig)."
    orbit = {**stepped, "from": "g1", "position": "o1"}
    assert GAME.narrate(orbit, "de", NAMES) == "Bram fliegt in den Orbit von Coronis (1 Energie, 2 übrig)."


def test_the_rules_summary_exists_in_every_locale() -> None:
    summaries = {locale: GAME.rules_summary(locale) for locale in LOCALES}
    assert [heading for heading, _ in summaries["en"]] == ["Goal", "A turn", "Goods", "Technologies", "Playing here"]
    assert summaries["de"][0][0] == "Ziel" and summaries["fr"][0][0] == "But du jeu" and summaries["nl"][0][0] == "Doel"
    assert all(len(summary) == 5 for summary in summaries.values())
    assert GAME.rules_summary("xx") == summaries["en"]


def test_option_help_is_in_the_catalog() -> None:
    from rules.i18n import catalog

    help_text = GAME.options["round_cap"].help
    assert catalog("hanse").tr("de", help_text).startswith("Das Spiel nach so vielen Zügen pro Spieler beenden")
