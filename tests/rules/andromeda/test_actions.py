"""Spec §4.5 and §4.8: the action phase (turn menu, exchange, sets, place, tracks, budget) and R-5.1/R-5.2/R-5.5."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

import pytest

from rules.andromeda import GAME
from rules.andromeda.components import KIND_OF, KINDS
from rules.andromeda.state import ACTION, State
from rules.andromeda.testing import arrange
from rules.contract import IllegalAction

from .support import a, new_game, play, to_actions


def action_phase(hands: Mapping[str, Sequence[str]], **more: Any) -> State:
    state = to_actions(new_game(3, active=0))
    assert GAME.acting(state) == ("p1",)
    return arrange(state, hands=hands, **more)


def hand_kinds(state: State, seat: int) -> list[str]:
    return [KINDS[KIND_OF[c]] for c in state.hands[seat]]


def supply_count(state: State, tier: str) -> int:
    return sum(1 for c in state.supply if KINDS[KIND_OF[c]] == tier)


def test_4_8_turn_menu_offers_only_actions_that_can_be_completed() -> None:
    state = action_phase({"p1": ["azura", "azura", "borea", "borea", "cygna", "draco", "eos", "fenn", "gorr"]})
    assert GAME.legal_actions(state, "p1") == [a("end_turn"), a("act", what="exchange")]
    state = action_phase({"p1": ["azura", "azura", "azura", "borea", "cygna", "draco", "eos", "fenn", "gorr"]})
    assert GAME.legal_actions(state, "p1") == [
        a("end_turn"),
        a("act", what="exchange"),
        a("act", what="place_stations"),
        a("act", what="found"),
        a("act", what="advance_ship"),
        a("act", what="advance_tech"),
    ]


def test_r4_5_1_bonus_cards_fill_a_set_but_one_planet_card_is_needed() -> None:
    state = action_phase({"p1": ["azura", "silver", "gold", "borea", "cygna", "draco", "eos", "fenn", "gorr"]})
    state, _ = play(state, ("p1", a("act", what="place_stations")))
    assert [x["planet"] for x in GAME.legal_actions(state, "p1")] == list(KINDS[:7])
    state, _ = play(state, ("p1", a("planet", planet="azura")))
    assert GAME.legal_actions(state, "p1") == [a("planet_cards", n=1)]
    state, _ = play(state, ("p1", a("planet_cards", n=1)))
    assert GAME.legal_actions(state, "p1") == [a("add_bonus", tier="silver"), a("add_bonus", tier="gold")]
    state, _ = play(state, ("p1", a("add_bonus", tier="gold")), ("p1", a("add_bonus", tier="silver")))
    assert GAME.legal_actions(state, "p1") == [a("set_done")]
    state, steps = play(state, ("p1", a("set_done")))
    assert steps[0].checkpoint is False
    assert GAME.legal_actions(state, "p1") == [a("place", n=0), a("place", n=1)]
    state, steps = play(state, ("p1", a("place", n=1)))
    assert steps[-1].checkpoint is True
    assert supply_count(state, "silver") == 6 and supply_count(state, "gold") == 4  # D-9: back to the supply
    assert "silver" not in hand_kinds(state, 0)


def test_4_8_place_stations_choices_and_effect() -> None:
    state = action_phase({"p1": ["azura"] * 4 + ["borea", "cygna", "draco", "eos", "fenn"]})
    before = state.on[0][0]
    state, _ = play(
        state,
        ("p1", a("act", what="place_stations")),
        ("p1", a("planet", planet="azura")),
    )
    assert GAME.legal_actions(state, "p1") == [a("planet_cards", n=3), a("planet_cards", n=4)]
    state, _ = play(state, ("p1", a("planet_cards", n=4)), ("p1", a("set_done")))
    assert GAME.legal_actions(state, "p1") == [a("place", n=k) for k in range(3)]
    state, steps = play(state, ("p1", a("place", n=2)))
    assert state.on[0][0] == before + 2
    assert state.earth[0] == 2
    assert [KINDS[KIND_OF[c]] for c in state.discard[-4:]] == ["azura"] * 4
    assert hand_kinds(state, 0) == ["borea", "cygna", "draco", "eos", "fenn", "silver"]  # pure 4 -> silver
    assert [e["type"] for e in steps[0].events] == ["set_played", "placed", "bonus_earned"]


def test_4_0_half_rounds_up_only_at_tech_4() -> None:
    hand = {"p1": ["azura"] * 5 + ["borea", "cygna", "draco", "eos"]}
    moves = [a("act", what="place_stations"), a("planet", planet="azura"), a("planet_cards", n=5), a("set_done")]
    low, _ = play(action_phase(hand), *[("p1", m) for m in moves])
    high, _ = play(action_phase(hand, tech={"p1": 4}), *[("p1", m) for m in moves])
    assert GAME.legal_actions(low, "p1")[-1] == a("place", n=2)
    assert GAME.legal_actions(high, "p1")[-1] == a("place", n=3)


def test_4_8_place_with_empty_earth_still_asks_for_zero() -> None:
    state = action_phase({"p1": ["gorr"] * 3 + ["borea"] * 6}, earth={"p1": 0})
    moves = [a("act", what="place_stations"), a("planet", planet="gorr"), a("planet_cards", n=3), a("set_done")]
    state, _ = play(state, *[("p1", m) for m in moves])
    assert GAME.legal_actions(state, "p1") == [a("place", n=0)]


def test_4_8_exchange_two_cards_dispose_first_then_draw() -> None:
    state = action_phase({"p1": ["azura", "borea", "borea", "cygna", "draco", "eos", "fenn", "gorr", "gorr"]})
    state = arrange(state, draw_top=["eos", "eos"])
    state, _ = play(state, ("p1", a("act", what="exchange")), ("p1", a("exchange_card", kind="borea")))
    assert a("exchange_card", kind="borea") in GAME.legal_actions(state, "p1")  # a second borea is still there
    assert GAME.legal_actions(state, "p1")[-1] == a("exchange_done")
    state, _ = play(state, ("p1", a("exchange_card", kind="borea")))
    assert GAME.legal_actions(state, "p1") == [a("exchange_done")]
    state, steps = play(state, ("p1", a("exchange_done")))
    assert steps[0].checkpoint is True
    assert hand_kinds(state, 0) == ["azura", "cygna", "draco", "eos", "eos", "eos", "fenn", "gorr", "gorr"]
    assert [KINDS[KIND_OF[c]] for c in state.discard[-2:]] == ["borea", "borea"]
    assert state.used == 1


def test_2_5_tech_3_exchanges_up_to_three_cards() -> None:
    state = action_phase({"p1": ["azura", "borea", "cygna", "draco", "eos", "fenn", "gorr", "gorr", "gorr"]})
    state = arrange(state, tech={"p1": 3})
    moves = [a("act", what="exchange")] + [a("exchange_card", kind=k) for k in ("azura", "borea")]
    state, _ = play(state, *[("p1", m) for m in moves])
    assert a("exchange_card", kind="cygna") in GAME.legal_actions(state, "p1")
    state, _ = play(state, ("p1", a("exchange_card", kind="cygna")))
    assert GAME.legal_actions(state, "p1") == [a("exchange_done")]


def test_d_9_exchanged_bonus_card_returns_to_the_supply() -> None:
    state = action_phase({"p1": ["diamond", "borea", "cygna", "draco", "eos", "fenn", "gorr", "gorr", "gorr"]})
    assert supply_count(state, "diamond") == 1
    moves = [a("act", what="exchange"), a("exchange_card", kind="diamond"), a("exchange_done")]
    state, _ = play(state, *[("p1", m) for m in moves])
    assert supply_count(state, "diamond") == 2
    assert len(state.hands[0]) == 9
    assert "diamond" not in hand_kinds(state, 0)


@pytest.mark.parametrize(("size", "tier"), [(3, None), (4, "silver"), (5, "gold"), (6, "platinum"), (7, "diamond")])
def test_r5_1_pure_sets_of_4_to_7_earn_one_bonus_card(size: int, tier: str | None) -> None:
    state = action_phase({"p1": ["eos"] * size + ["gorr"] * (9 - size)})
    moves = [a("act", what="advance_tech"), a("planet", planet="eos"), a("planet_cards", n=size), a("set_done")]
    state, _ = play(state, *[("p1", m) for m in moves])
    bonus = [k for k in hand_kinds(state, 0) if k not in ("eos", "gorr")]
    assert bonus == ([tier] if tier else [])
    assert state.tech[0] == 2  # D-6: one stage even with a bigger set


def test_r5_1_empty_stack_earns_nothing_and_mixed_sets_earn_nothing() -> None:
    state = action_phase({"p1": ["eos"] * 7 + ["gorr", "silver"]}, supply={"diamond": 0})
    moves = [a("act", what="advance_ship"), a("planet", planet="eos"), a("planet_cards", n=7), a("set_done")]
    empty, _ = play(state, *[("p1", m) for m in moves])
    assert hand_kinds(empty, 0) == ["gorr", "silver"]
    moves = [a("act", what="advance_ship"), a("planet", planet="eos"), a("planet_cards", n=3)]
    mixed, _ = play(state, *[("p1", m) for m in [*moves, a("add_bonus", tier="silver"), a("set_done")]])
    assert hand_kinds(mixed, 0) == ["eos"] * 4 + ["gorr"]
    assert mixed.ship[0] == 2


def test_r5_2_a_bonus_card_earned_can_be_used_in_the_same_turn() -> None:
    state = action_phase({"p1": ["eos"] * 4 + ["gorr"] * 3 + ["fenn"] * 2})
    moves = [a("act", what="advance_tech"), a("planet", planet="eos"), a("planet_cards", n=4), a("set_done")]
    state, _ = play(state, *[("p1", m) for m in moves])
    state, _ = play(state, ("p1", a("act", what="advance_tech")), ("p1", a("planet", planet="gorr")))
    assert GAME.legal_actions(state, "p1") == [a("planet_cards", n=3)]  # 3 gorr + the new silver reach 4
    state, _ = play(state, ("p1", a("planet_cards", n=3)), ("p1", a("add_bonus", tier="silver")))
    state, _ = play(state, ("p1", a("set_done")))
    assert state.tech[0] == 3


@pytest.mark.parametrize(("track", "needs"), [("ship", (3, 4, 6)), ("tech", (3, 4, 5))])
def test_r5_5_track_stages_need_growing_sets_and_stop_at_4(track: str, needs: tuple[int, int, int]) -> None:
    for stage, need in zip((1, 2, 3), needs, strict=True):
        state = action_phase({"p1": ["cygna"] * 7 + ["fenn", "gorr"]}, **{track: {"p1": stage}})
        state, _ = play(state, ("p1", a("act", what=f"advance_{track}")), ("p1", a("planet", planet="cygna")))
        assert GAME.legal_actions(state, "p1")[0] == a("planet_cards", n=need)
    state = action_phase({"p1": ["cygna"] * 7 + ["fenn", "gorr"]}, **{track: {"p1": 4}})
    assert a("act", what=f"advance_{track}") not in GAME.legal_actions(state, "p1")


def test_r5_5_tech_4_benefit_applies_from_the_next_action() -> None:
    state = action_phase({"p1": ["cygna"] * 5 + ["fenn"] * 3 + ["gorr"]}, tech={"p1": 3})
    moves = [a("act", what="advance_tech"), a("planet", planet="cygna"), a("planet_cards", n=5), a("set_done")]
    state, _ = play(state, *[("p1", m) for m in moves])
    moves = [a("act", what="place_stations"), a("planet", planet="fenn"), a("planet_cards", n=3), a("set_done")]
    state, _ = play(state, *[("p1", m) for m in moves])
    assert GAME.legal_actions(state, "p1")[-1] == a("place", n=2)  # ceil(3/2)


def test_r4_5_2_budget_three_for_active_two_for_others_then_automatic_pass() -> None:
    state = action_phase({"p1": ["azura"] * 9, "p2": ["borea"] * 9})
    for _ in range(3):
        state, _ = play(state, ("p1", a("act", what="exchange")), ("p1", a("exchange_card", kind="azura")))
        state, _ = play(state, ("p1", a("exchange_done")))
    assert GAME.acting(state) == ("p2",)
    for _ in range(2):
        state, _ = play(state, ("p2", a("act", what="exchange")), ("p2", a("exchange_card", kind="borea")))
        state, _ = play(state, ("p2", a("exchange_done")))
    assert GAME.acting(state) == ("p3",)


def test_r4_5_2_empty_hand_passes_the_turn() -> None:
    state = action_phase({"p1": ["azura"] * 3})
    moves = [a("act", what="advance_ship"), a("planet", planet="azura"), a("planet_cards", n=3), a("set_done")]
    state, _ = play(state, *[("p1", m) for m in moves])
    assert state.hands[0] == ()
    assert GAME.acting(state) == ("p2",)


def test_r4_5_2_end_turn_only_at_the_menu() -> None:
    state = action_phase({"p1": ["azura"] * 9})
    state, steps = play(state, ("p1", a("end_turn")))
    assert steps[0].checkpoint is False
    assert GAME.acting(state) == ("p2",)
    state, _ = play(state, ("p2", a("act", what="exchange")))
    with pytest.raises(IllegalAction):
        GAME.apply(state, "p2", a("end_turn"))


def test_r4_5_3_an_action_being_built_is_visible_to_its_owner_only() -> None:
    state = action_phase({"p1": ["azura"] * 5 + ["gold"] + ["borea"] * 3})
    moves = [a("act", what="found"), a("planet", planet="azura"), a("planet_cards", n=4), a("add_bonus", tier="gold")]
    state, _ = play(state, *[("p1", m) for m in moves])
    own = GAME.view(state, "p1")["private"]["build"]
    assert own["what"] == "found" and own["planet"] == "azura" and own["planet_cards"] == 4
    assert own["bonus"] == ["gold"]
    assert GAME.view(state, "p2")["private"]["build"] is None
    public = GAME.view(state, None)["public"]
    assert public["players"]["p1"]["hand_count"] == 9
    assert public["players"]["p1"]["bonus"] == ["gold"]
    assert "found" not in str(public)


def test_4_8_illegal_steps_leave_the_state_unchanged() -> None:
    state = action_phase({"p1": ["azura"] * 9})
    before = GAME.encode(state)
    for bad in (a("planet", planet="azura"), a("act", what="fly"), a("act", what="found", extra=1), a("x")):
        with pytest.raises(IllegalAction):
            GAME.apply(state, "p1", bad)
    with pytest.raises(IllegalAction, match="not your turn"):
        GAME.apply(state, "p2", a("end_turn"))
    assert GAME.encode(state) == before
    assert state.phase == ACTION


def test_4_8_field_values_of_another_type_are_refused() -> None:
    state = action_phase({"p1": ["azura"] * 9})
    moves = [a("act", what="place_stations"), a("planet", planet="azura")]
    state, _ = play(state, *[("p1", m) for m in moves])
    for bogus in (True, 3.0, "3"):
        with pytest.raises(IllegalAction):
            GAME.apply(state, "p1", a("planet_cards", n=bogus))
    state, _ = play(state, ("p1", a("planet_cards", n=3)))
    assert state.b_n == 3
