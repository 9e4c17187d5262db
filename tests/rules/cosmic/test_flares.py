"""The beginner flares' Normal and Super effects (spec §5.2) not covered in test_powers.py, and the interactions of the
first release's powers that §5.1 lists."""

from __future__ import annotations

from rules.cosmic import engine
from rules.cosmic.components import kind_of
from rules.cosmic.state import State
from rules.frozen import evolve
from tests.rules.cosmic.scenario import act, head, pass_windows, start, to, until_window
from tests.rules.cosmic.test_challenge import aimed, invited_nobody, selected
from tests.rules.cosmic.test_powers import FILL, FLARES, kinds, used_in
from tests.rules.cosmic.test_windows_protocol import everyone_else_passes


def discarded(state: State, *wanted: str) -> State:
    """The first talon card of each kind in `wanted` lies in the discard pile (in that order)."""
    talon = list(state.talon)
    pile = list(state.discard)
    for kind in wanted:
        card = next(c for c in talon if kind_of(c) == kind)
        talon.remove(card)
        pile.append(card)
    return evolve(state, talon=tuple(talon), discard=tuple(pile))


def outcome_of(events: list[dict[str, object]]) -> dict[str, object]:
    return next(e for e in events if e["type"] == "outcome")


# -- Chronos -----------------------------------------------------------------------------------------------------------
def test_the_chronos_flare_normal_takes_a_chosen_card_from_the_discard_and_shuffles_the_rest_into_the_talon() -> None:
    hands = {0: FILL, 1: ("flare_chronos", *FILL), 2: FILL}  # the flare may have been dealt to another hand
    state, _ = start(3, options=FLARES, powers=("mind", "mutant", "laser"), hands=hands)
    assert state.window == "w_start"
    state = discarded(state, "attack_40", "compromise", "attack_1")
    talon = len(state.talon)
    state, _ = act(state, 1, {"type": "play", "card": "flare_chronos"})
    state, _ = everyone_else_passes(state, 1)
    state, _ = everyone_else_passes(state)
    assert head(state) == "salvage" and engine.acting(state) == (1,)
    assert engine.legal(state, 1) == [{"type": "card", "card": k} for k in ("compromise", "attack_1", "attack_40")]
    state, events = act(state, 1, {"type": "card", "card": "attack_40"})
    assert {"type": "salvaged", "to": None, "seat": 1, "card": "attack_40"} in events
    assert kinds(state.hands[1]) == ["attack_40", "attack_6", "attack_8", "compromise"]
    assert state.discard == () and len(state.talon) == talon + 2
    assert state.in_play and kind_of(state.in_play[0]) == "flare_chronos"  # the flare waits for phase 9 (D-36)


def test_the_chronos_flare_super_travels_in_time_again_after_the_power_was_used() -> None:
    hands = {0: (*("attack_4", "attack_6", "attack_15", "compromise"), "flare_chronos")}
    state = invited_nobody(aimed(3, options=FLARES, powers=("chronos", "mind", "mutant"), hands=hands))
    state, _ = selected(state, "attack_4", "attack_20", stop="w_reveal")
    state, _ = used_in(state, "w_reveal", 0, {"type": "use_power"})
    assert 0 in state.used
    state, _ = to(state, "select")
    state, _ = act(state, 0, {"type": "select", "card": "attack_6"})
    state, _ = act(state, 1, {"type": "select", "card": "attack_9"})
    state, _ = until_window(state, "w_reveal")
    assert {"type": "use_power"} not in engine.legal(state, 0)  # the power is spent for this challenge
    state, events = used_in(state, "w_reveal", 0, {"type": "play", "card": "flare_chronos"})
    assert next(e for e in events if e["type"] == "revealed_plays")["plays"][0]["mode"] == "super"
    travel = next(e for e in events if e["type"] == "time_travel")
    assert (travel["card"], travel["set_aside"]) == ("attack_6", "attack_9")
    # one card aside per player (docs/decisions/cosmic.md): the first goes back as the second is set aside
    assert [(e["seat"], e["card"]) for e in events if e["type"] == "set_aside_returned"] == [(1, "attack_20")]
    state, _ = to(state, "select")
    assert "attack_20" in kinds(state.hands[1]) and "attack_9" not in kinds(state.hands[1])
    state, _ = act(state, 0, {"type": "select", "card": "attack_15"})
    state, _ = act(state, 1, {"type": "select", "card": "attack_7"})
    state, events = pass_windows(state)
    assert outcome_of(events)["winner"] == "offense"  # 15 + 2 against 7 + 4
    assert [(e["seat"], e["card"]) for e in events if e["type"] == "set_aside_returned"] == [(1, "attack_9")]
    assert {"attack_20", "attack_9"} <= set(kinds(state.hands[1]))


# -- Filch -------------------------------------------------------------------------------------------------------------
def test_the_filch_flare_normal_takes_the_opponents_revealed_card() -> None:
    hands = {0: ("attack_12", "compromise", "attack_6", "flare_filch")}
    state = invited_nobody(aimed(3, options=FLARES, powers=("mind", "chronos", "mutant"), hands=hands))
    state, _ = selected(state, "attack_12", "attack_9", stop="w_discard")
    state, events = used_in(state, "w_discard", 0, {"type": "play", "card": "flare_filch"})
    assert next(e for e in events if e["type"] == "revealed_plays")["plays"][0]["mode"] == "normal"
    assert {"type": "filched", "to": None, "seat": 0, "card": "attack_9"} in events
    assert "attack_9" in kinds(state.hands[0]) and "attack_9" not in kinds(state.discard)


def test_the_filch_flare_is_offered_to_main_players_only() -> None:
    hands = {2: ("flare_filch", *FILL)}
    state = invited_nobody(aimed(3, options=FLARES, powers=("mind", "chronos", "mutant"), hands=hands))
    state, _ = selected(state, "attack_12", "attack_9", stop="w_discard")
    assert engine.legal(state, 2) == [{"type": "pass"}]


def test_the_filch_flare_super_also_takes_the_edicts_and_flares_on_the_table_but_itself() -> None:
    hands = {
        0: ("attack_12", "compromise", "attack_6", "flare_filch", "flare_mind"),
        2: ("edict_ionic_gas", *FILL),
    }
    state = aimed(3, options=FLARES, powers=("filch", "chronos", "mutant"), hands=hands)
    state = invited_nobody(state)
    state, _ = used_in(state, "w_preselect", 0, {"type": "play", "card": "flare_mind"})
    state, _ = selected(state, "attack_12", "attack_9", stop="w_outcome")
    state, _ = used_in(state, "w_outcome", 2, {"type": "play", "card": "edict_ionic_gas"})
    state, _ = until_window(state, "w_discard")
    state, events = used_in(state, "w_discard", 0, {"type": "play", "card": "flare_filch"})
    state, more = pass_windows(state)
    events += more
    assert next(e for e in events if e["type"] == "revealed_plays")["plays"][0]["mode"] == "super"
    assert {"type": "filched", "to": None, "seat": 0, "card": "attack_9"} in events
    table = next(e for e in events if e["type"] == "filched_table")
    assert (table["seat"], sorted(table["cards"])) == (0, ["edict_ionic_gas", "flare_mind"])
    assert {"attack_9", "edict_ionic_gas", "flare_mind"} <= set(kinds(state.hands[0]))
    assert "flare_filch" in kinds(state.discard)  # the flare itself is spent


# -- Laser -------------------------------------------------------------------------------------------------------------
def test_the_laser_flare_normal_blinds_the_opponent_of_a_main_player() -> None:
    hands = {1: ("flare_laser", *("attack_6", "compromise", "attack_9", "attack_7"))}
    state = invited_nobody(aimed(3, options=FLARES, powers=("mind", "chronos", "mutant"), hands=hands))
    state, events = used_in(state, "w_preselect", 1, {"type": "play", "card": "flare_laser"})
    assert next(e for e in events if e["type"] == "revealed_plays")["plays"][0]["mode"] == "normal"
    assert [(e["seat"], e["by"]) for e in events if e["type"] == "blinded"] == [(0, 1)]
    state, events = pass_windows(state)
    assert head(state) == "select" and engine.acting(state) == (1,)  # the blinded offense is not asked
    shown = next(e for e in events if e["type"] == "your_card")
    assert shown["to"] == ["p1"] and shown["card"] == kind_of(state.selected[0])


# -- Mutant ------------------------------------------------------------------------------------------------------------
def test_the_mutant_flare_super_regenerates_up_to_ten_cards_from_chosen_sources() -> None:
    hands = {0: ("attack_12", "compromise", "attack_6", "flare_mutant")}
    state = invited_nobody(aimed(3, options=FLARES, powers=("mutant", "mind", "chronos"), hands=hands))
    state, events = used_in(state, "w_preselect", 0, {"type": "play", "card": "flare_mutant"})
    assert next(e for e in events if e["type"] == "revealed_plays")["plays"][0]["mode"] == "super"
    assert head(state) == "regenerate" and len(state.hands[0]) == 3
    state, _ = act(state, 0, {"type": "draw_from", "source": "p3"})
    while head(state) == "regenerate":
        state, _ = act(state, 0, {"type": "draw_from", "source": "talon"})
    assert len(state.hands[0]) == 10


# -- Macron ------------------------------------------------------------------------------------------------------------
def test_the_macron_flare_super_lifts_macrons_commit_cap_to_four_each_still_worth_four() -> None:
    hands = {0: ("attack_6", "compromise", "attack_8", "flare_macron")}
    state, _ = start(3, options=FLARES, powers=("macron", "mind", "chronos"), destiny=("destiny_blue_1",), hands=hands)
    state, _ = act(state, 0, {"type": "play", "card": "flare_macron"})
    state, events = everyone_else_passes(state, 0)
    state, more = everyone_else_passes(state)
    events += more
    assert next(e for e in events if e["type"] == "revealed_plays")["plays"][0]["mode"] == "super"
    state, _ = to(state, "target")
    state, _ = act(state, 0, {"type": "target", "planet": "blue_1"})
    for _ in range(4):
        state, _ = act(state, 0, {"type": "commit", "from": "red_1"})
    assert head(state) != "commit"  # the fourth ship closes the step
    state = invited_nobody(state)
    state, events = selected(state, "attack_6", "attack_20")
    outcome = outcome_of(events)
    assert (outcome["offense_total"], outcome["defense_total"], outcome["winner"]) == (22, 24, "defense")


def test_without_the_flare_macron_commits_one_ship() -> None:
    state, _ = start(3, powers=("macron", "mind", "chronos"), destiny=("destiny_blue_1",))
    state, _ = to(state, "target")
    state, _ = act(state, 0, {"type": "target", "planet": "blue_1"})
    state, _ = act(state, 0, {"type": "commit", "from": "red_1"})
    assert head(state) != "commit"


# -- interactions (§5.1) -----------------------------------------------------------------------------------------------
def test_lasers_blind_also_governs_the_reselection_caused_by_chronos() -> None:
    state = invited_nobody(aimed(3, powers=("laser", "chronos", "mind")))
    state, _ = used_in(state, "w_preselect", 0, {"type": "use_power"})
    state, _ = to(state, "select")
    assert engine.acting(state) == (0,)
    state, _ = act(state, 0, {"type": "select", "card": "attack_4"})
    state, _ = until_window(state, "w_reveal")
    state, events = used_in(state, "w_reveal", 1, {"type": "use_power"})
    assert any(e["type"] == "time_travel" for e in events)
    state, events = to(state, "select")
    assert engine.acting(state) == (0,)  # the blinded Chronos is still not asked
    assert [e["seat"] for e in events if e["type"] == "your_card"] == [1]  # his new card is drawn and shown
    state, _ = act(state, 0, {"type": "select", "card": "attack_15"})
    state, events = pass_windows(state)
    assert any(e["type"] == "outcome" for e in events)


def test_mind_used_after_a_mutant_draw_sees_the_updated_hand() -> None:
    hands = {0: ("attack_12", "compromise", "attack_6")}
    state = invited_nobody(aimed(3, powers=("mutant", "mind", "chronos"), hands=hands))
    state, _ = until_window(state, "w_preselect")
    state, _ = act(state, 0, {"type": "use_power"})
    state, _ = act(state, 1, {"type": "use_power"})
    state, _ = everyone_else_passes(state, 0, 1)
    state, _ = everyone_else_passes(state)
    assert head(state) == "regenerate"  # the offense settles before the defense (D-18)
    seen: list[dict[str, object]] = []
    while head(state) == "regenerate":
        state, events = act(state, 0, {"type": "draw_from", "source": "talon"})
        seen += [e for e in events if e["type"] == "hand_seen"]
    state, events = pass_windows(state)
    seen += [e for e in events if e["type"] == "hand_seen"]
    assert len(state.hands[0]) == 7
    assert seen == [{"type": "hand_seen", "to": ["p2"], "seat": 1, "of": 0, "cards": kinds(state.hands[0], False)}]


def test_filch_takes_the_card_resolved_after_time_travel_not_the_set_aside_one() -> None:
    state = invited_nobody(aimed(3, powers=("filch", "chronos", "mind")))
    state, _ = selected(state, "attack_12", "attack_9", stop="w_reveal")
    state, _ = used_in(state, "w_reveal", 1, {"type": "use_power"})
    state, _ = to(state, "select")
    state, _ = act(state, 0, {"type": "select", "card": "attack_15"})
    state, _ = act(state, 1, {"type": "select", "card": "attack_20"})
    state, events = pass_windows(state)
    assert outcome_of(events)["winner"] == "defense"  # 15 + 2 against 20 + 4
    assert [e["card"] for e in events if e["type"] == "filched"] == ["attack_20"]
    assert [(e["seat"], e["card"]) for e in events if e["type"] == "set_aside_returned"] == [(0, "attack_12")]
    assert {"attack_12", "attack_20"} <= set(kinds(state.hands[0])) and "attack_9" in kinds(state.hands[1])
