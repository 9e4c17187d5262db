"""Cosmic Encounter's texts (rules/cosmic/text.py, names.py, summary.py, ids.py): every action and event of random
games has words of its own in English, German, French and Dutch, with every placeholder filled, real plurals, seats
named through the caller's names and no internal id (the conformance kit's check_texts); a few exact texts; the rules
summary and the reasons a game ends."""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest

from rules import cosmic
from rules.contract import Action, Event
from rules.cosmic import text
from rules.cosmic.components import POWER_BY_ID, POWERS, power_pool
from rules.cosmic.game import Cosmic, named
from rules.cosmic.ids import INTERNAL_IDS
from rules.cosmic.names import (
    OPTIONAL_POWERS,
    TEXT,
    power_explanation,
    power_name,
    power_text,
    power_timing,
    power_use,
    window_name,
)
from rules.cosmic.registry import USES
from rules.cosmic.setup import RELEASED
from rules.cosmic.state import State
from rules.cosmic.testing import arrange
from rules.frozen import evolve
from rules.i18n import SeatNames
from rules.testing import check_texts, id_tokens
from tests.rules.cosmic.scenario import act, start, to, until_window
from tests.rules.cosmic.test_challenge import selected
from tests.rules.cosmic.test_choose_powers import coloured
from tests.rules.cosmic.test_powers import used_in
from tests.rules.cosmic.test_wave_2a_discards import LOSE_SHIPS, card, hate_turn
from tests.rules.cosmic.test_wave_2a_outcome import challenge
from tests.rules.cosmic.test_wave_2a_ships import oozing
from tests.rules.cosmic.test_wave_2b_healer_machine import MACHINE, healer_game
from tests.rules.cosmic.test_wave_2b_miser import NO_CHALLENGE, defending, miser_turn
from tests.rules.cosmic.test_windows_protocol import everyone_else_passes

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


WAVE_2A_TABLES: dict[int, tuple[str, ...]] = {
    4: ("hate", "vacuum", "chosen", "barbarian", "oracle", "sorcerer"),
    5: ("void", "zombie", "vulch", "hate", "vacuum", "chosen"),
    7: ("gambler", "healer", "machine", "miser", "reincarnator"),
}
"""Random games whose seats are given the wave powers that have steps and events of their own (seed: powers)."""


def _play_games() -> tuple[dict[str, list[tuple[State, str, Action]]], dict[str, list[Event]]]:
    """The first release's random games (the standard deal from its pool), a `choose_powers` game, and games of
    wave 2a's and 2b's powers that use them whenever they may. Up to 12 examples of each action type per step it comes
    in."""
    actions: dict[str, list[tuple[State, str, Action]]] = {}
    events: dict[str, list[Event]] = {}
    examples: dict[tuple[str, str], int] = {}
    for seed in range(8):
        rand = random.Random(seed)
        if seed < 4:
            options = {"beginner_flares": True} if seed % 2 == 0 else {"power_mode": "standard", "warp_fan": True}
            options = {**options, "power_pool": "r1", "reverse_cone": seed > 1}
        elif seed in WAVE_2A_TABLES:
            options = {"power_mode": "standard", "warp_fan": seed == 5}
        else:
            options = {"power_mode": "choose_powers", "reverse_cone": True}
        players = len(WAVE_2A_TABLES[seed]) if seed in WAVE_2A_TABLES else 3 + seed % 4
        state = GAME.setup(list(NAMES)[:players], seed, {**options, "turn_limit": 40})
        arranged = seed not in WAVE_2A_TABLES
        while not GAME.is_over(state):
            if not arranged and state.powers[0]:
                state, arranged = arrange(state, powers=dict(enumerate(WAVE_2A_TABLES[seed]))), True
            for seat in GAME.acting(state):
                for action in GAME.legal_actions(state, seat):
                    where = (str(action["type"]), state.tasks[0].kind if state.tasks else state.phase)
                    if examples.get(where, 0) < 12:
                        examples[where] = examples.get(where, 0) + 1
                        actions.setdefault(where[0], []).append((state, seat, action))
            seat = rand.choice(GAME.acting(state))
            legal = GAME.legal_actions(state, seat)
            use: Action = {"type": "use_power"}
            eager = seed in WAVE_2A_TABLES and use in legal and rand.random() < 0.7
            step = GAME.apply(state, seat, use if eager else _choose(rand, legal))
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
    {"type": "withdraw", "to": "red_5"},
    # wave 2a, outside the step they come in (the labels fall back on words that need no step)
    {"type": "keep_power", "power": "vacuum"},
    {"type": "chosen_mode", "mode": "replace"},
    {"type": "chosen_mode", "mode": "add"},
    {"type": "lose_ships"},
    # wave 2b, not dealt in random games yet
    {"type": "heal", "seat": "p2"},
    {"type": "keep_hoard"},
    {"type": "renew_hoard"},
    {"type": "reveal"},
    {"type": "bluff", "card": "compromise"},
    {"type": "accept_claim"},
    {"type": "call"},
    {"type": "spread", "n": 3},
    {"type": "stake", "n": 1},
    {"type": "stake", "n": 20},
    {"type": "select", "card": "attack_40", "from": "hoard"},
    {"type": "play", "card": "edict_cosmic_zap", "from": "hoard"},
    {"type": "card", "card": "attack_6", "from": "hoard"},
]
RARE_EVENTS: list[Event] = [
    {"type": "defense_without_cards", "to": None, "seat": "p2"},
    {"type": "no_challenge_card", "to": None, "seat": "p1"},
    {"type": "filched_table", "to": None, "seat": "p3", "cards": ["edict_plague", "flare_mind"]},
    {"type": "powers", "to": None, "powers": ["chronos", "will", "mind"], "seats": ["p1", "p2", "p3"]},
    {"type": "game_over", "to": None, "winners": ["p1", "p3"], "reason": "five_bases"},
    {"type": "game_over", "to": None, "winners": [], "reason": "turn_limit"},
    # wave 2a, not dealt in random games yet
    {"type": "cloned", "to": None, "seat": "p2", "card": "attack_13"},
    {"type": "hands_traded", "to": None, "seat": "p1", "with": "p2"},
    {"type": "hand_received", "to": ["p2"], "seat": "p2", "cards": ["attack_4", "edict_quash"]},
    {"type": "hand_received", "to": ["p1"], "seat": "p1", "cards": []},
    {"type": "oozed", "to": None, "seat": "p1", "from": "red_2", "planet": "offense"},
    {"type": "oozed", "to": None, "seat": "p1", "from": "offense", "planet": "red_5"},
    {"type": "oozed", "to": None, "seat": "p2", "from": "blue_2", "planet": "blue_1"},
    {"type": "oozed", "to": None, "seat": "p3", "from": "defense", "planet": "yellow_2"},
    {"type": "grudge_marks", "to": None, "seat": "p1", "seats": ["p3"]},
    {"type": "grudge_marks", "to": None, "seat": "p1", "seats": ["p3", "p4"]},
    {"type": "tokens_earned", "to": None, "seat": "p2", "count": 1, "tokens": 3},
    {"type": "tokens_earned", "to": None, "seat": "p2", "count": 2, "tokens": 2},
    {"type": "outcome", "to": None, "winner": "offense", "offense_total": 5, "defense_total": 12},
    {"type": "outcome", "to": None, "winner": "defense", "offense_total": 20, "defense_total": 8},
    {"type": "outcome", "to": None, "winner": "offense", "offense_total": 9, "defense_total": 9},
    {"type": "outcome", "to": None, "winner": "defense", "offense_total": None, "defense_total": None},
    {"type": "powers_offered", "to": ["p1"], "seat": "p1", "powers": ["laser", "hate", "void"]},
    {"type": "power_kept", "to": None, "seat": "p2"},
    {"type": "card_shown", "to": None, "seat": "p2", "card": "attack_9"},
    {"type": "cards_exchanged", "to": None, "seat": "p1"},
    {"type": "chosen_drew", "to": None, "seat": "p1", "cards": ["attack_30", "edict_veto", "attack_5"]},
    {"type": "chosen_drew", "to": None, "seat": "p1", "cards": []},
    {"type": "chosen_took", "to": None, "seat": "p1", "card": "attack_30", "mode": "replace", "value": None},
    {"type": "chosen_took", "to": None, "seat": "p1", "card": "attack_30", "mode": "add", "value": 30},
    {"type": "hand_raided", "to": None, "seat": "p1", "from": "p2", "count": 1},
    {"type": "hand_raided", "to": None, "seat": "p1", "from": "p2", "count": 6},
    {"type": "raid_kept", "to": None, "seat": "p1", "from": "p2", "count": 2, "cards": ["attack_6", "compromise"]},
    {"type": "raid_kept", "to": None, "seat": "p1", "from": "p2", "count": 1, "cards": []},
    {"type": "raid_kept", "to": None, "seat": "p1", "from": "p2", "count": 0, "cards": ["edict_veto"]},
    {"type": "ships_removed", "to": None, "seat": "p2", "count": 1, "by": "p1"},
    {"type": "ships_removed", "to": None, "seat": "p2", "count": 3, "by": "p1"},
    {"type": "zombie_returns", "to": None, "seat": "p3", "count": 1},
    {"type": "zombie_returns", "to": None, "seat": "p3", "count": 4},
    {"type": "vacuum_losses", "to": None, "seat": "p1", "seats": ["p2", "p3", "p2"]},
    {"type": "vacuum_losses", "to": None, "seat": "p1", "seats": ["p3"]},
    {"type": "vacuum_losses", "to": None, "seat": "p1", "seats": []},
    {"type": "ships_lost", "to": None, "seat": "p3", "count": 1, "planet": "yellow_1", "by": "p1"},
    {"type": "hate_lose_ships", "to": None, "seat": "p3", "by": "p1", "count": 3},
    {"type": "hate_lose_ships", "to": None, "seat": "p3", "by": "p1", "count": 1},
    {"type": "hate_lose_ships", "to": None, "seat": "p3", "by": "p1", "count": 0},
    {"type": "edicts_taken", "to": None, "seat": "p1", "from": "p2", "cards": ["edict_veto"]},
    {"type": "edicts_taken", "to": None, "seat": "p1", "from": "p2", "cards": ["edict_veto", "edict_plague"]},
    {"type": "edicts_kept", "to": None, "seat": "p1", "cards": ["edict_plague", "edict_plague"]},
    {"type": "card_discarded", "to": None, "seat": "p1", "card": "attack_10"},
    # wave 2b, not dealt in random games yet
    {"type": "healed", "to": None, "seat": "p3", "seats": ["p2"]},
    {"type": "healed", "to": None, "seat": "p3", "seats": ["p1", "p2"]},
    {"type": "hoard_dealt", "to": ["p2"], "seat": "p2", "cards": ["attack_40", "edict_quash", "compromise"]},
    {"type": "hoard_dealt", "to": ["p2"], "seat": "p2", "cards": []},
    {"type": "hoard_kept", "to": None, "seat": "p2"},
    {"type": "hoard_renewed", "to": None, "seat": "p2", "cards": ["edict_quash", "flare_mind"]},
    {"type": "hoard_renewed", "to": None, "seat": "p2", "cards": []},
    {"type": "bluffed", "to": None, "seat": "p1", "card": "attack_20"},
    {"type": "card_revealed", "to": None, "seat": "p1", "card": "compromise"},
    {"type": "claim_accepted", "to": None, "seat": "p2", "gambler": "p1"},
    {"type": "claim_called", "to": None, "seat": "p2", "gambler": "p1", "card": "attack_4", "truthful": False},
    {"type": "claim_called", "to": None, "seat": "p2", "gambler": "p1", "card": "attack_20", "truthful": True},
    {"type": "spread_named", "to": None, "seat": "p3", "n": 5},
    {"type": "stake_raised", "to": None, "seat": "p1", "n": 1},
    {"type": "stake_raised", "to": None, "seat": "p1", "n": 12},
    {"type": "reincarnated", "to": None, "seat": "p2", "power": "human", "replaced": None},
    {"type": "reincarnated", "to": None, "seat": "p2", "power": "trader", "replaced": "human"},
    {"type": "revealed", "to": None, "offense": None, "defense": "attack_8"},
    {"type": "revealed", "to": None, "offense": "attack_8", "defense": None},
    {"type": "time_travel", "to": None, "seat": "p2", "card": "attack_8", "set_aside": None},
    {"type": "window", "to": None, "window": "healer"},
    {"type": "window", "to": None, "window": "gambler"},
    {"type": "window", "to": None, "window": "machine"},
    {
        "type": "revealed_plays",
        "to": None,
        "window": "w_start",
        "round": 0,
        "plays": [{"seat": "p2", "kind": "edict_cosmic_zap", "names_seat": "p1", "from": "hoard"}],
    },
]


def test_every_action_type_of_random_games_has_words_in_every_language() -> None:
    expected = {
        "colour", "free", "free_to_cone", "decline", "accept_destiny", "use_power", "will_defender", "will_planet",
        "redraw", "reclaim", "attack_home", "target", "commit", "done", "invite", "join", "select", "play",
        "pass", "target_seat", "target_item", "reward_ships", "place", "place_origin", "lose", "card", "draw_from",
        "deal_draft", "deal_n", "deal_mode", "deal_base", "deal_submit", "deal_drop", "deal_accept", "deal_abandon",
        "second_challenge", "end_turn", "keep_power", "lose_ships", "chosen_mode", "withdraw",
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
        "powers_offered", "power_kept", "card_shown", "cards_exchanged", "chosen_drew", "chosen_took",
        "edicts_taken", "hate_lose_ships", "ships_removed", "vacuum_losses", "zombie_returns",
        "bluffed", "hoard_kept", "reincarnated",
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
    """Every power of the released pool is listed with its one-line effect, a few per section: a page of `/game rules`
    shows one section of at most 1,800 characters (bot/discord/present/rules_text.py)."""
    summary = GAME.rules_summary(locale)
    english = GAME.rules_summary("en")
    assert 6 <= len(summary) <= 16 and english[0][0] == "Goal"
    for heading, body in summary:
        _checked(heading + "\n" + body, locale)
        assert len(f"**{heading}**\n{body}") <= 1800, (heading, len(body))
    if locale != "en":
        assert all(ours != theirs for ours, theirs in zip(summary, english, strict=True))
    released = power_pool(RELEASED[-1], RELEASED)
    powers = "\n".join(body for heading, body in summary if heading.startswith(TEXT.tr(locale, "Powers")))
    assert powers.count("•") == len(released) == 40
    for power in released:
        assert f"• {power_name(power, locale)}" in powers and power_text(power, locale) in powers, power


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


# -- wave 2a's steps and events ----------------------------------------------------------------------------------------
def _label(state: State, seat: int, action: Action, locale: str = "en") -> str:
    assert action in GAME.legal_actions(state, state.seats[seat]), action
    return _checked(GAME.describe(state, state.seats[seat], action, locale, NAMES), (action, locale))


def test_amoebas_oozing_is_labelled_for_the_offense_and_the_defense() -> None:
    offense = oozing(challenge(("amoeba", "mind", "mutant")), 0, "attack_8", "attack_9")
    assert _label(offense, 0, {"type": "commit", "from": "red_2"}) == "Send a ship from Red 2 into the cone"
    assert _label(offense, 0, {"type": "withdraw", "to": "red_5"}) == "Take a ship from the cone back to Red 5"
    assert _label(offense, 0, {"type": "withdraw", "to": "red_5"}, "de") == (
        "Ein Schiff aus dem Kegel zurück nach Rot 5 bringen"
    )
    assert _label(offense, 0, {"type": "done"}) == "Move no more ships"
    defense = oozing(challenge(("mind", "amoeba", "mutant")), 1, "attack_12", "attack_9")
    assert _label(defense, 1, {"type": "commit", "from": "blue_2"}) == "Move a ship from Blue 2 to Blue 1"
    assert _label(defense, 1, {"type": "withdraw", "to": "blue_3"}) == "Take a ship from Blue 1 back to Blue 3"
    assert _label(defense, 1, {"type": "withdraw", "to": "blue_3"}, "fr") == "Ramener un vaisseau de Bleu 1 sur Bleu 3"


def test_kamikazes_marks_and_philanthropists_gift_are_labelled() -> None:
    state, _ = used_in(challenge(("kamikaze", "mind", "mutant")), "w_preselect", 0, {"type": "use_power"})
    assert _label(state, 0, {"type": "lose", "planet": "red_2"}) == "Mark a ship on Red 2 for the warp"
    state, _ = act(state, 0, {"type": "lose", "planet": "red_2"})
    assert _label(state, 0, {"type": "done"}) == "Send the marked ship to the warp and draw 2 cards"
    state, _ = act(state, 0, {"type": "lose", "planet": "red_3"})
    assert _label(state, 0, {"type": "done"}) == "Send the 2 marked ships to the warp and draw 4 cards"
    assert (
        _label(state, 0, {"type": "done"}, "nl") == "De 2 gemarkeerde schepen naar de Warp sturen en 4 kaarten trekken"
    )

    state, _ = until_window(challenge(("philanthropist", "mind", "mutant")), "w_alliance")
    assert _label(state, 0, {"type": "use_power"}) == "Use Philanthropist: give a card away"
    state, _ = act(state, 0, {"type": "use_power"})
    assert _label(state, 0, {"type": "target_seat", "seat": "p2"}) == "Give a card to Bram"
    state, _ = act(state, 0, {"type": "target_seat", "seat": "p2"})
    state, _ = everyone_else_passes(state, 0)
    state, _ = everyone_else_passes(state)
    assert _label(state, 0, {"type": "card", "card": "attack_15"}) == "Give Attack 15 to Bram"
    assert _label(state, 0, {"type": "card", "card": "attack_15"}, "de") == "Wertkarte 15 an Bram geben"


def test_spiffs_offer_is_labelled_with_the_crash_landing() -> None:
    state, _ = selected(challenge(("spiff", "mind", "mutant")), "attack_4", "attack_20")
    assert _label(state, 0, {"type": "use_power"}) == "Use Spiff: crash-land a ship on the target planet"
    assert (
        text.describe(state, {"type": "use_power"}, "en", NAMES) == "Use Spiff: crash-land a ship on the target planet"
    )
    assert _label(state, 0, {"type": "decline"}) == "Land no ship: let the cone's ships go to the warp"
    assert _label(state, 0, {"type": "use_power"}, "de") == (
        "Macht der Bruchlander einsetzen: ein Schiff auf dem Zielplaneten bruchlanden lassen"
    )


def test_wave_2a_events_are_told_exactly() -> None:
    oozed: Event = {"type": "oozed", "to": None, "seat": "p1", "from": "red_2", "planet": "offense"}
    assert _say(oozed) == "Ada oozed a ship from Red 2 into the cone."
    assert (
        _say(dict(oozed, **{"from": "offense", "planet": "red_5"})) == "Ada oozed a ship out of the cone back to Red 5."
    )
    ally = dict(oozed, **{"from": "yellow_1", "planet": "defense"})  # an ally with Amoeba's Super flare
    assert _say(ally) == "Ada oozed a ship from Yellow 1 into the cone."
    assert _say(dict(oozed, **{"from": "blue_1", "planet": "blue_3"}), "de") == (
        "Ada ließ ein Schiff von Blau 1 nach Blau 3 fließen."
    )
    marks: Event = {"type": "grudge_marks", "to": None, "seat": "p1", "seats": ["p3"]}
    assert _say(marks) == "Ada marked Chloé, who was invited and did not join."
    assert _say(dict(marks, seats=["p3", "p4"])) == "Ada marked Chloé and Dieter, who were invited and did not join."
    tokens: Event = {"type": "tokens_earned", "to": None, "seat": "p2", "count": 1, "tokens": 3}
    assert _say(tokens) == "Bram earned 1 token and now holds 3."
    assert _say(dict(tokens, count=2), "fr") == "Bram a gagné 2 jetons et en a maintenant 3."
    cloned: Event = {"type": "cloned", "to": None, "seat": "p2", "card": "attack_13"}
    assert _say(cloned) == "Bram took their Attack 13 back into their hand instead of discarding it."
    traded: Event = {"type": "hands_traded", "to": None, "seat": "p1", "with": "p2"}
    assert _say(traded, "nl") == "Ada ruilde van hand met Bram."
    received: Event = {"type": "hand_received", "to": ["p2"], "seat": "p2", "cards": ["attack_4", "attack_4"]}
    assert _say(received) == "Your new hand after the trade: 2× Attack 4."


def _told(state: State, events: list[Event], kind: str, locale: str = "en") -> list[str]:
    """The engine's events of one type (seats by index) as the contract tells them."""
    return [_say(named(e, state.seats), locale) for e in events if e["type"] == kind]


def test_keeping_a_power_is_labelled_with_its_name() -> None:
    state, told = coloured(3)
    offered = next(e for e in told if e["type"] == "powers_offered" and e["seat"] == "p1")
    power = state.offered[0][0]
    assert offered["powers"] == list(state.offered[0])
    keep: Action = {"type": "keep_power", "power": power}
    assert _label(state, 0, keep) == f"Keep {power_name(power, 'en')}"
    assert _label(state, 0, keep, "de") == f"{power_name(power, 'de')} behalten"
    assert _label(state, 0, keep, "fr") == f"Garder {power_name(power, 'fr')}"
    assert _say({**offered, "powers": ["laser", "hate", "void"]}) == (
        "You were dealt these powers to choose from: Laser, Hate and Void."
    )
    assert _say({"type": "power_kept", "to": None, "seat": "p2"}, "nl") == "Bram hield een macht."


def test_hates_steps_are_labelled_for_hate_and_for_each_victim() -> None:
    state = hate_turn({1: ("attack_8", "attack_12"), 2: ("attack_6",)})
    assert _label(state, 0, card("attack_10")) == "Discard Attack 10: the others must discard a matching card"
    state, events = act(state, 0, card("attack_10"))
    assert _told(state, events, "card_discarded") == ["Ada discarded Attack 10."]
    assert _label(state, 1, card("attack_12")) == "Discard Attack 12 and keep your ships"
    assert _label(state, 1, card("attack_12"), "de") == "Wertkarte 12 ablegen und die Schiffe behalten"
    assert _label(state, 1, LOSE_SHIPS) == "Lose 3 ships, picked by Ada"
    assert _label(state, 1, LOSE_SHIPS, "fr") == "Perdre 3 vaisseaux désignés par Ada"
    state, events = act(state, 1, LOSE_SHIPS)
    assert _told(state, events, "hate_lose_ships") == ["Bram chose to lose 3 ships, picked by Ada."]
    # Hate picks Bram's ships: the label names whose ship goes
    lose: Action = {"type": "lose", "planet": "blue_2"}
    assert _label(state, 0, lose) == "Send a ship of Bram from Blue 2 to the warp"
    assert _label(state, 0, lose, "de") == "Ein Schiff von Bram von Blau 2 ins Schwarze Loch schicken"
    assert text.describe(state, lose, "en", NAMES) == "Send a ship of Bram from Blue 2 to the warp"
    state, events = act(state, 0, lose)
    assert _told(state, events, "ships_lost") == ["Ada sent 1 ship of Bram from Blue 2 to the warp."]


def test_a_hate_victim_without_ships_on_planets_is_told_so() -> None:
    ships = {1: {f"blue_{i}": 0 for i in range(1, 6)} | {"warp": 20}}
    state = hate_turn({1: ("attack_6",)}, ships=ships)
    state, _ = act(state, 0, card("compromise"))
    assert _label(state, 1, LOSE_SHIPS) == "Lose no ship: you have none on planets"
    ships = {1: {f"blue_{i}": 0 for i in range(2, 6)} | {"blue_1": 1, "warp": 19}}
    state = hate_turn({1: ("attack_6",)}, ships=ships)
    state, _ = act(state, 0, card("compromise"))
    assert _label(state, 1, LOSE_SHIPS) == "Lose 1 ship, picked by Ada"
    assert _label(state, 1, LOSE_SHIPS, "nl") == "1 schip verliezen, gekozen door Ada"


def test_vacuums_victims_are_labelled_one_ship_at_a_time() -> None:
    state, _ = selected(challenge(("vacuum", "mind", "mutant")), "attack_4", "attack_9")
    along: Action = {"type": "target_seat", "seat": "p2"}
    assert _label(state, 0, along) == "Take a ship of Bram along to the warp"
    assert _label(state, 0, along, "fr") == "Entraîner un vaisseau de Bram dans le Warp"
    assert _label(state, 0, {"type": "done"}) == "Take nobody along to the warp"
    state, _ = act(state, 0, along)
    assert _label(state, 0, {"type": "done"}) == "Take nobody else along to the warp"
    state, events = act(state, 0, {"type": "target_seat", "seat": "p3"})
    assert _told(state, events, "vacuum_losses") == ["Ada took 1 ship of Bram and 1 ship of Chloé along to the warp."]
    assert _label(state, 1, {"type": "lose", "planet": "blue_3"}) == "Lose a ship from Blue 3"


def test_chosens_pick_and_its_mode_are_labelled_with_the_cards() -> None:
    state = challenge(("chosen", "mind", "mutant"), talon=("attack_30", "edict_veto", "attack_5"))
    state, _ = selected(state, "attack_4", "attack_9", stop="w_reveal")
    state, events = used_in(state, "w_reveal", 0, {"type": "use_power"})
    assert _told(state, events, "chosen_drew") == [
        "Ada called for divine help and drew face up: Attack 5, Attack 30, Veto."
    ]
    assert _label(state, 0, card("attack_30")) == "Take Attack 30 from the cards drawn"
    assert _label(state, 0, {"type": "done"}) == "Keep your revealed card"
    state, _ = act(state, 0, card("attack_30"))
    replace: Action = {"type": "chosen_mode", "mode": "replace"}
    add: Action = {"type": "chosen_mode", "mode": "add"}
    assert _label(state, 0, replace) == "Replace your Attack 4 with Attack 30"
    assert _label(state, 0, add) == "Add 30 to your Attack 4"
    assert _label(state, 0, add, "de") == "30 zu deiner Wertkarte 4 hinzuzählen"
    assert _label(state, 0, replace, "fr") == "Remplacer ta carte Attaque 4 par Attaque 30"
    state, events = act(state, 0, add)
    assert _told(state, events, "chosen_took") == ["Ada added 30 (Attack 30) to the value of their revealed card."]


def test_barbarians_keep_is_labelled_with_the_raided_hand() -> None:
    state, events = selected(challenge(("barbarian", "mind", "mutant")), "attack_12", "attack_9")
    assert _told(state, events, "hand_raided") == ["Ada took the whole hand of Bram: 6 cards."]
    assert _label(state, 0, card("attack_20")) == "Keep Attack 20 from the hand of Bram"
    assert _label(state, 0, card("attack_20"), "nl") == "Aanval 20 uit de hand van Bram houden"
    assert _label(state, 0, {"type": "done"}) == "Keep none: discard the whole hand of Bram"
    state, _ = act(state, 0, card("attack_20"))
    assert _label(state, 0, {"type": "done"}) == "Keep no more: discard the rest of the hand of Bram"
    state, events = act(state, 0, {"type": "done"})
    assert _told(state, events, "raid_kept") == [
        "Ada kept 1 card of the hand of Bram and discarded the rest: Compromise, Attack 5, Attack 6, Attack 7, "
        "Attack 8."
    ]


def test_wave_2a_loss_and_card_events_are_told_exactly() -> None:
    removed: Event = {"type": "ships_removed", "to": None, "seat": "p2", "count": 3, "by": "p1"}
    assert _say(removed) == "Ada removed 3 ships of Bram from the game."
    assert _say(dict(removed, count=1), "de") == "Ada nahm 1 Schiff von Bram aus dem Spiel."
    zombie: Event = {"type": "zombie_returns", "to": None, "seat": "p3", "count": 2}
    assert _say(zombie) == "Chloé brought 2 lost ships back from the warp to their bases."
    vacuum: Event = {"type": "vacuum_losses", "to": None, "seat": "p1", "seats": ["p2", "p3", "p2"]}
    assert _say(vacuum) == "Ada took 2 ships of Bram and 1 ship of Chloé along to the warp."
    assert _say(dict(vacuum, seats=[])) == "Ada took no other ships along to the warp."
    shown: Event = {"type": "card_shown", "to": None, "seat": "p2", "card": "attack_9"}
    assert _say(shown) == "The challenge card of Bram was turned face up: Attack 9."
    assert _say({"type": "cards_exchanged", "to": None, "seat": "p1"}, "fr") == (
        "Ada a échangé les deux cartes de défi face cachée."
    )
    took: Event = {"type": "chosen_took", "to": None, "seat": "p1", "card": "compromise", "mode": "replace"}
    assert _say(took) == "Ada put Compromise in place of their revealed card."
    taken: Event = {"type": "edicts_taken", "to": None, "seat": "p1", "from": "p2", "cards": ["edict_veto"]}
    assert _say(taken) == "Ada took an edict of Bram into their hand instead of the discard pile: Veto."
    assert _say(dict(taken, cards=["edict_veto", "edict_veto"]), "de") == (
        "Ada nahm 2 Edikte von Bram auf die Hand statt auf den Ablagestapel: 2× Veto."
    )
    kept: Event = {"type": "edicts_kept", "to": None, "seat": "p1", "cards": ["edict_plague"]}
    assert _say(kept) == "Ada kept their edicts for the new hand and showed them: Plague."
    nothing: Event = {"type": "hate_lose_ships", "to": None, "seat": "p3", "by": "p1", "count": 0}
    assert _say(nothing) == "Chloé chose to lose ships but had none on planets."


def test_healers_choice_and_its_response_round_are_labelled() -> None:
    state, _ = selected(healer_game(), "attack_12", "attack_9")
    heal: Action = {"type": "heal", "seat": "p2"}
    assert _label(state, 2, heal) == "Heal Bram: their lost ships come home"
    assert _label(state, 2, heal, "de") == "Bram heilen: die verlorenen Schiffe kehren heim"
    assert _label(state, 2, {"type": "done"}) == "Heal nobody"
    state, _ = act(state, 2, heal)
    assert state.window == "healer"
    assert window_name(state.window, "en") == "Healer's healing"
    assert window_name(state.window, "fr") == "Soins du Guérisseur"
    state, events = everyone_else_passes(state)
    assert _told(state, events, "healed") == [
        "Chloé healed Bram: the ships they just lost came back from the warp to their bases."
    ]
    healed: Event = {"type": "healed", "to": None, "seat": "p3", "seats": ["p1", "p2"]}
    assert _say(healed, "nl") == (
        "Chloé genas Ada en Bram: de zojuist verloren schepen kwamen uit de Warp terug naar hun kolonies."
    )


def test_healer_is_offered_to_heal_nobody_else_once_he_has_healed_someone() -> None:
    state, _ = selected(healer_game(), "attack_12", "attack_9")
    task = state.tasks[0]
    assert task.kind == "heal" and task.what.endswith("|")
    again = evolve(state, tasks=(task._replace(what=task.what + "0"), *state.tasks[1:]))
    assert text.describe(again, {"type": "done"}, "en", NAMES, "p3") == "Heal nobody else"
    assert text.describe(again, {"type": "done"}, "de", NAMES, "p3") == "Niemanden mehr heilen"


def test_machines_challenge_after_a_failed_one_is_labelled_as_his_power_use() -> None:
    state, _ = selected(challenge(MACHINE), "attack_4", "attack_9")
    assert _label(state, 0, {"type": "second_challenge"}) == "Use Machine: start another challenge"
    assert _label(state, 0, {"type": "end_turn"}) == "End your turn"
    state, _ = act(state, 0, {"type": "second_challenge"})
    assert window_name(state.window, "en") == "Machine's extra challenge"
    state, _ = selected(challenge(MACHINE), "attack_12", "attack_9")
    assert _label(state, 0, {"type": "second_challenge"}) == "Start a second challenge"


def test_misers_hoard_choice_and_cards_from_the_hoard_are_labelled() -> None:
    state = miser_turn(NO_CHALLENGE)
    assert _label(state, 0, {"type": "keep_hoard"}) == "Keep your hoard"
    assert _label(state, 0, {"type": "renew_hoard"}) == "Show and discard your hoard, then draw a new one"
    state, events = act(state, 0, {"type": "renew_hoard"})
    assert _told(state, events, "hoard_renewed") == [
        "Ada showed their hoard without a challenge card (Mobius Tubes, Plague, Quash), discarded it and drew a new "
        "one."
    ]
    assert _told(state, events, "hoard_dealt")[0].startswith("You drew 7 cards into your hoard: ")
    kept: Event = {"type": "hoard_kept", "to": None, "seat": "p2"}
    assert _say(kept) == "Bram kept their hoard." and _say(kept, "de") == "Bram behielt den Hort."
    state, _ = to(defending(), "select")
    assert _label(state, 1, {"type": "select", "card": "attack_40", "from": "hoard"}) == (
        "Choose Attack 40 from your hoard"
    )
    assert _label(state, 1, {"type": "select", "card": "attack_20"}) == "Choose Attack 20"
    play: Action = {"type": "play", "card": "edict_cosmic_zap", "from": "hoard"}
    assert text.describe(state, play, "en", NAMES, "p2") == "Play Cosmic Zap from your hoard"
    assert text.describe(state, play, "fr", NAMES, "p2") == "Jouer Zap cosmique depuis ton trésor"
    shown: Event = {
        "type": "revealed_plays",
        "to": None,
        "window": "w_start",
        "round": 0,
        "plays": [{"seat": "p2", "kind": "edict_cosmic_zap", "names_seat": "p1", "from": "hoard"}],
    }
    assert _say(shown) == "Plays revealed: Bram played Cosmic Zap from their hoard on Ada."


def test_every_event_and_action_type_the_engine_names_has_words() -> None:
    """Every `"type": "..."` the engine's modules write is told by `narrate` or labelled by `describe`."""
    named = {
        match
        for path in Path(cosmic.__file__).parent.glob("*.py")
        for match in re.findall(r'"type": "([a-z_0-9]+)"', path.read_text(encoding="utf-8"))
    }
    worded = set(text._NARRATE) | set(text._DESCRIBE) | set(text._SIMPLE)
    assert named - worded == set()


def test_an_outcome_never_claims_more_than_its_winner_and_totals_show() -> None:
    """Wave 2a lets a lower total win (Anti-Matter), turns the result round (an upset) or lets a Compromise win
    (Pacifist, a zapped Human): the event tells only the winner and the totals."""
    lower: Event = {"type": "outcome", "to": None, "winner": "offense", "offense_total": 5, "defense_total": 12}
    assert _say(lower) == "The offense won with the lower total, 5 to 12."
    assert _say(lower, "de") == "Die Offensive gewann mit dem niedrigeren Kampfwert, 5 zu 12."
    upset: Event = {"type": "outcome", "to": None, "winner": "defense", "offense_total": 20, "defense_total": 8}
    assert _say(upset) == "The defense won with the lower total, 8 to 20."
    tie: Event = {"type": "outcome", "to": None, "winner": "offense", "offense_total": 9, "defense_total": 9}
    assert _say(tie) == "A tie at 9: the offense won."
    cards: Event = {"type": "outcome", "to": None, "winner": "defense", "offense_total": None, "defense_total": None}
    assert _say(cards) == "The defense won the challenge."
    assert _say(dict(cards, winner="offense"), "fr") == "L'attaque a gagné le défi."


# -- the powers' words -------------------------------------------------------------------------------------------------
RELEASED_POWERS = tuple(p.id for p in POWERS if p.wave is not None)


def test_every_released_power_has_its_words_in_every_language() -> None:
    """The one-line effect, the timing and the power card's explanation (2 to 5 sentences) of every power of R1, W2a
    and W2b, in four different languages, with no internal id; an optional power's use has a label of its own."""
    assert len(RELEASED_POWERS) == 40
    for power in RELEASED_POWERS:
        for words in (power_text, power_timing, power_explanation):
            said = {loc: _checked(words(power, loc), (power, words.__name__, loc)) for loc in LOCALES}
            assert len(set(said.values())) == len(LOCALES), said
        sentences = [s for s in power_explanation(power, "en").replace("(", "").split(". ") if s]
        assert 2 <= len(sentences) <= 5, (power, sentences)
        for loc in LOCALES:
            use = _checked(power_use(power, loc), (power, loc))
            generic = TEXT.tr(loc, "Use your power: {power}", power=power_name(power, loc))
            assert (use != generic) == (power in OPTIONAL_POWERS), (power, loc, use)
    assert power_explanation("deuce", "en") == power_text("seeker", "en") == ""


def test_every_power_use_declared_in_a_window_belongs_to_an_optional_power() -> None:
    used = {power for power in USES if power in POWER_BY_ID}
    assert used <= OPTIONAL_POWERS and {"chronos", "laser", "amoeba", "spiff", "trader"} <= used
    assert set(RELEASED_POWERS) >= OPTIONAL_POWERS
