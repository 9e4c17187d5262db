"""Wave 2a's powers that move ships (spec §5.5.2): per power its effect, its timing, and what happens when it is
zapped or inactive.

Red (seat 0) attacks blue_1 with two ships from red_1; blue defends it with four (tests/rules/cosmic/test_challenge.py).
"""

from __future__ import annotations

import json

import pytest

from rules.cosmic import engine
from rules.cosmic.aliens.grudge import GrudgeState
from rules.cosmic.consequences import step_g
from rules.cosmic.records import record, with_record
from rules.cosmic.state import State, Task, decode, encode
from rules.cosmic.views import public_view
from rules.frozen import evolve
from tests.rules.cosmic.scenario import act, head, pass_windows, to, until_window
from tests.rules.cosmic.test_challenge import aimed, invited_nobody, selected
from tests.rules.cosmic.test_conservation import cards, dealt, random_states, twenty_each
from tests.rules.cosmic.test_powers import FILL, used_in
from tests.rules.cosmic.test_wave_2a_outcome import ZAP, challenge, outcome, zapped
from tests.rules.cosmic.test_windows_protocol import everyone_else_passes


def marks_of(state: State) -> tuple[int, ...]:
    return record(state, GrudgeState).grudges


def lost(events: list[dict[str, object]]) -> list[tuple[object, object]]:
    return [(e["seat"], e["planet"]) for e in events if e["type"] == "ships_lost"]


def planets(state: State, seat: int) -> list[int]:
    return [state.ships_on(p, seat) for p in state.home_planets(seat)]


# -- Amoeba ------------------------------------------------------------------------------------------------------------
USE = {"type": "use_power"}


def oozing(state: State, seat: int, offense: str, defense: str) -> State:
    """Both select; `seat` uses Amoeba in `w_postselect`."""
    state, _ = to(state, "select")
    state, _ = act(state, 0, {"type": "select", "card": offense})
    state, _ = act(state, 1, {"type": "select", "card": defense})
    state, _ = used_in(state, "w_postselect", seat, USE)
    assert head(state) == "ooze" and engine.acting(state) == (seat,)
    return state


def oozes(state: State, seat: int, *steps: dict[str, object]) -> tuple[State, list[dict[str, object]]]:
    told: list[dict[str, object]] = []
    for step in (*steps, {"type": "done"}):
        state, events = act(state, seat, step)
        told += events
    state, more = pass_windows(state)
    return state, told + more


def test_an_offense_amoeba_oozes_past_four_ships_and_back_one_ship_per_step() -> None:
    state = oozing(challenge(("amoeba", "mind", "mutant")), 0, "attack_8", "attack_9")
    commits = [{"type": "commit", "from": p} for p in ("red_2", "red_2", "red_3", "red_3", "red_4")]
    state, events = oozes(state, 0, *commits, {"type": "withdraw", "to": "red_5"})
    assert [(e["from"], e["planet"]) for e in events if e["type"] == "oozed"][-2:] == [
        ("red_4", "offense"),
        ("offense", "red_5"),
    ]
    assert outcome(events) == ("offense", 8 + 6, 9 + 4)
    assert state.ships_on("blue_1", 0) == 6 and [state.ships_on(f"red_{i}", 0) for i in range(1, 6)] == [2, 2, 2, 3, 5]


def test_a_defense_amoeba_oozes_onto_and_off_the_target_planet() -> None:
    state = oozing(challenge(("mind", "amoeba", "mutant")), 1, "attack_12", "attack_9")
    state, events = oozes(state, 1, {"type": "commit", "from": "blue_2"}, *[{"type": "withdraw", "to": "blue_3"}] * 3)
    assert outcome(events) == ("offense", 12 + 2, 9 + 2)
    assert planets(state, 1) == [0, 3, 7, 4, 4] and state.warp == (0, 2, 0) and state.ships_on("blue_1", 0) == 2


def test_an_offense_amoeba_winning_with_an_empty_cone_gains_no_base() -> None:
    state = oozing(challenge(("amoeba", "mind", "mutant")), 0, "attack_12", "compromise")
    state, events = oozes(state, 0, {"type": "withdraw", "to": "red_1"}, {"type": "withdraw", "to": "red_1"})
    assert outcome(events)[0] == "offense" and "blue_1" not in state.foreign_bases(0)
    assert state.ships_on("blue_1", 1) == 0 and state.warp == (0, 4, 0) and state.ships_on("red_1", 0) == 4
    taken = next(e for e in events if e["type"] == "compensation")
    assert (taken["seat"], taken["count"]) == (1, 4)


def test_amoeba_oozes_only_as_a_main_player_in_w_postselect() -> None:
    state, _ = until_window(challenge(("amoeba", "mind", "mutant")), "w_preselect")
    assert USE not in engine.legal(state, 0)
    state, _ = to(challenge(("mind", "mutant", "amoeba")), "select")
    state, _ = act(state, 0, {"type": "select", "card": "attack_8"})
    state, _ = act(state, 1, {"type": "select", "card": "attack_9"})
    state, _ = until_window(state, "w_postselect")
    assert USE not in engine.legal(state, 2)


def test_a_zapped_amoeba_cannot_ooze() -> None:
    state = zapped(challenge(("amoeba", "mind", "mutant"), hands=ZAP), 0)
    state, _ = to(state, "select")
    state, _ = act(state, 0, {"type": "select", "card": "attack_8"})
    state, _ = act(state, 1, {"type": "select", "card": "attack_9"})
    state, _ = until_window(state, "w_postselect")
    assert USE not in engine.legal(state, 0)


# -- Cudgel ------------------------------------------------------------------------------------------------------------
def test_a_winning_cudgel_makes_the_opposing_main_player_lose_as_many_ships_as_he_had_in_the_challenge() -> None:
    state, _ = selected(challenge(("cudgel", "mind", "mutant")), "attack_12", "attack_9")
    assert head(state) == "lose" and engine.acting(state) == (1,)
    assert sorted(a["planet"] for a in engine.legal(state, 1)) == ["blue_2", "blue_3", "blue_4", "blue_5"]
    state, first = act(state, 1, {"type": "lose", "planet": "blue_2"})
    state, second = act(state, 1, {"type": "lose", "planet": "blue_3"})
    assert lost(first + second) == [(1, "blue_2"), (1, "blue_3")]
    assert state.ships_on("blue_1", 0) == 2 and state.warp[1] == 4 + 2
    assert planets(state, 1) == [0, 3, 3, 4, 4]


def test_cudgels_extra_losses_do_not_count_for_compensation() -> None:
    state, _ = selected(challenge(("cudgel", "mind", "mutant")), "attack_4", "compromise")
    state, _ = act(state, 1, {"type": "lose", "planet": "blue_2"})
    state, more = act(state, 1, {"type": "lose", "planet": "blue_2"})
    taken = next(e for e in more if e["type"] == "compensation")
    assert (taken["seat"], taken["count"]) == (1, 4)  # the four ships of blue_1, not the two Cudgel took
    assert state.warp[1] == 6 and planets(state, 1) == [0, 2, 4, 4, 4]


def test_cudgel_as_the_winning_defense_counts_his_ships_on_the_planet() -> None:
    state, _ = selected(challenge(("mind", "cudgel", "mutant")), "attack_4", "attack_9")
    assert head(state) == "lose" and engine.acting(state) == (0,)
    for _ in range(4):
        state, _ = act(state, 0, {"type": "lose", "planet": "red_2"})
    assert state.warp[0] == 2 + 4 and state.ships_on("red_2", 0) == 0


def test_cudgel_does_nothing_when_he_loses_or_wins_with_a_compromise() -> None:
    state, _ = selected(challenge(("cudgel", "mind", "mutant")), "attack_4", "attack_9")
    assert state.warp == (2, 0, 0) and head(state) != "lose"
    state, _ = selected(challenge(("mind", "cudgel", "mutant")), "attack_4", "compromise")
    assert state.warp[0] == 0 and head(state) != "lose"


def test_a_zapped_cudgel_takes_nothing_more() -> None:
    state = zapped(challenge(("cudgel", "mind", "mutant"), hands=ZAP), 0)
    state, _ = selected(state, "attack_12", "attack_9")
    assert state.warp == (0, 4, 0) and head(state) != "lose"


# -- Spiff -------------------------------------------------------------------------------------------------------------
def test_spiff_beaten_by_ten_or_more_crash_lands_one_ship_beside_the_defense() -> None:
    state, _ = selected(challenge(("spiff", "mind", "mutant")), "attack_4", "attack_20")  # 6 against 24
    assert head(state) == "spiff_offer" and engine.legal(state, 0) == [{"type": "use_power"}, {"type": "decline"}]
    assert state.cone_offense == (2, 0, 0)  # nothing has moved yet
    state, _ = act(state, 0, {"type": "use_power"})
    state, told = everyone_else_passes(state)
    assert {"type": "landed", "to": None, "seat": 0, "count": 1, "planet": "blue_1"} in told
    assert state.ships_on("blue_1", 0) == 1 and state.ships_on("blue_1", 1) == 4
    assert state.warp == (1, 0, 0) and "blue_1" in state.foreign_bases(0)


def test_spiff_is_offered_from_a_margin_of_exactly_ten_and_may_decline() -> None:
    state, _ = selected(challenge(("spiff", "mind", "mutant")), "attack_12", "attack_20")  # 14 against 24
    assert head(state) == "spiff_offer"
    state, _ = act(state, 0, {"type": "decline"})
    state, _ = pass_windows(state)
    assert state.warp == (2, 0, 0) and state.ships_on("blue_1", 0) == 0


def test_spiff_is_not_offered_below_ten_with_a_compromise_or_as_the_defense() -> None:
    state, _ = selected(challenge(("spiff", "mind", "mutant")), "attack_15", "attack_20")  # 17 against 24
    assert state.warp == (2, 0, 0) and head(state) != "spiff_offer"
    state, _ = selected(challenge(("spiff", "mind", "mutant")), "compromise", "attack_20")
    assert state.warp == (2, 0, 0) and head(state) != "spiff_offer"
    state, _ = selected(challenge(("mind", "spiff", "mutant"), commit=4), "attack_15", "attack_5")  # 19 against 9
    assert state.warp == (0, 4, 0) and head(state) != "spiff_offer"


def test_a_spiff_zapped_in_the_response_round_crashes_nothing() -> None:
    state, _ = selected(challenge(("spiff", "mind", "mutant"), hands=ZAP), "attack_4", "attack_20")
    state, _ = act(state, 0, {"type": "use_power"})
    state, _ = act(state, 2, {"type": "play", "card": "edict_cosmic_zap"})
    state, _ = act(state, 2, {"type": "target_seat", "seat": "p1"})
    state, _ = everyone_else_passes(state, 2)
    state, _ = everyone_else_passes(state)
    assert 0 in state.zapped
    state, _ = pass_windows(state)
    assert state.warp == (2, 0, 0) and state.ships_on("blue_1", 0) == 0


def test_a_spiff_zapped_before_the_outcome_is_not_offered() -> None:
    state = zapped(challenge(("spiff", "mind", "mutant"), hands=ZAP), 0)
    state, _ = selected(state, "attack_4", "attack_20")
    assert state.warp == (2, 0, 0) and head(state) != "spiff_offer"


# -- Parasite ----------------------------------------------------------------------------------------------------------
def test_an_uninvited_parasite_decides_in_his_turn_and_may_join_either_side() -> None:
    state = invited_nobody(aimed(3, powers=("mind", "mutant", "parasite")))
    state, _ = to(state, "alliance")
    assert engine.acting(state) == (2,)
    assert engine.legal(state, 2) == [
        {"type": "join", "side": "offense"},
        {"type": "join", "side": "defense"},
        {"type": "decline"},
    ]
    state, events = act(state, 2, {"type": "join", "side": "defense"})
    assert {"type": "joined", "to": None, "seat": 2, "side": "defense"} in events
    state, _ = act(state, 2, {"type": "commit", "from": "yellow_1"})
    state, _ = act(state, 2, {"type": "done"})
    assert state.cone_defense == (0, 0, 1) and state.ships_on("yellow_1", 2) == 3


def test_an_uninvited_player_without_parasite_is_not_asked_and_parasite_as_main_player_gets_no_turn() -> None:
    state = invited_nobody(aimed(3, powers=("mind", "mutant", "laser")))
    state, _ = until_window(state, "w_alliance")
    state = invited_nobody(aimed(3, powers=("parasite", "mutant", "laser")))
    state, _ = until_window(state, "w_alliance")  # nobody was asked in phase 6


def test_a_zapped_parasite_is_not_asked_uninvited() -> None:
    state = invited_nobody(aimed(3, powers=("mind", "mutant", "parasite"), hands={0: ("edict_cosmic_zap", *FILL)}))
    state, _ = until_window(state, "w_invite")
    state, _ = act(state, 0, {"type": "play", "card": "edict_cosmic_zap"})
    state, _ = act(state, 0, {"type": "target_seat", "seat": state.seats[2]})
    state, _ = everyone_else_passes(state, 0)
    state, _ = everyone_else_passes(state)
    assert 2 in state.zapped
    state, _ = until_window(state, "w_alliance")


# -- Grudge ------------------------------------------------------------------------------------------------------------
GRUDGE = ("grudge", "mind", "mutant", "laser")


def grudge_invites(state: State) -> tuple[State, list[dict[str, object]]]:
    """Grudge (red, the offense) invites yellow and green; yellow declines, green joins him with one ship."""
    state, _ = to(state, "invite")
    state, _ = act(state, 0, {"type": "invite", "seat": "p3"})
    state, _ = act(state, 0, {"type": "invite", "seat": "p4"})  # nobody is left to invite: phase 4 ends
    state, _ = to(state, "invite")
    state, _ = act(state, 1, {"type": "done"})
    state, _ = to(state, "alliance")
    state, _ = act(state, 2, {"type": "decline"})
    state, _ = act(state, 3, {"type": "join", "side": "offense"})
    state, _ = act(state, 3, {"type": "commit", "from": "green_1"})
    state, events = act(state, 3, {"type": "done"})
    return state, events


def test_grudge_marks_the_invited_who_did_not_join_him_publicly() -> None:
    state, events = grudge_invites(aimed(4, powers=GRUDGE))
    assert {"type": "grudge_marks", "to": None, "seat": 0, "seats": [2]} in events
    assert marks_of(state) == (2,)
    assert [p["grudge_marked"] for p in public_view(state, ())["players"]] == [False, False, True, False]


def test_a_marked_player_loses_one_ship_when_grudges_side_wins() -> None:
    state, _ = grudge_invites(aimed(4, powers=GRUDGE))
    state, _ = selected(state, "attack_12", "attack_9")  # 12 + 3 against 9 + 4
    assert head(state) == "lose" and engine.acting(state) == (2,)
    state, events = act(state, 2, {"type": "lose", "planet": "yellow_2"})
    assert lost(events) == [(2, "yellow_2")] and state.warp == (0, 4, 1, 0)
    assert marks_of(state) == () and state.ships_on("blue_1", 3) == 1


def test_a_marked_player_loses_four_ships_when_grudges_side_loses() -> None:
    state, _ = grudge_invites(aimed(4, powers=GRUDGE))
    state, _ = selected(state, "attack_4", "attack_20")
    for planet in ("yellow_2", "yellow_2", "yellow_3", "yellow_4"):
        assert engine.acting(state) == (2,)
        state, _ = act(state, 2, {"type": "lose", "planet": planet})
    assert state.warp == (2, 0, 4, 1) and planets(state, 2) == [4, 2, 3, 3, 4] and marks_of(state) == ()


def test_grudge_marks_nobody_when_he_is_no_main_player_and_an_abort_clears_his_marks() -> None:
    state, events = grudge_invites(aimed(4, powers=("mind", "mutant", "laser", "grudge")))
    assert marks_of(state) == () and not [e for e in events if e["type"] == "grudge_marks"]
    state, _ = grudge_invites(aimed(4, powers=GRUDGE))
    aborted = evolve(state, outcome="aborted")  # what phase 7 leaves when the offense holds no challenge card
    queued = len(aborted.tasks)
    events: list[dict[str, object]] = []
    after = step_g(aborted, Task("step_g"), events)
    assert marks_of(after) == () and len(after.tasks) == queued and events == []


def test_a_grudge_zapped_after_marking_costs_nobody_anything() -> None:
    hands = {3: ("edict_cosmic_zap", *FILL)}
    state, _ = grudge_invites(aimed(4, powers=GRUDGE, hands=hands))
    assert marks_of(state) == (2,)
    state, _ = until_window(state, "w_preselect")
    state, _ = act(state, 3, {"type": "play", "card": "edict_cosmic_zap"})
    state, _ = act(state, 3, {"type": "target_seat", "seat": "p1"})
    state, _ = everyone_else_passes(state, 3)
    state, _ = everyone_else_passes(state)
    state, _ = selected(state, "attack_12", "attack_9")
    assert head(state) != "lose" and marks_of(state) == () and state.warp == (0, 4, 0, 0)


# -- all five ----------------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("seed", range(3))
def test_every_card_and_ship_stays_in_random_games_of_these_powers(seed: int) -> None:
    powers = ("amoeba", "cudgel", "spiff", "parasite", "grudge")
    start = dealt(5, seed, {}, {s: powers[(s + seed) % 5] for s in range(5)})
    deck = cards(start)
    for state in random_states(start, seed, 3000):
        assert cards(state) == deck, f"after action {state.seq}"
        assert twenty_each(state), f"after action {state.seq}"
        assert decode(encode(state)) == state


def test_a_state_stored_before_grudge_marks_existed_still_decodes() -> None:
    state, _ = grudge_invites(aimed(4, powers=GRUDGE))
    unmarked = with_record(state, GrudgeState())
    stored = json.loads(encode(unmarked))
    assert stored["v"] == 2 and stored["records"] == {}
    del stored["v"], stored["records"]  # an encoding of the build before the marks: no version, no `grudges`
    assert decode(json.dumps(stored)) == unmarked
