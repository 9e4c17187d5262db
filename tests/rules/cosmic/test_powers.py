"""The first release's powers (spec §5.1, §5.5.1) and their interactions, and the beginner flares (§5.2)."""

from __future__ import annotations

from rules.cosmic import engine
from rules.cosmic.components import kind_of
from rules.cosmic.state import State
from tests.rules.cosmic.scenario import act, head, pass_windows, start, to, until_window
from tests.rules.cosmic.test_challenge import aimed, invited_nobody, selected
from tests.rules.cosmic.test_windows_protocol import everyone_else_passes

FILL = ("attack_6", "attack_8", "compromise")
FLARES = {"beginner_flares": True}


def kinds(cards: tuple[str, ...], sort: bool = True) -> list[str]:
    found = [kind_of(c) for c in cards]
    return sorted(found) if sort else found


def used_in(state: State, window: str, seat: int, action: dict[str, object]) -> tuple[State, list[dict[str, object]]]:
    """`seat` declares `action` in `window`; everyone else passes, and nobody responds."""
    state, _ = until_window(state, window)
    state, _ = act(state, seat, action)
    state, told = everyone_else_passes(state, seat)
    state, more = everyone_else_passes(state)
    return state, told + more


def test_mind_sees_the_opponents_hand_and_nobody_else_does() -> None:
    """D-24: Mind as §5.1 describes it."""
    state = invited_nobody(aimed(3, powers=("mind", "mutant", "laser")))
    state, events = used_in(state, "w_preselect", 0, {"type": "use_power"})
    seen = [e for e in events if e["type"] == "hand_seen"]
    assert seen == [{"type": "hand_seen", "to": ["p1"], "seat": 0, "of": 1, "cards": kinds(state.hands[1], sort=False)}]
    assert [e for e in events if e["type"] == "looked"] == [{"type": "looked", "to": None, "seat": 0, "at": [1]}]
    assert 0 in state.used


def test_laser_blinds_the_opponent_whose_card_is_drawn_at_random_and_shown_to_him() -> None:
    """D-30, D-40: uniform over his challenge cards, shown to him at once."""
    state = invited_nobody(aimed(3, powers=("laser", "mutant", "mind")))
    state, _ = used_in(state, "w_preselect", 0, {"type": "use_power"})
    state, events = pass_windows(state)
    assert head(state) == "select" and engine.acting(state) == (0,)  # the blinded defense is not asked
    shown = [e for e in events if e["type"] == "your_card"]
    assert [(e["to"], e["seat"]) for e in shown] == [(["p2"], 1)]
    assert kind_of(state.selected[1]) == shown[0]["card"] and shown[0]["card"] in {
        "attack_6",
        "compromise",
        "attack_9",
        "attack_7",
        "attack_8",
        "attack_5",
        "attack_20",
    }


def test_macron_ships_count_four_each_while_his_power_is_active() -> None:
    """D-23: each Macron ship counts four in combat."""
    # offense Macron: 1 ship worth 4 + card 6 = 10; defense: 4 ships + 5 = 9
    state = invited_nobody(aimed(3, commit=1, powers=("macron", "mind", "mutant")))
    state, events = selected(state, "attack_6", "attack_5")
    outcome = next(e for e in events if e["type"] == "outcome")
    assert (outcome["offense_total"], outcome["defense_total"], outcome["winner"]) == (10, 9, "offense")


def test_a_zapped_macron_counts_his_ships_as_one() -> None:
    state = invited_nobody(
        aimed(3, commit=1, powers=("macron", "mind", "mutant"), hands={2: ("edict_cosmic_zap", *FILL)})
    )
    state, _ = until_window(state, "w_preselect")
    state, _ = act(state, 2, {"type": "play", "card": "edict_cosmic_zap"})
    state, _ = act(state, 2, {"type": "target_seat", "seat": "p1"})
    state, _ = everyone_else_passes(state, 2)
    state, _ = everyone_else_passes(state)
    state, events = selected(state, "attack_6", "attack_5")
    outcome = next(e for e in events if e["type"] == "outcome")
    assert (outcome["offense_total"], outcome["winner"]) == (7, "defense")


def test_mutant_fills_his_hand_to_seven_one_card_per_chosen_source() -> None:
    """D-28: a source per card; a player's card is random."""
    state = invited_nobody(
        aimed(3, powers=("mutant", "mind", "laser"), hands={0: ("attack_12", "compromise", "attack_6")})
    )
    state, _ = used_in(state, "w_preselect", 0, {"type": "use_power"})
    assert head(state) == "regenerate" and engine.acting(state) == (0,)
    assert engine.legal(state, 0) == [
        {"type": "draw_from", "source": "talon"},
        {"type": "draw_from", "source": "p2"},
        {"type": "draw_from", "source": "p3"},
    ]
    before = len(state.hands[1])
    state, events = act(state, 0, {"type": "draw_from", "source": "p2"})
    moved = next(e for e in events if e["type"] == "cards_moved")
    assert moved["to"] == ["p1", "p2"] and len(state.hands[1]) == before - 1
    for _ in range(3):
        state, _ = act(state, 0, {"type": "draw_from", "source": "talon"})
    assert len(state.hands[0]) == 7 and head(state) != "regenerate"


def test_chronos_time_travel_sends_both_main_players_back_to_select() -> None:
    """D-27: the set-aside card returns to its owner in phase 9."""
    state = invited_nobody(aimed(3, powers=("chronos", "mind", "mutant")))
    state, _ = selected(state, "attack_4", "attack_20", stop="w_reveal")
    state, events = used_in(state, "w_reveal", 0, {"type": "use_power"})
    travel = next(e for e in events if e["type"] == "time_travel")
    assert (travel["card"], travel["set_aside"]) == ("attack_4", "attack_20")
    assert "attack_4" in kinds(state.hands[0]) and "attack_20" not in kinds(state.hands[1])
    state, _ = to(state, "select")
    assert engine.acting(state) == (0, 1)
    state, _ = act(state, 0, {"type": "select", "card": "attack_15"})
    state, _ = act(state, 1, {"type": "select", "card": "attack_9"})
    state, events = pass_windows(state)
    assert next(e for e in events if e["type"] == "outcome")["winner"] == "offense"  # 15+2 against 9+4
    returned = next(e for e in events if e["type"] == "set_aside_returned")
    assert (returned["seat"], returned["card"]) == (1, "attack_20")  # back in its owner's hand, phase 9


def test_filch_keeps_the_opponents_final_card() -> None:
    state = invited_nobody(aimed(3, powers=("filch", "mind", "mutant")))
    state, events = selected(state, "attack_12", "attack_9")
    filched = next(e for e in events if e["type"] == "filched")
    assert (filched["seat"], filched["card"]) == (0, "attack_9")
    assert "attack_9" in kinds(state.hands[0])


def test_will_names_the_defender_and_the_planet_instead_of_the_card() -> None:
    """D-46: Will is optional and names the defender and a planet of his system."""
    state, _ = start(3, powers=("will", "mind", "mutant"), destiny=("destiny_blue_1",))
    state, _ = to(state, "will_offer")
    state, _ = act(state, 0, {"type": "use_power"})
    assert engine.legal(state, 0) == [{"type": "will_defender", "seat": s} for s in ("p2", "p3")]
    state, _ = act(state, 0, {"type": "will_defender", "seat": "p3"})
    assert [a["planet"] for a in engine.legal(state, 0)] == [f"yellow_{n}" for n in range(1, 6)]
    state, _ = act(state, 0, {"type": "will_planet", "planet": "yellow_2"})
    assert state.w_stage == "response"  # the use meets its response round first
    state, _ = everyone_else_passes(state)
    state, _ = to(state, "commit")
    assert (state.defense, state.target) == (2, "yellow_2") and 0 in state.used


def test_a_zapped_will_lets_the_card_decide() -> None:
    hands = {1: ("edict_cosmic_zap", *FILL)}
    state, _ = start(3, powers=("will", "mind", "mutant"), destiny=("destiny_blue_1",), hands=hands)
    state, _ = to(state, "will_offer")
    state, _ = act(state, 0, {"type": "use_power"})
    state, _ = act(state, 0, {"type": "will_defender", "seat": "p3"})
    state, _ = act(state, 0, {"type": "will_planet", "planet": "yellow_2"})
    state, _ = act(state, 1, {"type": "play", "card": "edict_cosmic_zap"})
    state, _ = act(state, 1, {"type": "target_seat", "seat": "p1"})
    state, _ = everyone_else_passes(state, 1)
    state, _ = everyone_else_passes(state)
    state, _ = to(state, "target")
    assert state.defense == 1 and 0 in state.used and 0 in state.zapped


def test_a_flare_of_anothers_power_plays_its_normal_effect() -> None:
    state = invited_nobody(
        aimed(
            3,
            options=FLARES,
            powers=("chronos", "mind", "mutant"),
            hands={0: (*("attack_12", "compromise"), "flare_mind")},
        )
    )
    state, events = used_in(state, "w_preselect", 0, {"type": "play", "card": "flare_mind"})
    played = next(e for e in events if e["type"] == "revealed_plays")["plays"][0]
    assert played["mode"] == "normal"
    assert [(e["to"], e["of"]) for e in events if e["type"] == "hand_seen"] == [(["p1"], 1)]


def test_the_powers_own_flare_must_play_its_super_effect() -> None:
    """D-17: the Super is mandatory while the power is active."""
    state = invited_nobody(
        aimed(
            3,
            options=FLARES,
            powers=("mind", "chronos", "mutant"),
            hands={0: ("attack_12", "compromise", "flare_mind")},
        )
    )
    state, events = used_in(state, "w_preselect", 0, {"type": "play", "card": "flare_mind"})
    played = next(e for e in events if e["type"] == "revealed_plays")["plays"][0]
    assert played["mode"] == "super"
    assert [(e["to"], e["of"]) for e in events if e["type"] == "hand_seen"] == [(["p1"], 1), (["p1"], 2)]


def test_the_macron_flare_adds_one_per_own_ship_to_a_side_that_attacked() -> None:
    # offense: 6 + 2 ships + 2 (flare) = 10 against the defense's 5 + 4 = 9
    state = invited_nobody(
        aimed(
            3,
            options=FLARES,
            powers=("mind", "chronos", "mutant"),
            hands={0: ("attack_6", "compromise", "flare_macron")},
        )
    )
    state, _ = selected(state, "attack_6", "attack_5", stop="w_reveal")
    state, events = used_in(state, "w_reveal", 0, {"type": "play", "card": "flare_macron"})
    state, more = pass_windows(state)
    outcome = next(e for e in events + more if e["type"] == "outcome")
    assert (outcome["offense_total"], outcome["winner"]) == (10, "offense")


def test_a_flare_zap_cancels_a_declared_flare() -> None:
    hands = {0: ("attack_12", "compromise", "flare_mind"), 2: ("edict_flare_zap", *FILL)}
    state = invited_nobody(aimed(3, options=FLARES, powers=("chronos", "mind", "mutant"), hands=hands))
    state, _ = until_window(state, "w_preselect")
    state, _ = act(state, 0, {"type": "play", "card": "flare_mind"})
    state, _ = everyone_else_passes(state, 0)
    state, _ = act(state, 2, {"type": "play", "card": "edict_flare_zap"})
    state, _ = act(state, 2, {"type": "target_item", "item": 0})
    state, events = everyone_else_passes(state, 2)
    state, more = everyone_else_passes(state)
    assert not any(e["type"] == "hand_seen" for e in events + more)


def test_the_mutant_flare_normal_draws_up_to_seven_from_the_talon() -> None:
    hands = {0: ("attack_12", "compromise", "flare_mutant")}
    state = invited_nobody(aimed(3, options=FLARES, powers=("chronos", "mind", "mutant"), hands=hands))
    state, events = used_in(state, "w_preselect", 0, {"type": "play", "card": "flare_mutant"})
    assert next(e for e in events if e["type"] == "revealed_plays")["plays"][0]["mode"] == "normal"
    assert len(state.hands[0]) == 7  # two cards left after the flare, five drawn


def test_the_laser_flare_super_lets_laser_blind_as_an_ally() -> None:
    hands = {2: ("flare_laser", "attack_8", "compromise")}
    state = aimed(3, options=FLARES, powers=("chronos", "mind", "laser"), hands=hands)
    state, _ = to(state, "invite")
    state, _ = act(state, 0, {"type": "invite", "seat": "p3"})  # the only one to invite: "done" follows by itself
    state, _ = to(state, "invite")
    state, _ = act(state, 1, {"type": "done"})
    state, _ = to(state, "alliance")
    state, _ = act(state, 2, {"type": "join", "side": "offense"})
    state, _ = act(state, 2, {"type": "commit", "from": "yellow_1"})
    state, _ = act(state, 2, {"type": "done"})
    state, events = used_in(state, "w_preselect", 2, {"type": "play", "card": "flare_laser"})
    assert next(e for e in events if e["type"] == "revealed_plays")["plays"][0]["mode"] == "super"
    assert [(e["seat"], e["by"]) for e in events if e["type"] == "blinded"] == [(1, 2)]  # the defense is blinded
