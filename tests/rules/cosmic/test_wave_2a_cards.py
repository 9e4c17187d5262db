"""Wave 2a's powers that move cards (spec §5.5.2): each power's effect, its timing, and what happens when it is
zapped.

Red (seat 0) attacks blue_1 with two ships; blue defends it with four (tests/rules/cosmic/test_challenge.py)."""

from __future__ import annotations

from rules.cosmic import engine
from rules.cosmic.state import State
from tests.rules.cosmic.scenario import act, pass_windows, to, until_window
from tests.rules.cosmic.test_challenge import D_HAND, O_HAND, aimed, invited_nobody, selected
from tests.rules.cosmic.test_conservation import cards
from tests.rules.cosmic.test_powers import FILL, kinds, used_in
from tests.rules.cosmic.test_wave_2a_outcome import ZAP, zapped
from tests.rules.cosmic.test_windows_protocol import everyone_else_passes


def challenge(powers: tuple[str, str, str], **kwargs: object) -> State:
    return invited_nobody(aimed(3, powers=powers, **kwargs))


def offered(state: State, seat: int) -> bool:
    return {"type": "use_power"} in engine.legal(state, seat)


def ships(state: State) -> list[int]:
    return [state.ships_of(s) for s in range(len(state.seats))]


# -- Clone -------------------------------------------------------------------------------------------------------------
def test_clone_takes_his_final_card_back_instead_of_discarding_it() -> None:
    state = challenge(("clone", "mind", "mutant"))
    before = cards(state)
    state, _ = selected(state, "attack_12", "attack_9", stop="w_discard")
    state, told = used_in(state, "w_discard", 0, {"type": "use_power"})
    state, more = pass_windows(state)
    events = told + more
    cloned = next(e for e in events if e["type"] == "cloned")
    assert (cloned["seat"], cloned["card"]) == (0, "attack_12")
    assert "attack_12" in kinds(state.hands[0])
    assert "attack_9" in kinds(state.discard) and "attack_12" not in kinds(state.discard)
    assert cards(state) == before


def test_clone_is_offered_only_before_the_discard_and_only_to_a_main_player() -> None:
    state = challenge(("clone", "mind", "mutant"))
    state, _ = until_window(state, "w_preselect")
    assert not offered(state, 0)
    state = challenge(("mind", "clone", "mutant"))
    state, _ = selected(state, "attack_12", "attack_9", stop="w_discard")
    assert offered(state, 1)
    state = challenge(("mind", "mutant", "clone"))
    state, _ = selected(state, "attack_12", "attack_9", stop="w_discard")
    assert not offered(state, 2)  # not a main player


def test_a_zapped_clone_discards_his_card() -> None:
    state = zapped(challenge(("clone", "mind", "mutant"), hands={2: ("edict_cosmic_zap", *FILL)}), 0)
    state, events = selected(state, "attack_12", "attack_9", stop="w_discard")
    assert not offered(state, 0)
    state, events = pass_windows(state)
    assert not any(e["type"] == "cloned" for e in events)
    assert "attack_12" in kinds(state.discard)


# -- Trader ------------------------------------------------------------------------------------------------------------
def test_trader_swaps_whole_hands_and_each_is_told_his_new_hand_privately() -> None:
    state = challenge(("trader", "mind", "mutant"))
    before = cards(state)
    state, events = used_in(state, "w_preselect", 0, {"type": "use_power"})
    assert kinds(state.hands[0]) == sorted(D_HAND) and kinds(state.hands[1]) == sorted(O_HAND)
    traded = next(e for e in events if e["type"] == "hands_traded")
    assert (traded["to"], traded["seat"], traded["with"]) == (None, 0, 1)
    told = {e["seat"]: e for e in events if e["type"] == "hand_received"}
    assert told[0]["to"] == [state.seats[0]] and sorted(told[0]["cards"]) == sorted(D_HAND)  # type: ignore[arg-type]
    assert told[1]["to"] == [state.seats[1]] and sorted(told[1]["cards"]) == sorted(O_HAND)  # type: ignore[arg-type]
    assert cards(state) == before


def test_trader_is_offered_only_to_a_main_player_before_selection() -> None:
    state = challenge(("trader", "mind", "mutant"))
    state, _ = until_window(state, "w_alliance")
    assert not offered(state, 0)
    state = challenge(("mind", "mutant", "trader"))
    state, _ = until_window(state, "w_preselect")
    assert not offered(state, 2)


def test_a_zapped_trader_keeps_his_hand() -> None:
    state = zapped(challenge(("trader", "mind", "mutant"), hands=ZAP), 0)
    assert not offered(state, 0)
    assert kinds(state.hands[0]) == sorted(O_HAND)


# -- Philanthropist ----------------------------------------------------------------------------------------------------
def test_philanthropist_gives_the_opponent_a_card_of_his_choice() -> None:
    state = challenge(("philanthropist", "mind", "mutant"))
    before = cards(state)
    state, _ = until_window(state, "w_alliance")
    state, _ = act(state, 0, {"type": "use_power"})
    legal = engine.legal(state, 0)
    assert {"type": "target_seat", "seat": state.seats[1]} in legal
    assert {"type": "target_seat", "seat": state.seats[0]} not in legal
    assert {"type": "target_seat", "seat": state.seats[2]} not in legal
    state, _ = act(state, 0, {"type": "target_seat", "seat": state.seats[1]})
    state, _ = everyone_else_passes(state, 0)
    state, _ = everyone_else_passes(state)
    assert engine.legal(state, 1) == []
    state, events = act(state, 0, {"type": "card", "card": "attack_15"})
    assert kinds(state.hands[0]) == sorted(set(O_HAND) - {"attack_15"})
    assert kinds(state.hands[1]) == sorted((*D_HAND, "attack_15"))
    moved = next(e for e in events if e["type"] == "cards_moved")
    assert moved["to"] == [state.seats[0], state.seats[1]] and moved["cards"] == ["attack_15"]
    assert cards(state) == before


def test_philanthropist_as_an_ally_may_give_to_either_main_player() -> None:
    state = aimed(3, powers=("mind", "mutant", "philanthropist"), hands={2: ("attack_4", *FILL)})
    state, _ = to(state, "invite")
    state, _ = act(state, 0, {"type": "invite", "seat": "p3"})  # the only guest: the invitations end
    state, _ = to(state, "invite")
    state, _ = act(state, 1, {"type": "done"})
    state, _ = to(state, "alliance")
    state, _ = act(state, 2, {"type": "join", "side": "offense"})
    state, _ = act(state, 2, {"type": "commit", "from": "yellow_1"})
    state, _ = act(state, 2, {"type": "done"})
    state, _ = until_window(state, "w_alliance")
    state, _ = act(state, 2, {"type": "use_power"})
    legal = engine.legal(state, 2)
    assert [a["seat"] for a in legal if a["type"] == "target_seat"] == ["p1", "p2"]
    state, _ = act(state, 2, {"type": "target_seat", "seat": "p1"})
    state, _ = everyone_else_passes(state, 2)
    state, _ = everyone_else_passes(state)
    state, _ = act(state, 2, {"type": "card", "card": "attack_4"})
    assert kinds(state.hands[2]) == sorted(FILL) and "attack_4" in kinds(state.hands[0])


def test_philanthropist_is_offered_in_the_alliance_window_to_main_players_only() -> None:
    state = challenge(("philanthropist", "mind", "mutant"))
    state, _ = until_window(state, "w_preselect")
    assert not offered(state, 0)
    state = challenge(("mind", "mutant", "philanthropist"))
    state, _ = until_window(state, "w_alliance")
    assert not offered(state, 2)  # neither main player nor ally


def test_a_zapped_philanthropist_gives_nothing() -> None:
    state = challenge(("philanthropist", "mind", "mutant"), hands=ZAP)
    state, _ = until_window(state, "w_alliance")
    state, _ = act(state, 2, {"type": "play", "card": "edict_cosmic_zap"})
    state, _ = act(state, 2, {"type": "target_seat", "seat": state.seats[0]})
    state, _ = everyone_else_passes(state, 2)
    state, _ = everyone_else_passes(state)
    assert not offered(state, 0)
    state, _ = to(state, "select")
    assert kinds(state.hands[0]) == sorted(O_HAND)


# -- Kamikaze ----------------------------------------------------------------------------------------------------------
def test_kamikaze_sends_his_marked_ships_to_the_warp_and_draws_two_cards_per_ship() -> None:
    state = challenge(("kamikaze", "mind", "mutant"))
    before, fleet, hand = cards(state), ships(state), len(state.hands[0])
    state, _ = until_window(state, "w_preselect")
    state, _ = act(state, 0, {"type": "use_power"})
    state, _ = everyone_else_passes(state, 0)
    state, _ = everyone_else_passes(state)
    assert {"type": "done"} not in engine.legal(state, 0)  # at least one ship
    state, _ = act(state, 0, {"type": "lose", "planet": "red_2"})
    state, _ = act(state, 0, {"type": "lose", "planet": "red_2"})
    assert state.ships_on("red_2", 0) == 4  # marked, not yet gone
    state, events = act(state, 0, {"type": "lose", "planet": "red_3"})
    state, more = act(state, 0, {"type": "done"})
    events += more
    assert (state.ships_on("red_2", 0), state.ships_on("red_3", 0), state.warp[0]) == (2, 3, 3)
    assert [(e["planet"], e["count"]) for e in events if e["type"] == "ships_lost"] == [("red_2", 2), ("red_3", 1)]
    assert len(state.hands[0]) == hand + 6
    drawn = next(e for e in events if e["type"] == "cards_drawn")
    assert drawn["to"] == [state.seats[0]] and len(drawn["cards"]) == 6  # type: ignore[arg-type]
    assert cards(state) == before and ships(state) == fleet


def test_kamikaze_marks_at_most_four_ships() -> None:
    state = challenge(("kamikaze", "mind", "mutant"))
    state, _ = used_in(state, "w_preselect", 0, {"type": "use_power"})
    for _ in range(4):
        state, _ = act(state, 0, {"type": "lose", "planet": "red_2"})
    assert state.warp[0] == 4 and state.ships_on("red_2", 0) == 0


def test_kamikaze_is_offered_only_to_a_main_player_before_selection() -> None:
    state = challenge(("kamikaze", "mind", "mutant"))
    state, _ = until_window(state, "w_alliance")
    assert not offered(state, 0)
    state = challenge(("mind", "mutant", "kamikaze"))
    state, _ = until_window(state, "w_preselect")
    assert not offered(state, 2)


def test_a_zapped_kamikaze_moves_nothing() -> None:
    state = challenge(("kamikaze", "mind", "mutant"), hands=ZAP)
    state, _ = until_window(state, "w_preselect")
    fleet, hand = state.warp[0], len(state.hands[0])
    state, _ = act(state, 0, {"type": "use_power"})
    state, _ = act(state, 2, {"type": "play", "card": "edict_cosmic_zap"})
    state, _ = act(state, 2, {"type": "target_seat", "seat": state.seats[0]})
    state, _ = everyone_else_passes(state, 2)
    state, _ = everyone_else_passes(state)
    assert 0 in state.zapped
    state, _ = to(state, "select")
    assert state.warp[0] == fleet and len(state.hands[0]) == hand
