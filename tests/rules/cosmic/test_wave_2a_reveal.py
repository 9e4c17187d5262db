"""Wave 2a's powers around selection and reveal (spec §5.5.2, §4.8, §7): Oracle, Sorcerer, Chosen and Barbarian; per
power its effect, its timing, and what happens when it is zapped or inactive; the interactions the spec names; and
what each seat sees.

Red (seat 0) attacks blue_1 with two ships from red_1; blue defends it with four (tests/rules/cosmic/test_challenge.py).
"""

from __future__ import annotations

import json
import random

from rules.cosmic import engine
from rules.cosmic.components import kind_of
from rules.cosmic.game import GAME
from rules.cosmic.hands import kinds_held
from rules.cosmic.state import State
from rules.cosmic.testing import arrange
from rules.cosmic.views import private_view, public_view, secrets
from tests.rules.cosmic.scenario import act, head, pass_windows, start, to, until_window
from tests.rules.cosmic.test_challenge import D_HAND, O_HAND, selected, yellow_attacks
from tests.rules.cosmic.test_conservation import cards
from tests.rules.cosmic.test_hidden import exchanged
from tests.rules.cosmic.test_powers import FLARES, kinds, used_in
from tests.rules.cosmic.test_wave_2a_outcome import ZAP, challenge, outcome, zapped
from tests.rules.cosmic.test_windows_protocol import everyone_else_passes

USE: dict[str, object] = {"type": "use_power"}
Events = list[dict[str, object]]
RED_TWO_HOME_BASES = {0: {"red_3": 0, "red_4": 0, "red_5": 0, "yellow_2": 12}}
BLUE_TWO_HOME_BASES = {1: {"blue_3": 0, "blue_4": 0, "blue_5": 0, "yellow_2": 12}}


def of_type(events: Events, kind: str) -> list[dict[str, object]]:
    return [e for e in events if e["type"] == kind]


def sorted_cards(found: object) -> list[str]:
    assert isinstance(found, list)
    return sorted(str(card) for card in found)


def offered(state: State, seat: int) -> bool:
    return USE in engine.legal(state, seat)


def leaks(state: State) -> list[tuple[str | None, str]]:
    """The card ids a view shows although `secrets` keeps them from its viewer (the contract's conformance check)."""
    hidden = secrets(state)
    found: list[tuple[str | None, str]] = []
    for viewer in (None, *state.seats):
        text = json.dumps(GAME.view(state, viewer))
        barred = {i for owner, ids in hidden.items() if owner is None or owner != viewer for i in ids}
        found += [(viewer, i) for i in sorted(barred) if f'"{i}"' in text]
    return found


def players(state: State) -> list[dict[str, object]]:
    return list(public_view(state, ())["players"])


# -- Oracle ------------------------------------------------------------------------------------------------------------
def test_oracle_selects_after_his_opponent_whose_card_everyone_sees_at_once() -> None:
    state, _ = to(challenge(("oracle", "mind", "mutant")), "select")
    assert engine.acting(state) == (1,) and engine.legal(state, 0) == []
    state, events = act(state, 1, {"type": "select", "card": "attack_9"})
    assert of_type(events, "card_shown") == [{"type": "card_shown", "to": None, "seat": 1, "card": "attack_9"}]
    assert engine.acting(state) == (0,) and head(state) == "select"
    assert players(state)[1]["selected_face_up"] == state.selected[1] and players(state)[0]["selected_face_up"] is None
    state, events = act(state, 0, {"type": "select", "card": "attack_12"})
    assert of_type(events, "card_shown") == []  # Oracle's own card stays face down
    state, events = pass_windows(state)
    assert outcome(events) == ("offense", 14, 13)
    assert not [f for f in state.flags if f.startswith("face_up:")]


def test_oracle_as_defense_selects_second() -> None:
    state, _ = to(challenge(("mind", "oracle", "mutant")), "select")
    assert engine.acting(state) == (0,)
    state, events = act(state, 0, {"type": "select", "card": "attack_15"})
    assert [(e["seat"], e["card"]) for e in of_type(events, "card_shown")] == [(0, "attack_15")]
    assert engine.acting(state) == (1,)
    state, events = act(state, 1, {"type": "select", "card": "attack_20"})
    assert of_type(events, "card_shown") == []  # Oracle's own card stays face down


def test_a_zapped_oracle_selects_with_his_opponent_and_sees_nothing() -> None:
    state = zapped(challenge(("oracle", "mind", "mutant"), hands=ZAP), 0)
    state, _ = to(state, "select")
    assert engine.acting(state) == (0, 1)
    state, events = act(state, 1, {"type": "select", "card": "attack_9"})
    assert of_type(events, "card_shown") == [] and players(state)[1]["selected_face_up"] is None


def test_an_inactive_oracle_selects_with_his_opponent() -> None:
    state = challenge(("mind", "oracle", "mutant"), ships=BLUE_TWO_HOME_BASES)
    state, _ = to(state, "select")
    assert engine.acting(state) == (0, 1)


def test_a_laser_random_card_of_oracles_opponent_is_shown_face_up() -> None:
    """Oracle blinds his opponent with the Laser flare (Normal): the card drawn for the opponent is shown to all."""
    state = challenge(("oracle", "mind", "mutant"), options=FLARES, hands={0: ("flare_laser", *O_HAND)})
    state, told = used_in(state, "w_preselect", 0, {"type": "play", "card": "flare_laser"})
    state, more = pass_windows(state)
    assert head(state) == "select" and engine.acting(state) == (0,)
    shown = of_type(told + more, "card_shown")
    assert [(e["to"], e["seat"]) for e in shown] == [(None, 1)] and shown[0]["card"] == kind_of(state.selected[1])
    assert players(state)[1]["selected_face_up"] == state.selected[1]


def test_a_blinded_oracle_gets_his_random_card_and_his_opponent_still_selects_face_up() -> None:
    state = challenge(("laser", "oracle", "mutant"))
    state, told = used_in(state, "w_preselect", 0, USE)
    state, more = pass_windows(state)
    assert state.selected[1] and engine.acting(state) == (0,)
    assert of_type(told + more, "card_shown") == []
    state, events = act(state, 0, {"type": "select", "card": "attack_8"})
    assert [(e["seat"], e["card"]) for e in of_type(events, "card_shown")] == [(0, "attack_8")]


def test_oracle_selects_second_again_after_time_travel() -> None:
    state, _ = to(challenge(("chronos", "oracle", "mutant")), "select")
    state, _ = act(state, 0, {"type": "select", "card": "attack_4"})
    state, _ = act(state, 1, {"type": "select", "card": "attack_20"})
    state, _ = until_window(state, "w_reveal")
    assert not [f for f in state.flags if f.startswith("face_up:")]  # turned up with the other card
    state, _ = used_in(state, "w_reveal", 0, USE)
    state, _ = to(state, "select")
    assert engine.acting(state) == (0,) and players(state)[0]["selected_face_up"] is None
    state, events = act(state, 0, {"type": "select", "card": "attack_15"})
    assert [(e["seat"], e["card"]) for e in of_type(events, "card_shown")] == [(0, "attack_15")]
    assert engine.acting(state) == (1,)


def test_oracles_opponents_card_is_public_and_no_view_leaks_it_before() -> None:
    state, _ = to(challenge(("oracle", "mind", "mutant")), "select")
    state, _ = act(state, 1, {"type": "select", "card": "attack_9"})
    card = state.selected[1]
    assert all(card not in ids for ids in secrets(state).values())
    assert json.dumps(card) in json.dumps(GAME.view(state, None))
    assert leaks(state) == []


# -- Sorcerer ----------------------------------------------------------------------------------------------------------
def sorcery(state: State, offense: str, defense: str, seat: int) -> tuple[State, Events]:
    """Both select; `seat` uses Sorcerer in `w_postselect`; the windows up to the reveal pass."""
    state, _ = to(state, "select")
    state, _ = act(state, 0, {"type": "select", "card": offense})
    state, _ = act(state, 1, {"type": "select", "card": defense})
    return used_in(state, "w_postselect", seat, USE)


def test_sorcerer_exchanges_the_selected_cards_each_reveals_the_others() -> None:
    state = challenge(("sorcerer", "mind", "mutant"))
    before = cards(state)
    state, events = sorcery(state, "attack_4", "attack_20", 0)
    assert of_type(events, "cards_exchanged") == [{"type": "cards_exchanged", "to": None, "seat": 0}]
    state, events = pass_windows(state)
    assert [(e["offense"], e["defense"]) for e in of_type(events, "revealed")] == [("attack_20", "attack_4")]
    assert outcome(events) == ("offense", 22, 8)  # 20 + 2 against 4 + 4
    assert cards(state) == before


def test_sorcerers_exchange_leaks_nothing_before_the_reveal() -> None:
    state = challenge(("sorcerer", "mind", "mutant"))
    state, events = sorcery(state, "attack_4", "attack_20", 0)
    assert head(state) == "round" and state.window == "w_postselect"  # the next declaration round, before the reveal
    assert kind_of(private_view(state, 0)["selected"]) == "attack_4"
    assert kind_of(private_view(state, 1)["selected"]) == "attack_20"
    assert [p["selected_face_up"] for p in players(state)] == [None, None, None]
    assert not [e for e in events if "card" in e or "cards" in e]
    assert leaks(state) == []


def test_sorcerer_is_offered_after_selection_to_main_players_only() -> None:
    state, _ = until_window(challenge(("sorcerer", "mind", "mutant")), "w_preselect")
    assert not offered(state, 0)
    state, _ = selected(challenge(("mind", "sorcerer", "mutant")), "attack_4", "attack_20", stop="w_postselect")
    assert offered(state, 1)
    state, _ = selected(challenge(("mind", "mutant", "sorcerer")), "attack_4", "attack_20", stop="w_postselect")
    assert not offered(state, 2)


def test_a_zapped_sorcerer_exchanges_nothing() -> None:
    state, _ = selected(challenge(("sorcerer", "mind", "mutant"), hands=ZAP), "attack_4", "attack_20", "w_postselect")
    state, _ = act(state, 0, USE)
    state, _ = act(state, 2, {"type": "play", "card": "edict_cosmic_zap"})
    state, _ = act(state, 2, {"type": "target_seat", "seat": state.seats[0]})
    state, _ = everyone_else_passes(state, 0, 2)
    state, _ = everyone_else_passes(state)  # the response round
    assert 0 in state.zapped and "sorcery" not in state.flags
    state, events = pass_windows(state)
    assert of_type(events, "cards_exchanged") == []
    assert [(e["offense"], e["defense"]) for e in of_type(events, "revealed")] == [("attack_4", "attack_20")]


def test_an_inactive_sorcerer_is_not_offered_his_exchange() -> None:
    state = challenge(("mind", "sorcerer", "mutant"), ships=BLUE_TWO_HOME_BASES)
    state, _ = selected(state, "attack_4", "attack_20", stop="w_postselect")
    assert not offered(state, 1)


def test_filch_keeps_the_card_his_opponent_revealed_after_an_exchange() -> None:
    state, _ = sorcery(challenge(("sorcerer", "filch", "mutant")), "attack_4", "attack_20", 0)
    state, events = pass_windows(state)
    assert [(e["seat"], e["card"]) for e in of_type(events, "filched")] == [(1, "attack_20")]  # his own selection
    assert "attack_20" in kinds(state.hands[1]) and "attack_4" in kinds(state.discard)


def test_clone_takes_back_the_card_he_revealed_after_an_exchange() -> None:
    state, _ = sorcery(challenge(("sorcerer", "clone", "mutant")), "attack_4", "attack_20", 0)
    state, _ = until_window(state, "w_discard")
    state, told = used_in(state, "w_discard", 1, USE)
    state, more = pass_windows(state)
    assert [(e["seat"], e["card"]) for e in of_type(told + more, "cloned")] == [(1, "attack_4")]
    assert "attack_4" in kinds(state.hands[1]) and "attack_20" in kinds(state.discard)


def test_compensation_goes_to_the_player_who_revealed_the_compromise_after_an_exchange() -> None:
    """The offense selected the compromise, but revealed the defense's attack card: the defense lost with the
    compromise and takes one card from the offense per ship he lost (D-06)."""
    state, _ = sorcery(challenge(("sorcerer", "mind", "mutant")), "compromise", "attack_9", 0)
    state, events = pass_windows(state)
    assert outcome(events)[0] == "offense"
    assert [(e["seat"], e["from"], e["count"]) for e in of_type(events, "compensation")] == [(1, 0, 4)]


def test_sorcerer_exchanges_oracles_card_for_the_one_shown() -> None:
    state = challenge(("oracle", "sorcerer", "mutant"))
    state, _ = to(state, "select")
    state, _ = act(state, 1, {"type": "select", "card": "attack_20"})
    state, _ = act(state, 0, {"type": "select", "card": "attack_15"})
    state, _ = used_in(state, "w_postselect", 1, USE)
    state, events = pass_windows(state)
    assert [(e["offense"], e["defense"]) for e in of_type(events, "revealed")] == [("attack_20", "attack_15")]


# -- Chosen ------------------------------------------------------------------------------------------------------------
DRAWN = ("attack_30", "edict_veto", "attack_5")


def chosen(state: State, offense: str, defense: str) -> tuple[State, Events]:
    """Both select; the offense uses Chosen in `w_reveal`."""
    state, _ = selected(state, offense, defense, stop="w_reveal")
    return used_in(state, "w_reveal", 0, USE)


def test_chosen_draws_three_cards_face_up_and_may_replace_his_card() -> None:
    state = challenge(("chosen", "mind", "mutant"), talon=DRAWN)
    before = cards(state)
    state, events = chosen(state, "attack_4", "attack_9")
    assert of_type(events, "chosen_drew") == [{"type": "chosen_drew", "to": None, "seat": 0, "cards": list(DRAWN)}]
    assert kinds(state.in_play) == sorted(DRAWN)
    assert head(state) == "chosen_pick" and engine.acting(state) == (0,)
    picks = [{"type": "card", "card": k} for k in ("attack_5", "attack_30")]
    assert engine.legal(state, 0) == [*picks, {"type": "done"}]
    state, _ = act(state, 0, {"type": "card", "card": "attack_30"})
    assert engine.legal(state, 0) == [{"type": "chosen_mode", "mode": m} for m in ("replace", "add")]
    state, events = act(state, 0, {"type": "chosen_mode", "mode": "replace"})
    took = of_type(events, "chosen_took")
    assert took == [
        {"type": "chosen_took", "to": None, "seat": 0, "card": "attack_30", "mode": "replace", "value": None}
    ]
    assert kind_of(state.revealed[0]) == "attack_30"
    assert kinds(state.in_play) == ["attack_4", "attack_5", "edict_veto"]
    assert cards(state) == before
    state, events = pass_windows(state)
    assert outcome(events) == ("offense", 32, 13)
    discarded = of_type(events, "cards_discarded")[0]["cards"]
    assert sorted_cards(discarded) == sorted(["attack_30", "attack_9", "attack_4", "attack_5", "edict_veto"])
    assert cards(state) == before


def test_chosen_may_add_the_value_of_an_attack_card_to_his_own() -> None:
    state, _ = chosen(challenge(("chosen", "mind", "mutant"), talon=DRAWN), "attack_4", "attack_9")
    state, _ = act(state, 0, {"type": "card", "card": "attack_30"})
    state, events = act(state, 0, {"type": "chosen_mode", "mode": "add"})
    assert [(e["mode"], e["value"]) for e in of_type(events, "chosen_took")] == [("add", 30)]
    assert kind_of(state.revealed[0]) == "attack_4" and "attack_30" in kinds(state.in_play)
    state, events = pass_windows(state)
    assert outcome(events) == ("offense", 36, 13)  # 4 + 30 + 2 against 9 + 4


def test_chosens_added_value_comes_before_mirror() -> None:
    """§4.8.0 step 2: printed value plus Chosen's, then Mirror: 4 + 6 = 10 mirrors to 1 (Mirror first: 40 + 6)."""
    state = challenge(("chosen", "mirror", "mutant"), talon=("attack_6", "edict_veto", "edict_quash"))
    state, _ = selected(state, "attack_4", "attack_5", stop="w_postselect")
    state, _ = used_in(state, "w_postselect", 1, USE)
    state, _ = used_in(state, "w_reveal", 0, USE)
    state, _ = act(state, 0, {"type": "card", "card": "attack_6"})
    state, _ = act(state, 0, {"type": "chosen_mode", "mode": "add"})
    state, events = pass_windows(state)
    assert outcome(events) == ("defense", 3, 54)  # mirrored 10 is 1, + 2 ships; 50 + 4


def test_a_compromise_drawn_by_chosen_can_only_replace_his_card() -> None:
    state = challenge(("chosen", "mind", "mutant"), talon=("compromise", "edict_veto", "edict_quash"))
    state, _ = chosen(state, "attack_4", "attack_9")
    state, events = act(state, 0, {"type": "card", "card": "compromise"})
    assert [(e["card"], e["mode"]) for e in of_type(events, "chosen_took")] == [("compromise", "replace")]
    assert kind_of(state.revealed[0]) == "compromise" and head(state) != "chosen_mode"
    state, events = pass_windows(state)
    assert outcome(events)[0] == "defense"


def test_chosen_keeps_his_card_when_he_takes_none_or_draws_no_challenge_card() -> None:
    state, _ = chosen(challenge(("chosen", "mind", "mutant"), talon=DRAWN), "attack_4", "attack_9")
    state, _ = act(state, 0, {"type": "done"})
    state, events = pass_windows(state)
    assert outcome(events) == ("defense", 6, 13)
    state = challenge(("chosen", "mind", "mutant"), talon=("edict_veto", "edict_quash", "edict_plague"))
    state, events = chosen(state, "attack_4", "attack_9")
    assert head(state) != "chosen_pick" and len(of_type(events, "chosen_drew")) == 1
    assert kinds(state.in_play) == ["edict_plague", "edict_quash", "edict_veto"]


def test_filch_keeps_the_card_chosen_ended_with() -> None:
    state, _ = chosen(challenge(("chosen", "filch", "mutant"), talon=DRAWN), "attack_4", "attack_9")
    state, _ = act(state, 0, {"type": "card", "card": "attack_30"})
    state, _ = act(state, 0, {"type": "chosen_mode", "mode": "replace"})
    state, events = pass_windows(state)
    assert [(e["seat"], e["card"]) for e in of_type(events, "filched")] == [(1, "attack_30")]
    assert "attack_4" in kinds(state.discard) and "attack_30" in kinds(state.hands[1])


def test_time_travel_takes_chosens_added_value_with_his_card() -> None:
    """The value Chosen added belongs to the card he revealed: set aside by Time Travel, it no longer counts."""
    state = challenge(("chosen", "chronos", "mutant"), talon=DRAWN)
    state, _ = selected(state, "attack_4", "attack_9", stop="w_reveal")
    state, _ = act(state, 0, USE)
    state, _ = act(state, 1, USE)
    state, _ = everyone_else_passes(state, 0, 1)
    state, _ = everyone_else_passes(state)
    state, _ = act(state, 0, {"type": "card", "card": "attack_30"})
    state, _ = act(state, 0, {"type": "chosen_mode", "mode": "add"})
    state, _ = to(state, "select")  # Chronos travelled: Chosen's attack_4 is set aside
    assert kind_of(state.set_aside[0]) == "attack_4"
    state, _ = act(state, 0, {"type": "select", "card": "attack_6"})
    state, _ = act(state, 1, {"type": "select", "card": "attack_5"})
    state, events = pass_windows(state)
    assert outcome(events) == ("defense", 8, 9)  # 6 + 2, nothing added, against 5 + 4


def test_chosen_is_offered_after_the_reveal_to_main_players_only() -> None:
    state, _ = selected(challenge(("chosen", "mind", "mutant")), "attack_4", "attack_9", stop="w_postselect")
    assert not offered(state, 0)
    state, _ = until_window(state, "w_reveal")
    assert offered(state, 0)
    state, _ = selected(challenge(("mind", "mutant", "chosen")), "attack_4", "attack_9", stop="w_reveal")
    assert not offered(state, 2)


def test_a_zapped_chosen_draws_nothing() -> None:
    state, _ = selected(challenge(("chosen", "mind", "mutant"), hands=ZAP), "attack_4", "attack_9", "w_reveal")
    talon = len(state.talon)
    state, _ = act(state, 0, USE)
    state, _ = act(state, 2, {"type": "play", "card": "edict_cosmic_zap"})
    state, _ = act(state, 2, {"type": "target_seat", "seat": state.seats[0]})
    state, told = everyone_else_passes(state, 0, 2)
    state, more = everyone_else_passes(state)  # the response round
    assert head(state) == "round" and state.window == "w_reveal"
    assert of_type(told + more, "chosen_drew") == [] and len(state.talon) == talon and 0 in state.zapped


def test_an_inactive_chosen_is_not_offered() -> None:
    state = challenge(("chosen", "mind", "mutant"), ships=RED_TWO_HOME_BASES)
    state, _ = selected(state, "attack_4", "attack_9", stop="w_reveal")
    assert not offered(state, 0)


# -- Barbarian ---------------------------------------------------------------------------------------------------------
def raided(state: State, offense: str, defense: str) -> tuple[State, Events]:
    """Both select; everything passes until a decision that is no window's (Barbarian's keep, or later)."""
    return selected(state, offense, defense)


def test_barbarian_takes_the_defenses_hand_keeps_one_card_per_own_ship_and_discards_the_rest() -> None:
    state = challenge(("barbarian", "mind", "mutant"))
    before = cards(state)
    state, events = raided(state, "attack_12", "attack_9")
    assert outcome(events)[0] == "offense"
    assert head(state) == "barbarian_keep" and engine.acting(state) == (0,)
    assert state.ships_on("blue_1", 0) == 2  # the ships have landed (step (a)) before the raid
    rest = [k for k in D_HAND if k != "attack_9"]
    assert of_type(events, "hand_raided") == [{"type": "hand_raided", "to": None, "seat": 0, "from": 1, "count": 6}]
    assert of_type(events, "hand_seen") == [{"type": "hand_seen", "to": ["p1"], "seat": 0, "of": 1, "cards": rest}]
    assert engine.legal(state, 0) == [*({"type": "card", "card": k} for k in kinds_held(rest)), {"type": "done"}]
    state, events = act(state, 0, {"type": "card", "card": "attack_20"})
    assert [(e["to"], e["cards"]) for e in of_type(events, "cards_moved")] == [(["p1", "p2"], ["attack_20"])]
    state, events = act(state, 0, {"type": "card", "card": "attack_8"})  # two ships: two cards, then it ends
    kept = of_type(events, "raid_kept")
    assert [(e["seat"], e["from"], e["count"], e["to"]) for e in kept] == [(0, 1, 2, None)]
    assert sorted_cards(kept[0]["cards"]) == sorted(["attack_6", "compromise", "attack_7", "attack_5"])
    assert state.hands[1] == () and kinds(state.hands[0]) == sorted([*O_HAND, "attack_20", "attack_8"][1:])
    assert cards(state) == before


def test_under_a_reversed_cone_barbarian_raids_after_his_allys_ships_went_home_and_before_rewards() -> None:
    """Phase 8 step 4: (c) the allies' ships return, (d) Barbarian, (e) compensation, (f) rewards."""
    state, _ = start(
        3,
        powers=("barbarian", "mind", "mutant"),
        options={"reverse_cone": True},
        destiny=("destiny_blue_4",),
        hands={0: O_HAND, 1: D_HAND},
    )
    state, _ = to(state, "target")
    state, _ = act(state, 0, {"type": "target", "planet": "blue_1"})
    state, _ = act(state, 0, {"type": "commit", "from": "red_1"})
    state, _ = act(state, 0, {"type": "done"})
    state = yellow_attacks(state, "yellow_1")
    assert state.cone_reversed
    state, events = selected(state, "attack_15", "attack_5")
    assert outcome(events)[0] == "offense" and head(state) == "place" and engine.acting(state) == (2,)
    assert of_type(events, "hand_raided") == []
    state, events = act(state, 2, {"type": "place_origin"})
    assert head(state) == "barbarian_keep" and len(of_type(events, "hand_raided")) == 1
    state, events = act(state, 0, {"type": "card", "card": "attack_20"})  # one own ship: one card
    assert of_type(events, "raid_kept")[0]["count"] == 1
    order = [e["type"] for e in events if e["type"] in ("raid_kept", "rewards")]
    assert order == ["raid_kept", "rewards"]  # yellow has no ship in the warp: one card, taken at once


def test_barbarian_may_stop_keeping_early() -> None:
    state, _ = raided(challenge(("barbarian", "mind", "mutant")), "attack_12", "attack_9")
    state, _ = act(state, 0, {"type": "card", "card": "attack_20"})
    state, events = act(state, 0, {"type": "done"})
    rest = ["attack_6", "compromise", "attack_7", "attack_8", "attack_5"]
    assert [(e["count"], e["cards"]) for e in of_type(events, "raid_kept")] == [(1, rest)]
    assert state.hands[1] == () and kinds(state.hands[0]).count("attack_20") == 1


def test_compensation_after_a_raid_comes_from_barbarians_enlarged_hand() -> None:
    """Step (d) before (e): the offense holds nothing but the cards he kept; the defense takes them back."""
    state = challenge(("barbarian", "mind", "mutant"), hands={0: ("attack_12",)})
    state, events = raided(state, "attack_12", "compromise")
    assert state.hands[0] == () and head(state) == "barbarian_keep"
    state, _ = act(state, 0, {"type": "card", "card": "attack_20"})
    state, events = act(state, 0, {"type": "card", "card": "attack_9"})
    assert [e["type"] for e in events if e["type"] in ("raid_kept", "compensation")] == ["raid_kept", "compensation"]
    assert [(e["seat"], e["from"], e["count"]) for e in of_type(events, "compensation")] == [(1, 0, 2)]
    assert kinds(state.hands[1]) == ["attack_20", "attack_9"] and state.hands[0] == ()


def test_barbarian_raids_only_as_an_offense_that_won() -> None:
    _, events = raided(challenge(("barbarian", "mind", "mutant")), "attack_4", "attack_9")
    assert outcome(events)[0] == "defense" and of_type(events, "hand_raided") == []
    _, events = raided(challenge(("mind", "barbarian", "mutant")), "attack_4", "attack_20")
    assert outcome(events)[0] == "defense" and of_type(events, "hand_raided") == []


def test_a_zapped_barbarian_takes_nothing() -> None:
    state = zapped(challenge(("barbarian", "mind", "mutant"), hands=ZAP), 0)
    state, events = raided(state, "attack_12", "attack_9")
    assert outcome(events)[0] == "offense" and of_type(events, "hand_raided") == []
    assert len(state.hands[1]) == 6


def test_an_inactive_barbarian_takes_nothing() -> None:
    state = challenge(("barbarian", "mind", "mutant"), ships=RED_TWO_HOME_BASES)
    state, events = raided(state, "attack_12", "attack_9")
    assert outcome(events)[0] == "offense" and of_type(events, "hand_raided") == []
    assert len(state.hands[1]) == 6


def test_barbarians_look_is_his_alone() -> None:
    state, events = raided(challenge(("barbarian", "mind", "mutant")), "attack_12", "attack_9")
    assert not [e for e in events if e["to"] is None and "cards" in e and e["type"] != "revealed_plays"]
    assert [e["to"] for e in events if e["type"] == "hand_seen"] == [["p1"]]
    assert kinds(tuple(private_view(state, 0)["hand"])) == sorted(k for k in O_HAND if k != "attack_12")
    assert set(state.hands[1]) <= secrets(state)["p2"]
    assert leaks(state) == []
    assert engine.legal(state, 1) == []  # the defense is not asked


# -- hidden information in random games --------------------------------------------------------------------------------
def random_game(seed: int) -> set[str]:
    """A random four-player game with Oracle, Sorcerer, Chosen and Barbarian, checked at every step; the event types
    it told."""
    rand = random.Random(seed)
    state = GAME.setup(["p1", "p2", "p3", "p4"], seed, {})
    while not state.hands[0]:  # the colours are picked before the deal
        state = GAME.apply(state, GAME.acting(state)[0], GAME.legal_actions(state, GAME.acting(state)[0])[0]).state
    state = arrange(state, powers={0: "oracle", 1: "sorcerer", 2: "chosen", 3: "barbarian"})
    deck = cards(state)
    seen: set[str] = set()
    for _ in range(2500):
        if GAME.is_over(state):
            break
        assert leaks(state) == [] and cards(state) == deck
        if rand.random() < 0.2 and (other := exchanged(state, rand)) is not None:
            assert GAME.acting(other) == GAME.acting(state)
            assert GAME.view(other, None) == GAME.view(state, None)
        seat = rand.choice(GAME.acting(state))
        step = GAME.apply(state, seat, rand.choice(GAME.legal_actions(state, seat)))
        seen |= {str(e["type"]) for e in step.events}
        state = step.state
    return seen


def test_random_games_with_the_four_powers_keep_secrets_cards_and_public_prompts() -> None:
    """D-34, §7: with Oracle, Sorcerer, Chosen and Barbarian in play, who acts and the public view never depend on
    hidden cards, no view shows a card its viewer may not see, and every card stays in the game."""
    seen = random_game(0) | random_game(1)
    assert {"card_shown", "cards_exchanged", "chosen_drew", "chosen_took", "hand_raided", "raid_kept"} <= seen
