"""Cosmic Encounter's texts (rules/cosmic/text.py, names.py, summary.py, ids.py): every action and event of random
games has words of its own in English, German, French and Dutch, with every placeholder filled, real plurals, seats
named through the caller's names and no internal id (the conformance kit's check_texts); a few exact texts; the rules
summary and the reasons a game ends."""

from __future__ import annotations

import random

import pytest

from rules.contract import Action, Event
from rules.cosmic import text
from rules.cosmic.game import Cosmic
from rules.cosmic.ids import INTERNAL_IDS
from rules.cosmic.names import TEXT
from rules.cosmic.state import State
from rules.i18n import SeatNames
from rules.testing import check_texts, id_tokens
from tests.rules.cosmic.scenario import act, start, to

LOCALES = ("en", "de", "fr", "nl")
NAMES = {"p1": "Ada", "p2": "Bram", "p3": "Chloé", "p4": "Dieter", "p5": "Eva", "p6": "Farid"}
UNKNOWN = ("An unknown action", "Something happened.")


GAME = Cosmic()
FORBIDDEN = INTERNAL_IDS | set(NAMES)


def _checked(said: str, where: object) -> str:
    assert said and said not in UNKNOWN, where
    assert "{" not in said and "}" not in said, (where, said)
    assert not id_tokens(said) & FORBIDDEN, (where, said, id_tokens(said) & FORBIDDEN)
    return said


# -- random games ------------------------------------------------------------------------------------------------------
def _choose(rand: random.Random, legal: list[Action]) -> Action:
    """A random move that seeks deals (they rarely come about by chance) and compromises."""
    kinds = {a["type"] for a in legal}
    for wanted in ("deal_accept", "deal_submit", "deal_draft"):
        if wanted in kinds and rand.random() < 0.9:
            return next(a for a in legal if a["type"] == wanted)
    if kinds & {"deal_n", "deal_mode", "deal_base"}:
        return rand.choice([a for a in legal if a["type"] not in ("deal_drop", "deal_abandon")])
    compromise: Action = {"type": "select", "card": "compromise"}
    if compromise in legal and rand.random() < 0.6:
        return compromise
    return rand.choice(legal)


def _play_games() -> tuple[dict[str, list[tuple[State, str, Action]]], dict[str, list[Event]]]:
    actions: dict[str, list[tuple[State, str, Action]]] = {}
    events: dict[str, list[Event]] = {}
    for seed in range(4):
        rand = random.Random(seed)
        options = {"beginner_flares": True} if seed % 2 == 0 else {"power_mode": "standard", "warp_fan": True}
        options = {**options, "reverse_cone": seed > 1, "turn_limit": 40}
        state = GAME.setup(list(NAMES)[: 3 + seed % 4], seed, options)
        while not GAME.is_over(state):
            for seat in GAME.acting(state):
                for action in GAME.legal_actions(state, seat):
                    found = actions.setdefault(str(action["type"]), [])
                    if len(found) < 12:
                        found.append((state, seat, action))
            seat = rand.choice(GAME.acting(state))
            step = GAME.apply(state, seat, _choose(rand, GAME.legal_actions(state, seat)))
            for event in step.events:
                found_events = events.setdefault(str(event["type"]), [])
                if len(found_events) < 12:
                    found_events.append(event)
            state = step.state
    return actions, events


ACTIONS, EVENTS = _play_games()

RARE_ACTIONS: list[Action] = [
    {"type": "defender", "seat": "p2"},
    {"type": "category", "category": "flare"},
    {"type": "will_defender", "seat": "p3"},
]
RARE_EVENTS: list[Event] = [
    {"type": "defense_without_cards", "to": None, "seat": "p2"},
    {"type": "no_challenge_card", "to": None, "seat": "p1"},
    {"type": "filched_table", "to": None, "seat": "p3", "cards": ["edict_plague", "flare_mind"]},
    {"type": "powers", "to": None, "powers": ["chronos", "will", "mind"], "seats": ["p1", "p2", "p3"]},
    {"type": "game_over", "to": None, "winners": ["p1", "p3"], "reason": "five_bases"},
    {"type": "game_over", "to": None, "winners": [], "reason": "turn_limit"},
]


def test_every_action_type_of_random_games_has_words_in_every_language() -> None:
    expected = {
        "colour", "free", "free_to_cone", "decline", "accept_destiny", "use_power", "will_defender", "will_planet",
        "redraw", "reclaim", "attack_home", "target", "commit", "done", "invite", "join", "select", "play",
        "pass", "target_seat", "target_item", "reward_ships", "place", "place_origin", "lose", "card", "draw_from",
        "deal_draft", "deal_n", "deal_mode", "deal_base", "deal_submit", "deal_drop", "deal_accept", "deal_abandon",
        "second_challenge", "end_turn",
    }  # fmt: skip
    assert expected <= set(ACTIONS), expected - set(ACTIONS)
    for kind, found in ACTIONS.items():
        for state, seat, action in found:
            said = {loc: _checked(GAME.describe(state, seat, action, loc, NAMES), (kind, loc)) for loc in LOCALES}
            assert said["en"] != said["de"], said
    state = ACTIONS["target"][0][0]
    for action in RARE_ACTIONS:
        for loc in LOCALES:
            _checked(GAME.describe(state, "p1", action, loc, NAMES), (action, loc))


def test_every_event_type_of_random_games_is_told_in_every_language() -> None:
    expected = {
        "colour_chosen", "powers", "hand_dealt", "first_player", "turn", "challenge", "hand_discarded", "new_hand",
        "cards_drawn", "freed", "regroup_declined", "aborted", "destiny", "redraw_destiny", "wild_colour", "will",
        "fan_emptied", "reclaim", "ship_moved", "defense", "target", "committed", "invited", "joined", "declined",
        "window", "answered", "revealed_plays", "settled", "resolved", "allies_removed", "card_discarded",
        "ships_lost", "ships_placed", "blinded", "looked", "hand_seen", "drew", "cards_moved", "cards_given",
        "time_travel", "bonus", "salvaged", "card_selected", "your_card", "revealed", "outcome", "ships_to_warp",
        "landed", "compensation", "cards_taken", "rewards", "deal", "deal_proposed", "deal_accepted", "deal_made",
        "deal_abandoned", "deal_failed", "filched", "set_aside_returned", "cards_discarded", "fan_marker", "game_over",
    }  # fmt: skip
    assert expected <= set(EVENTS), expected - set(EVENTS)
    for event in [e for found in EVENTS.values() for e in found] + RARE_EVENTS:
        said = {loc: _checked(GAME.narrate(event, loc, NAMES), (event["type"], loc)) for loc in LOCALES}
        assert len(set(said.values())) > 1, said


@pytest.mark.parametrize(("players", "seed"), [(3, 1), (4, 2), (6, 5)])
def test_no_text_shows_an_internal_id_or_a_seat_id(players: int, seed: int) -> None:
    assert check_texts(GAME, players, seed, LOCALES, max_actions=150) > 1000


def test_the_game_speaks_four_languages() -> None:
    assert text.LOCALES == LOCALES == Cosmic.locales


def test_names_of_seats_come_from_the_caller() -> None:
    event: Event = {"type": "landed", "to": None, "seat": "p2", "count": 2, "planet": "blue_3"}
    assert GAME.narrate(event, "en", NAMES) == "Bram landed 2 ships on Blue 3."
    assert GAME.narrate(event) == "Player 2 landed 2 ships on Blue 3."
    assert GAME.narrate(event, "de") == "Spieler 2 landete 2 Schiffe auf Blau 3."
    assert text.narrate(event, "nl", SeatNames({"p2": "p2"}, "nl")) == "p2 landde 2 schepen op Blauw 3."


# -- exact texts -------------------------------------------------------------------------------------------------------
def _say(event: Event, locale: str = "en") -> str:
    return GAME.narrate(event, locale, NAMES)


def test_a_destiny_flip_is_told_by_its_colour() -> None:
    flip: Event = {"type": "destiny", "to": None, "seat": "p1", "colour": "blue", "cone_back": False, "reversed": False}
    assert _say(flip) == "Ada flipped a destiny card: Blue."
    assert _say(flip, "de") == "Ada deckte eine Schicksalskarte auf: Blau."
    assert _say(flip, "fr") == "Ada a retourné une carte Destinée : Bleu."
    wild: Event = {"type": "destiny", "to": None, "seat": "p1", "colour": None, "cone_back": True, "reversed": True}
    assert _say(wild) == "Ada flipped a wild destiny card. The cone was reversed for this challenge."
    assert _say(wild, "de") == (
        "Ada deckte eine Freie-Wahl-Karte auf. Der Kegel wurde für diese Herausforderung umgedreht."
    )


def test_the_outcome_names_the_totals_and_the_tie_rule() -> None:
    won: Event = {"type": "outcome", "to": None, "winner": "offense", "offense_total": 18, "defense_total": 12}
    assert _say(won) == "The offense won, 18 to 12."
    assert _say(won, "de") == "Die Offensive gewann, 18 zu 12."
    tie: Event = {"type": "outcome", "to": None, "winner": "defense", "offense_total": 9, "defense_total": 9}
    assert _say(tie) == "A tie at 9: the defense won."
    assert _say(tie, "de") == "Gleichstand bei 9: Die Defensive gewann."
    deal: Event = {"type": "outcome", "to": None, "winner": "deal", "offense_total": None, "defense_total": None}
    assert _say(deal, "de") == "Kompromiss gegen Kompromiss: Die Hauptspieler mussten eine Abmachung treffen."
    revealed: Event = {"type": "revealed", "to": None, "offense": "attack_12", "defense": "compromise"}
    assert _say(revealed) == "The offense revealed Attack 12, the defense Compromise."
    assert _say(revealed, "de") == "Die Offensive deckte Wertkarte 12 auf, die Defensive Kompromiss."


def test_counts_take_real_plurals() -> None:
    one: Event = {"type": "ships_lost", "to": None, "seat": "p3", "count": 1, "planet": "red_2"}
    assert _say(one) == "Chloé lost 1 ship from Red 2 to the warp."
    assert _say(one, "de") == "Chloé verlor 1 Schiff von Rot 2 ins Schwarze Loch."
    assert _say(dict(one, count=3), "de") == "Chloé verlor 3 Schiffe von Rot 2 ins Schwarze Loch."
    assert _say(dict(one, count=1), "fr") == "Chloé a perdu 1 vaisseau de Rouge 2 dans le Warp."
    assert _say(dict(one, count=2), "nl") == "Chloé verloor 2 schepen van Rood 2 aan de Warp."
    hand: Event = {"type": "cards_drawn", "to": ["p1"], "seat": "p1", "cards": ["attack_8", "compromise", "attack_8"]}
    assert _say(hand) == "You drew Compromise, 2× Attack 8."
    assert _say(hand, "de") == "Du hast Kompromiss, 2× Wertkarte 8 gezogen."


def test_a_proposal_is_told_term_by_term() -> None:
    proposal = {
        "id": 2,
        "gives": 2,
        "gives_mode": "giver_chooses",
        "gets": 1,
        "gets_mode": "random",
        "base_for_proposer": "blue_3",
        "base_for_other": None,
    }
    event: Event = {"type": "deal_proposed", "to": None, "seat": "p1", "proposal": proposal}
    assert _say(event) == (
        "Ada proposed deal 2: Ada gives 2 cards (own choice), receives 1 card at random, takes a base on Blue 3."
    )
    assert _say(event, "de") == (
        "Ada schlug Abmachung 2 vor: Ada gibt 2 Karten (eigene Wahl), erhält 1 zufällige Karte, erhält eine Basis "
        "auf Blau 3."
    )


def test_a_revealed_round_names_cards_players_and_targets() -> None:
    plays = [
        {"item": 0, "seat": "p1", "kind": "edict_cosmic_zap", "mode": None, "names_item": None, "names_seat": "p2",
         "names_seats": []},
        {"item": 1, "seat": "p2", "kind": "power", "mode": None, "names_item": None, "names_seat": None,
         "names_seats": []},
        {"item": 2, "seat": "p3", "kind": "flare_mind", "mode": "super", "names_item": None, "names_seat": None,
         "names_seats": []},
    ]  # fmt: skip
    event: Event = {"type": "revealed_plays", "to": None, "window": "w_preselect", "round": 0, "plays": plays}
    assert _say(event) == (
        "Plays revealed: Ada played Cosmic Zap on Bram; Bram used their power; Chloé played Mind flare (Super)."
    )
    assert _say(event, "de") == (
        "Aufgedeckt: Ada spielte Kosmischer Blitz gegen Bram; Bram setzte die eigene Macht ein; Chloé spielte "
        "Blitzer der Weisen (Super)."
    )
    window: Event = {"type": "window", "to": None, "window": "w_preselect", "asked": ["p1", "p2", "p3"]}
    assert _say(window) == "The window “Before the cards are picked” opened for Ada, Bram and Chloé."
    assert _say(window, "de") == "Das Zeitfenster „Vor der Kartenwahl“ öffnete sich für Ada, Bram und Chloé."


def test_labels_of_a_challenge() -> None:
    state, _ = start(4, offense=0, hands={0: ("attack_12", "compromise", "edict_cosmic_zap")})
    select: Action = {"type": "select", "card": "attack_12"}
    assert GAME.describe(state, "p1", select, "en", NAMES) == "Choose Attack 12"
    assert GAME.describe(state, "p1", select, "de", NAMES) == "Wertkarte 12 wählen"
    assert GAME.describe(state, "p1", select, "fr", NAMES) == "Choisir Attaque 12"
    assert GAME.describe(state, "p1", select, "nl", NAMES) == "Aanval 12 kiezen"
    play: Action = {"type": "play", "card": "edict_cosmic_zap"}
    assert GAME.describe(state, "p1", play, "de", NAMES) == "Kosmischer Blitz spielen"
    invite: Action = {"type": "invite", "seat": "p3"}
    assert GAME.describe(state, "p1", invite, "en", NAMES) == "Invite Chloé"
    target: Action = {"type": "target", "planet": "blue_3"}
    assert GAME.describe(state, "p1", target, "de", NAMES) == "Den Kegel auf Blau 3 richten"
    assert GAME.describe(state, "p1", {"type": "end_turn"}, "xx", NAMES) == "End your turn"


def test_a_power_use_is_labelled_with_the_power() -> None:
    state, _ = start(3, offense=0, powers=("laser", "mind", "mutant"), destiny=("destiny_blue_1",))
    state, _ = to(state, "target")
    state, _ = act(state, 0, {"type": "target", "planet": "blue_2"})
    # on to the selection: one ship, nobody invited, every window passed
    while state.window != "w_preselect":
        seat = GAME.acting(state)[0]
        legal = GAME.legal_actions(state, seat)
        choice = next((a for a in legal if a["type"] in ("done", "pass", "decline")), legal[0])
        state = GAME.apply(state, seat, choice).state
    use: Action = {"type": "use_power"}
    assert use in GAME.legal_actions(state, "p1")
    assert GAME.describe(state, "p1", use, "en", NAMES) == "Use Laser: blind your opponent"
    assert GAME.describe(state, "p1", use, "de", NAMES) == "Macht der Blender einsetzen: den Gegner blenden"
    assert GAME.describe(state, "p2", use, "en", NAMES) == "Use Mind: look at your opponent's hand"


def test_a_card_choice_split_by_category_is_labelled() -> None:
    state, _ = start(3)
    category: Action = {"type": "category", "category": "edict"}
    assert GAME.describe(state, "p1", category, "en", NAMES) == "Look among the Edicts"
    assert GAME.describe(state, "p1", category, "de", NAMES) == "Kategorie wählen: Edikte"


# -- the summary and the end -------------------------------------------------------------------------------------------
@pytest.mark.parametrize("locale", LOCALES)
def test_rules_summary_in_every_language(locale: str) -> None:
    summary = GAME.rules_summary(locale)
    english = GAME.rules_summary("en")
    assert 6 <= len(summary) <= 10 and english[0][0] == "Goal"
    for heading, body in summary:
        _checked(heading + "\n" + body, locale)
    if locale != "en":
        assert all(ours != theirs for ours, theirs in zip(summary, english, strict=True))
    powers = dict(summary)[TEXT.tr(locale, "Powers")]
    assert powers.count("•") == 7


def test_why_a_game_ended_is_said_in_words_in_every_language() -> None:
    for locale in LOCALES:
        for reason in ("five_bases", "turn_limit", "something_else"):
            said = GAME.reason_text(reason, locale)
            assert said and reason not in said and said not in INTERNAL_IDS
    assert GAME.reason_text("turn_limit", "en") == "the turn limit was reached"
    assert GAME.reason_text("turn_limit", "de") == "die Zuggrenze wurde erreicht"


def test_internal_ids_cover_cards_planets_powers_and_windows() -> None:
    for found in ("attack_12", "compromise", "edict_veto", "flare_mind", "power_laser", "laser", "will", "blue_3",
                  "destiny_wild_2", "w_preselect", "red", "five_bases"):  # fmt: skip
        assert found in INTERNAL_IDS, found
    assert not {"offense", "defense", "warp", "cone", "talon", "random"} & INTERNAL_IDS
