"""Spec §4.4: the trading phase step by step (R-4.4.1 .. R-4.4.11, D-16 .. D-19, D-29)."""

from __future__ import annotations

import json

import pytest

from rules.andromeda import GAME
from rules.andromeda.components import CARD_ID
from rules.andromeda.state import ACTION, KEEP, LAP, OFFER, RESPOND, State
from rules.andromeda.testing import arrange
from rules.contract import IllegalAction

from .support import a, events_of, new_game, pass_transport, play

P1 = ["azura"] * 3 + ["borea"] * 3 + ["cygna"] * 3
P2 = ["azura", "borea", "draco", "draco", "draco", "eos", "eos", "fenn", "gorr"]
P3 = ["azura", "cygna", "draco", "eos", "fenn", "fenn", "gorr", "gorr", "gorr"]


def trading(n: int = 3, **hands: list[str]) -> State:
    state = pass_transport(new_game(n, active=0))
    base = {"p1": P1, "p2": P2, "p3": P3}
    base.update(hands)
    return arrange(state, hands={s: h for s, h in base.items() if s in state.seats})


def kinds(state: State, seat: int) -> list[str]:
    return [CARD_ID[c].split(":")[1] for c in state.hands[seat]]


def test_r4_4_1_offer_puts_the_lowest_card_of_the_kind_face_up() -> None:
    state = trading()
    lowest = state.hands[0][0]
    state, steps = play(state, ("p1", a("offer", kind="azura")))
    assert state.displays[0] == (lowest,)
    assert len(state.hands[0]) == 8
    assert state.k == 1
    assert steps[0].checkpoint is True
    assert steps[0].events[0] == {"type": "offered", "to": None, "seat": "p1", "kind": "azura", "k": 1}
    assert state.phase == RESPOND
    assert GAME.acting(state) == ("p2", "p3")


def test_r4_4_11_first_offer_lists_every_kind_in_hand_once() -> None:
    state = trading(p1=["azura", "azura", "gorr", "borea", "borea", "borea", "eos", "eos", "silver"])
    assert GAME.legal_actions(state, "p1") == [a("offer", kind=k) for k in ("azura", "borea", "eos", "gorr", "silver")]
    assert GAME.legal_actions(state, "p2") == []


def test_r4_4_2_responses_exclude_the_offered_kind() -> None:
    state, _ = play(trading(), ("p1", a("offer", kind="azura")))
    assert GAME.legal_actions(state, "p2") == [a("respond", kind=k) for k in ("borea", "draco", "eos", "fenn", "gorr")]
    assert GAME.legal_actions(state, "p1") == []


def test_r4_4_2_a_submitted_response_is_hidden_from_everyone_else() -> None:
    state, _ = play(trading(), ("p1", a("offer", kind="azura")))
    chosen = next(c for c in state.hands[1] if CARD_ID[c].startswith("andromeda:draco"))
    state, steps = play(state, ("p2", a("respond", kind="draco")))
    assert GAME.acting(state) == ("p3",)
    assert steps[0].checkpoint is True
    assert [e for e in steps[0].events if e["to"] is None] == [{"type": "responded", "to": None, "seat": "p2"}]
    for viewer in (None, "p1", "p3"):
        view = GAME.view(state, viewer)
        text = json.dumps(view)
        assert CARD_ID[chosen] not in text
        player = view["public"]["players"]["p2"]
        assert player["has_chosen"] is True
        assert player["hand_count"] == 9
        assert player["display"] == []
        if viewer is not None:
            assert view["private"]["response"] is None
    own = GAME.view(state, "p2")["private"]
    assert own["response"] == {"id": CARD_ID[chosen], "kind": "draco"}
    assert CARD_ID[chosen] in GAME.secrets(state)["p2"]
    with pytest.raises(IllegalAction, match="already chosen"):
        GAME.apply(state, "p2", a("respond", kind="eos"))


def test_r4_4_2_the_last_submission_reveals_all_at_once() -> None:
    state, _ = play(trading(), ("p1", a("offer", kind="azura")), ("p2", a("respond", kind="draco")))
    state, steps = play(state, ("p3", a("respond", kind="gorr")))
    assert {"type": "revealed", "to": None, "cards": {"p2": "draco", "p3": "gorr"}} in steps[0].events
    view = GAME.view(state, None)["public"]
    assert view["players"]["p2"]["display"] == ["draco"]
    assert view["players"]["p3"]["display"] == ["gorr"]
    assert view["players"]["p2"]["hand_count"] == 8
    assert state.phase == OFFER


def test_r4_4_2_result_does_not_depend_on_submission_order() -> None:
    state, _ = play(trading(), ("p1", a("offer", kind="azura")))
    one, _ = play(state, ("p2", a("respond", kind="eos")), ("p3", a("respond", kind="fenn")))
    two, _ = play(state, ("p3", a("respond", kind="fenn")), ("p2", a("respond", kind="eos")))
    assert GAME.encode(one) == GAME.encode(two)


def test_r4_4_5_after_one_offer_the_active_player_must_offer_again() -> None:
    state, _ = play(
        trading(),
        ("p1", a("offer", kind="azura")),
        ("p2", a("respond", kind="draco")),
        ("p3", a("respond", kind="gorr")),
    )
    legal = GAME.legal_actions(state, "p1")
    assert legal == [a("offer", kind=k) for k in ("azura", "borea", "cygna")]


def _two_offers(n: int = 3, **hands: list[str]) -> State:
    state = trading(n, **hands)
    state, _ = play(state, ("p1", a("offer", kind="azura")))
    for seat in GAME.acting(state):
        state, _ = play(state, (seat, GAME.legal_actions(state, seat)[-1]))
    state, _ = play(state, ("p1", a("offer", kind="borea")))
    for seat in GAME.acting(state):
        state, _ = play(state, (seat, GAME.legal_actions(state, seat)[-1]))
    return state


def test_d_16_the_ban_covers_every_kind_offered_in_the_phase() -> None:
    state = trading()
    state, _ = play(state, ("p1", a("offer", kind="azura")), ("p2", a("respond", kind="gorr")))
    state, _ = play(state, ("p3", a("respond", kind="gorr")), ("p1", a("offer", kind="borea")))
    assert a("respond", kind="azura") not in GAME.legal_actions(state, "p2")
    assert a("respond", kind="borea") not in GAME.legal_actions(state, "p2")
    # a co-player may repeat their own kinds and kinds other co-players played (gorr)
    assert a("respond", kind="gorr") in GAME.legal_actions(state, "p3")


def test_r4_4_5_continue_or_swap_offers_kinds_and_partners() -> None:
    state = _two_offers()
    assert state.k == 2
    legal = GAME.legal_actions(state, "p1")
    assert legal == [a("offer", kind=k) for k in ("azura", "borea", "cygna")] + [
        a("swap", **{"with": "p2"}),
        a("swap", **{"with": "p3"}),
    ]


def test_r4_4_5_at_the_maximum_the_active_player_must_swap() -> None:
    state = _two_offers()
    state, _ = play(state, ("p1", a("offer", kind="cygna")))
    for seat in GAME.acting(state):
        state, _ = play(state, (seat, GAME.legal_actions(state, seat)[0]))
    assert state.k == 3
    assert GAME.legal_actions(state, "p1") == [a("swap", **{"with": "p2"}), a("swap", **{"with": "p3"})]


def test_2_5_tech_2_lets_the_active_player_offer_a_fourth_card() -> None:
    state = arrange(
        pass_transport(arrange(new_game(3, active=0), tech={"p1": 2})), hands={"p1": P1, "p2": P2, "p3": P3}
    )
    state = arrange(state, tech={"p1": 2})
    assert state.max_offer == 4
    state, _ = play(state, ("p1", a("offer", kind="azura")))
    for offer in ("borea", "cygna"):
        for seat in GAME.acting(state):
            state, _ = play(state, (seat, GAME.legal_actions(state, seat)[0]))
        state, _ = play(state, ("p1", a("offer", kind=offer)))
    for seat in GAME.acting(state):
        state, _ = play(state, (seat, GAME.legal_actions(state, seat)[0]))
    assert state.k == 3
    assert a("offer", kind="azura") in GAME.legal_actions(state, "p1")


def test_r4_4_6_and_r4_4_8_swap_then_keep_then_lone_display_ends_trading() -> None:
    state = _two_offers()
    a_display, p2_display = state.displays[0], state.displays[1]
    p3_display = state.displays[2]
    state, steps = play(state, ("p1", a("swap", **{"with": "p2"})))
    assert steps[0].checkpoint is False
    assert set(p2_display) <= set(state.hands[0])
    assert state.displays[1] == a_display
    assert state.phase == KEEP and GAME.acting(state) == ("p2",)
    assert GAME.legal_actions(state, "p2") == [a("keep"), a("stay")]
    state, _ = play(state, ("p2", a("keep")))
    # only p3 still has a display, so it goes back to hand and the action phase starts with A.
    assert set(a_display) <= set(state.hands[1])
    assert set(p3_display) <= set(state.hands[2])
    assert state.phase == ACTION and GAME.acting(state) == ("p1",)
    assert [len(h) for h in state.hands] == [9, 9, 9]


def test_r4_4_9_stay_then_the_lap_starts_at_the_left_neighbour() -> None:
    state = _two_offers()
    a_display, p3_display = state.displays[0], state.displays[2]
    state, _ = play(state, ("p1", a("swap", **{"with": "p2"})), ("p2", a("stay")))
    assert state.phase == LAP and GAME.acting(state) == ("p2",)
    assert GAME.legal_actions(state, "p2") == [a("take_back"), a("swap", **{"with": "p3"})]
    state, _ = play(state, ("p2", a("swap", **{"with": "p3"})))
    # p2 takes p3's cards; p3 is left alone with A's old cards and takes them (R-4.4.7, R-4.4.10)
    assert set(p3_display) <= set(state.hands[1])
    assert set(a_display) <= set(state.hands[2])
    assert state.phase == ACTION
    assert [len(h) for h in state.hands] == [9, 9, 9]


def test_r4_4_9_take_back_in_the_lap() -> None:
    state = _two_offers()
    a_display = state.displays[0]
    state, _ = play(state, ("p1", a("swap", **{"with": "p2"})), ("p2", a("stay")), ("p2", a("take_back")))
    assert set(a_display) <= set(state.hands[1])
    assert state.phase == ACTION


def test_r4_4_9_four_players_lap_with_keep_stay_and_late_partners() -> None:
    p4 = ["azura", "cygna", "cygna", "draco", "eos", "fenn", "gorr", "gorr", "borea"]
    state = _two_offers(4, p4=p4)
    state, _ = play(state, ("p1", a("swap", **{"with": "p3"})), ("p3", a("stay")))
    assert GAME.acting(state) == ("p2",)
    assert GAME.legal_actions(state, "p2") == [
        a("take_back"),
        a("swap", **{"with": "p3"}),
        a("swap", **{"with": "p4"}),
    ]
    state, _ = play(state, ("p2", a("swap", **{"with": "p4"})))
    assert state.phase == KEEP and GAME.acting(state) == ("p4",)
    state, _ = play(state, ("p4", a("stay")))
    # p3 is next in the lap; only later players (p4) can be partners
    assert state.phase == LAP and GAME.acting(state) == ("p3",)
    assert GAME.legal_actions(state, "p3") == [a("take_back"), a("swap", **{"with": "p4"})]
    state, _ = play(state, ("p3", a("swap", **{"with": "p4"})))
    assert state.phase == ACTION
    assert [len(h) for h in state.hands] == [9, 9, 9, 9]


def test_r4_4_3_co_player_without_legal_card_shows_hand_to_active_only_and_withdraws() -> None:
    state = trading(p3=["azura"] * 8 + ["borea"])
    state, steps = play(state, ("p1", a("offer", kind="borea")))
    assert GAME.acting(state) == ("p2", "p3")
    state, _ = play(state, ("p2", a("respond", kind="draco")), ("p3", a("respond", kind="azura")))
    own_before = sorted(state.displays[2] + state.hands[2])
    state, steps = play(state, ("p1", a("offer", kind="azura")))
    shown = [e for e in steps[0].events if e["type"] == "hand_shown"]
    assert shown == [{"type": "hand_shown", "to": ["p1"], "seat": "p3", "cards": {"azura": 7, "borea": 1}}]
    assert {"type": "withdrew", "to": None, "seat": "p3", "taken_back": ["azura"]} in steps[0].events
    assert sorted(state.hands[2]) == own_before  # exactly their own cards back
    assert GAME.acting(state) == ("p2",)
    assert "p3" not in GAME.view(state, None)["public"]["trade"]["in_trade"]
    assert "hand_shown" not in json.dumps(GAME.view(state, "p1"))


def test_r4_4_4_everyone_gone_the_active_player_takes_back_and_trading_ends() -> None:
    state = trading(p2=["azura"] * 4 + ["borea"] * 5, p3=["azura"] * 5 + ["borea"] * 4)
    state = arrange(state, hands={"p1": ["azura", "azura", "azura", "borea", "cygna", "cygna", "draco", "eos", "eos"]})
    state, steps = play(state, ("p1", a("offer", kind="azura")))
    state, _ = play(state, ("p2", a("respond", kind="borea")), ("p3", a("respond", kind="borea")))
    state, steps = play(state, ("p1", a("offer", kind="borea")))
    assert state.phase == ACTION and GAME.acting(state) == ("p1",)
    assert [len(h) for h in state.hands] == [9, 9, 9]
    assert {"type": "trading_ended", "to": None, "why": "no_partner"} in events_of(steps)


def test_r4_4_2_bonus_card_response_stays_shown_as_held_until_the_reveal() -> None:
    state = trading(p2=["silver", "azura", "azura", "azura", "azura", "azura", "azura", "azura", "azura"])
    state, _ = play(state, ("p1", a("offer", kind="azura")))
    assert GAME.legal_actions(state, "p2") == [a("respond", kind="silver")]  # D-29: still prompted
    state, _ = play(state, ("p2", a("respond", kind="silver")))
    assert GAME.view(state, "p3")["public"]["players"]["p2"]["bonus"] == ["silver"]
    state, _ = play(state, ("p3", a("respond", kind="gorr")))
    assert GAME.view(state, "p3")["public"]["players"]["p2"]["bonus"] == []
    assert GAME.view(state, "p3")["public"]["players"]["p2"]["display"] == ["silver"]


def test_4_4_trading_never_changes_hand_sizes_and_lists_stay_small() -> None:
    for n in (3, 4, 5):
        state = pass_transport(new_game(n, active=1))
        while state.phase != ACTION:
            for seat in GAME.acting(state):
                legal = GAME.legal_actions(state, seat)
                assert 0 < len(legal) <= 15
                assert len({json.dumps(x, sort_keys=True) for x in legal}) == len(legal)
            seat = GAME.acting(state)[0]
            state = GAME.apply(state, seat, GAME.legal_actions(state, seat)[-1]).state
        assert [len(h) for h in state.hands] == [9] * n
        assert all(d == () for d in state.displays)


def test_r4_4_7_swap_leaving_one_display_ends_trading_without_keep_prompt() -> None:
    state = trading(p3=["azura"] * 8 + ["borea"])
    state, _ = play(state, ("p1", a("offer", kind="borea")))
    state, _ = play(state, ("p2", a("respond", kind="draco")), ("p3", a("respond", kind="azura")))
    state, _ = play(state, ("p1", a("offer", kind="azura")))  # p3 withdraws
    state, _ = play(state, ("p2", a("respond", kind="eos")))
    a_display = state.displays[0]
    assert GAME.legal_actions(state, "p1")[-1] == a("swap", **{"with": "p2"})
    state, steps = play(state, ("p1", a("swap", **{"with": "p2"})))
    assert set(a_display) <= set(state.hands[1])
    assert state.phase == ACTION and GAME.acting(state) == ("p1",)
    assert [e["type"] for e in steps[0].events][:3] == ["swapped", "took_back", "trading_ended"]
    assert [len(h) for h in state.hands] == [9, 9, 9]
