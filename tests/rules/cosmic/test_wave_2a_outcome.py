"""Wave 2a's powers that change totals and winners (spec §5.5.2), as rows of the outcome pipeline (§4.8.0, D-44):
each power's effect, its timing, and what happens when it is zapped; and the order of the value modifiers.

Red (seat 0) attacks blue_1 with two ships; blue defends it with four (tests/rules/cosmic/test_challenge.py)."""

from __future__ import annotations

from rules.cosmic import engine
from rules.cosmic.aliens.mirror import mirrored
from rules.cosmic.aliens.tripler import tripled
from rules.cosmic.aliens.warrior import WarriorState
from rules.cosmic.hooks import BONUSES, OVERRIDES, TOTAL_RULES, VALUE_STEPS
from rules.cosmic.records import record, with_record
from rules.cosmic.registry import rows
from rules.cosmic.state import State
from tests.rules.cosmic.scenario import act, pass_windows, to, until_window
from tests.rules.cosmic.test_challenge import aimed, invited_nobody, selected
from tests.rules.cosmic.test_powers import FILL, used_in
from tests.rules.cosmic.test_windows_protocol import everyone_else_passes


def tokens_of(state: State) -> tuple[int, ...]:
    return record(state, WarriorState).tokens


ZAP = {2: ("edict_cosmic_zap", *FILL)}


def outcome(events: list[dict[str, object]]) -> tuple[object, object, object]:
    found = next(e for e in events if e["type"] == "outcome")
    return found["winner"], found["offense_total"], found["defense_total"]


def challenge(powers: tuple[str, str, str], **kwargs: object) -> State:
    return invited_nobody(aimed(3, powers=powers, **kwargs))


def zapped(state: State, seat: int) -> State:
    """Yellow zaps `seat`'s power in `w_preselect`."""
    state, _ = until_window(state, "w_preselect")
    state, _ = act(state, 2, {"type": "play", "card": "edict_cosmic_zap"})
    state, _ = act(state, 2, {"type": "target_seat", "seat": state.seats[seat]})
    state, _ = everyone_else_passes(state, 2)
    state, _ = everyone_else_passes(state)
    assert seat in state.zapped
    return state


def declared(state: State, offense: str, defense: str, seat: int) -> list[dict[str, object]]:
    """Both select; `seat` uses his power in `w_postselect`; the challenge runs to its outcome."""
    state, _ = to(state, "select")
    state, _ = act(state, 0, {"type": "select", "card": offense})
    state, _ = act(state, 1, {"type": "select", "card": defense})
    state, told = used_in(state, "w_postselect", seat, {"type": "use_power"})
    state, more = pass_windows(state)
    return told + more


def test_the_pipelines_tables_hold_the_specs_order() -> None:
    assert [power for power, _ in rows(VALUE_STEPS)] == ["chosen", "gambler", "mirror", "calculator", "tripler"]
    assert [power for power, _ in rows(TOTAL_RULES)] == ["virus", "anti_matter"]
    assert [power for power, _ in rows(BONUSES)] == ["human", "warpish", "warrior"]
    assert [power for power, _ in rows(OVERRIDES)] == ["human", "loser"]
    assert [mirrored(v) for v in (6, 12, 20, 40, 1)] == [60, 21, 2, 4, 10]
    assert [tripled(v) for v in (4, 10, 11, 12, 20)] == [12, 30, 4, 4, 7]


# -- Tripler -----------------------------------------------------------------------------------------------------------
def test_tripler_triples_a_value_of_ten_or_less() -> None:
    _, events = selected(challenge(("tripler", "mind", "mutant")), "attack_4", "attack_9")
    assert outcome(events) == ("offense", 14, 13)  # 4 × 3 + 2 against 9 + 4


def test_tripler_divides_a_value_above_ten_by_three_rounded_up() -> None:
    _, events = selected(challenge(("tripler", "mind", "mutant")), "attack_12", "attack_9")
    assert outcome(events) == ("defense", 6, 13)  # 12 / 3 + 2


def test_a_zapped_tripler_keeps_his_printed_value() -> None:
    state = zapped(challenge(("tripler", "mind", "mutant"), hands=ZAP), 0)
    _, events = selected(state, "attack_4", "attack_9")
    assert outcome(events) == ("defense", 6, 13)


# -- Anti-Matter -------------------------------------------------------------------------------------------------------
def test_anti_matter_subtracts_his_sides_ships_and_the_lower_total_wins() -> None:
    _, events = selected(challenge(("anti_matter", "mind", "mutant")), "attack_6", "attack_5")
    assert outcome(events) == ("offense", 4, 9)  # 6 - 2 against 5 + 4


def test_anti_matter_loses_a_tie_as_the_offense() -> None:
    _, events = selected(challenge(("anti_matter", "mind", "mutant")), "attack_15", "attack_9")
    assert outcome(events) == ("defense", 13, 13)


def test_a_zapped_anti_matter_counts_as_usual() -> None:
    state = zapped(challenge(("anti_matter", "mind", "mutant"), hands=ZAP), 0)
    _, events = selected(state, "attack_6", "attack_5")
    assert outcome(events) == ("defense", 8, 9)


# -- Virus -------------------------------------------------------------------------------------------------------------
def test_virus_multiplies_his_card_by_his_own_ships() -> None:
    _, events = selected(challenge(("virus", "mind", "mutant")), "attack_8", "attack_9")
    assert outcome(events) == ("offense", 16, 13)  # 2 ships × 8 against 9 + 4


def test_virus_as_defense_multiplies_by_his_ships_on_the_planet() -> None:
    _, events = selected(challenge(("mind", "virus", "mutant")), "attack_15", "attack_5")
    assert outcome(events) == ("defense", 17, 20)  # 15 + 2 against 4 ships × 5


# -- Human -------------------------------------------------------------------------------------------------------------
def test_human_adds_four_to_his_sides_total() -> None:
    _, events = selected(challenge(("mind", "human", "mutant")), "attack_8", "attack_5")
    assert outcome(events) == ("defense", 10, 13)


def test_a_zapped_human_makes_his_side_win_whatever_the_cards() -> None:
    state = zapped(challenge(("mind", "human", "mutant"), hands=ZAP), 1)
    state, events = selected(state, "attack_15", "attack_5")
    assert outcome(events) == ("defense", 17, 9)
    assert [e for e in events if e["type"] == "compensation"] == []  # the loser revealed an attack card


def test_a_zapped_human_wins_instead_of_a_deal_and_the_loser_is_compensated() -> None:
    state = zapped(challenge(("mind", "human", "mutant"), hands=ZAP), 1)
    state, events = selected(state, "compromise", "compromise")
    assert outcome(events) == ("defense", None, None)
    assert [(e["seat"], e["from"], e["count"]) for e in events if e["type"] == "compensation"] == [(0, 1, 2)]


# -- Warpish -----------------------------------------------------------------------------------------------------------
def test_warpish_adds_every_ship_in_the_warp() -> None:
    ships = {1: {"blue_2": 2, "warp": 2}, 2: {"yellow_1": 1, "warp": 3}}
    _, events = selected(challenge(("warpish", "mind", "mutant"), ships=ships), "attack_6", "attack_8")
    assert outcome(events) == ("offense", 13, 12)  # 6 + 2 + 5 in the warp against 8 + 4


# -- Pacifist ----------------------------------------------------------------------------------------------------------
def test_pacifist_wins_with_a_compromise_against_an_attack_card_and_is_not_compensated() -> None:
    _, events = selected(challenge(("mind", "pacifist", "mutant")), "attack_15", "compromise")
    assert outcome(events) == ("defense", None, None)
    assert [e for e in events if e["type"] == "compensation"] == []


def test_pacifist_as_offense_wins_with_a_compromise() -> None:
    _, events = selected(challenge(("pacifist", "mind", "mutant")), "compromise", "attack_20")
    assert outcome(events)[0] == "offense"


# -- Mirror and Calculator (declared in w_postselect) ------------------------------------------------------------------
def test_mirror_reverses_the_digits_of_both_attack_cards() -> None:
    events = declared(challenge(("mirror", "mind", "mutant")), "attack_4", "attack_20", 0)
    assert outcome(events) == ("offense", 42, 6)  # 40 + 2 against 2 + 4


def test_calculator_takes_the_lower_value_off_the_higher() -> None:
    events = declared(challenge(("calculator", "mind", "mutant")), "attack_15", "attack_9", 0)
    assert outcome(events) == ("defense", 8, 13)  # 15 - 9 + 2 against 9 + 4


def test_mirror_comes_before_tripler() -> None:
    events = declared(challenge(("mirror", "tripler", "mutant")), "attack_4", "attack_5", 0)
    assert outcome(events) == ("offense", 42, 21)  # 40 + 2 against (50 / 3 rounded up) + 4


def test_mirror_is_not_offered_before_the_cards_are_selected() -> None:
    state, _ = until_window(challenge(("mirror", "mind", "mutant")), "w_preselect")
    assert {"type": "use_power"} not in engine.legal(state, 0)


# -- Loser -------------------------------------------------------------------------------------------------------------
def test_loser_declares_an_upset_both_must_select_attack_cards_and_the_winner_loses() -> None:
    state = challenge(("loser", "mind", "mutant"))
    state, _ = used_in(state, "w_preselect", 0, {"type": "use_power"})
    state, _ = to(state, "select")
    assert {"type": "select", "card": "compromise"} not in engine.legal(state, 0)
    assert {"type": "select", "card": "compromise"} not in engine.legal(state, 1)
    state, _ = act(state, 0, {"type": "select", "card": "attack_4"})
    state, _ = act(state, 1, {"type": "select", "card": "attack_20"})
    state, events = pass_windows(state)
    assert outcome(events) == ("offense", 6, 24)


# -- Warrior -----------------------------------------------------------------------------------------------------------
def tokens_earned(events: list[dict[str, object]]) -> list[tuple[object, object, object]]:
    return [(e["seat"], e["count"], e["tokens"]) for e in events if e["type"] == "tokens_earned"]


def test_warrior_earns_one_token_for_a_challenge_his_side_won() -> None:
    state, events = selected(challenge(("warrior", "mind", "mutant")), "attack_15", "attack_5")
    assert outcome(events)[0] == "offense" and tokens_earned(events) == [(0, 1, 1)]
    assert tokens_of(state) == (1, 0, 0) and engine.acting(state) == (0,)  # phase 10: his second challenge


def test_warrior_earns_two_tokens_for_a_challenge_his_side_lost() -> None:
    state, events = selected(challenge(("mind", "warrior", "mutant")), "attack_15", "attack_5")
    assert outcome(events)[0] == "offense" and tokens_earned(events) == [(1, 2, 2)]
    assert tokens_of(state) == (0, 2, 0)


def test_warrior_adds_his_tokens_to_his_total_and_keeps_them() -> None:
    state = with_record(challenge(("mind", "warrior", "mutant")), WarriorState((0, 3, 0)))
    state, events = selected(state, "attack_8", "attack_5")
    assert outcome(events) == ("defense", 10, 12)  # 8 + 2 against 5 + 4 + 3 tokens
    assert tokens_earned(events) == [(1, 1, 4)]


def test_a_zapped_warrior_neither_adds_nor_earns_tokens() -> None:
    state = zapped(with_record(challenge(("mind", "warrior", "mutant"), hands=ZAP), WarriorState((0, 3, 0))), 1)
    state, events = selected(state, "attack_8", "attack_5")
    assert outcome(events) == ("offense", 10, 9)
    assert tokens_earned(events) == [] and tokens_of(state) == (0, 3, 0)
