"""Wave 2b's Healer and Machine (spec §5.5.3): per power its effect with exact numbers, its timing, and what happens
when it is zapped or inactive; Healer's place in the loss-event pipeline (§5.5.0: last, after Void, Zombie and
Vacuum) and inside an open window (Plague); Machine's challenges after a failed one and his cap (D-45).

Red (seat 0) attacks blue_1 with two ships from red_1; blue defends it with four (tests/rules/cosmic/test_challenge.py).
Every home planet starts with four ships.
"""

from __future__ import annotations

import pytest

from rules.cosmic import engine
from rules.cosmic.aliens.machine import MACHINE_MAX
from rules.cosmic.components import SHIPS_PER_COLOUR, kind_of
from rules.cosmic.hooks import LOSS_REACTIONS, NEXT_CHALLENGE
from rules.cosmic.registry import rows
from rules.cosmic.state import State, decode, encode
from rules.frozen import evolve
from tests.rules.cosmic.scenario import act, head, pass_windows, start, to, until_window
from tests.rules.cosmic.test_challenge import D_HAND, O_HAND, aimed, invited_nobody, selected
from tests.rules.cosmic.test_conservation import cards, dealt, random_states
from tests.rules.cosmic.test_powers import FILL
from tests.rules.cosmic.test_wave_2a_losses import INACTIVE, failed_deal, lose, of, zones
from tests.rules.cosmic.test_wave_2a_outcome import ZAP, challenge, zapped
from tests.rules.cosmic.test_windows_protocol import everyone_else_passes

Events = list[dict[str, object]]
HEALER = ("mind", "mutant", "healer")
"""Yellow (seat 2) heals; red and blue play powers that do nothing by themselves."""
YELLOW_HAND = ("attack_6", "attack_8", "compromise")
BLUE_ZAPS = {1: (*D_HAND, "edict_cosmic_zap"), 2: YELLOW_HAND}
YELLOW_INACTIVE = {"yellow_2": 16, "yellow_3": 0, "yellow_4": 0, "yellow_5": 0}


def healer_game(**kwargs: object) -> State:
    hands = {2: YELLOW_HAND, **kwargs.pop("hands", {})}  # type: ignore[dict-item]
    return challenge(HEALER, hands=hands, talon=("attack_40", "attack_30"), **kwargs)


def heals(state: State, healer: int, *seats: str) -> tuple[State, Events]:
    """Healer heals `seats` (then `done` if anyone is left), and nobody responds to the use."""
    told: Events = []
    for seat in seats:
        state, events = act(state, healer, {"type": "heal", "seat": seat})
        told += events
    if head(state) == "heal":
        state, events = act(state, healer, {"type": "done"})
        told += events
    state, events = everyone_else_passes(state)
    return state, told + events


def blue_zaps_yellow(state: State) -> tuple[State, Events]:
    """In the response round now open, blue zaps yellow's power; the others pass."""
    state, told = act(state, 1, {"type": "play", "card": "edict_cosmic_zap"})
    state, events = act(state, 1, {"type": "target_seat", "seat": "p3"})
    state, more = everyone_else_passes(state, 1)
    state, last = everyone_else_passes(state)
    return state, told + events + more + last


# -- Healer ------------------------------------------------------------------------------------------------------------
def test_healer_is_the_last_reaction_to_a_loss() -> None:
    """§5.5.0: Void, Zombie, Vacuum, then Healer."""
    assert [power for power, _ in rows(LOSS_REACTIONS)] == ["void", "zombie", "vacuum", "healer"]


def test_healer_returns_the_healed_players_ships_and_draws_a_card_per_player() -> None:
    state, _ = selected(healer_game(), "attack_12", "attack_9")  # 14 against 13: blue's four go to the warp
    assert head(state) == "heal" and engine.acting(state) == (2,) and state.warp == (0, 4, 0)
    assert engine.legal(state, 2) == [{"type": "heal", "seat": "p2"}, {"type": "done"}]
    state, told = heals(state, 2, "p2")
    assert of(told, "healed") == [(2, [1])] and of(told, "drew") == [(2, None, 1)]
    assert [e for e in told if e["type"] == "cards_drawn"] == [
        {"type": "cards_drawn", "to": ["p3"], "seat": 2, "cards": ["attack_40"]}
    ]
    assert sorted(kind_of(c) for c in state.hands[2]) == sorted((*YELLOW_HAND, "attack_40"))
    assert head(state) == "place" and engine.acting(state) == (1,)  # the owner places them
    assert {a["planet"] for a in engine.legal(state, 1) if a["type"] == "place"} == {f"blue_{i}" for i in range(2, 6)}
    state, _ = act(state, 1, {"type": "place", "planet": "blue_2", "count": "all"})
    assert state.warp == (0, 0, 0) and state.ships_on("blue_2", 1) == 8 and state.ships_on("blue_1", 0) == 2
    assert state.lost == (0, 4, 0)  # still lost for compensation


def test_healers_use_meets_a_response_round_before_the_ships_move() -> None:
    state, _ = selected(healer_game(), "attack_12", "attack_9")
    assert state.window == ""  # asked right after the loss, outside any window
    state, events = act(state, 2, {"type": "heal", "seat": "p2"})  # nobody else to heal: the use is declared
    shown = next(e for e in events if e["type"] == "revealed_plays")
    assert shown["window"] == "healer" and shown["plays"] == [
        {
            "item": 0,
            "seat": 2,
            "kind": "power",
            "power": "healer",
            "mode": None,
            "names_item": None,
            "names_kind": None,
            "names_by": None,
            "names_seat": None,
            "names_seats": [1],
        }
    ]
    assert head(state) == "round" and state.window == "healer" and engine.acting(state) == (0, 1, 2)
    assert state.warp == (0, 4, 0) and len(state.hands[2]) == 3  # nothing happens before the round


def test_healer_may_heal_nobody() -> None:
    state, _ = selected(healer_game(), "attack_12", "attack_9")
    state, events = act(state, 2, {"type": "done"})
    assert not of(events, "healed") and state.window != "healer"
    state, _ = pass_windows(state)
    assert state.warp == (0, 4, 0) and len(state.hands[2]) == 3


def test_healed_ships_still_count_for_compensation() -> None:
    state, _ = selected(healer_game(), "attack_12", "compromise")
    red_hand = len(state.hands[0])
    state, told = heals(state, 2, "p2")
    state, more = act(state, 1, {"type": "place", "planet": "blue_3", "count": "all"})
    assert of(told + more, "compensation") == [(1, 0, 4)]
    assert state.warp == (0, 0, 0) and state.ships_on("blue_3", 1) == 8 and len(state.hands[0]) == red_hand - 4


def test_healer_does_not_heal_his_own_losses() -> None:
    state, _ = selected(challenge(("mind", "healer", "mutant")), "attack_12", "attack_9")
    assert head(state) != "heal" and state.warp == (0, 4, 0)
    state, _ = pass_windows(state)
    assert state.warp == (0, 4, 0)


def test_healer_is_asked_after_each_loss_event_of_a_failed_deal() -> None:
    """A failed deal makes two events: Healer, a main player, is asked only for his opponent's."""
    state, _ = failed_deal(healer_game())
    state, _ = lose(state, 0, "red_1", "red_2", "red_3")
    assert head(state) == "heal" and engine.legal(state, 2) == [{"type": "heal", "seat": "p1"}, {"type": "done"}]
    state, _ = heals(state, 2, "p1")
    state, _ = act(state, 0, {"type": "place", "planet": "red_4", "count": "all"})
    assert [state.ships_on(f"red_{i}", 0) for i in range(1, 6)] == [3, 3, 3, 7, 4] and state.warp == (0, 0, 0)
    state, _ = lose(state, 1, "blue_1", "blue_1", "blue_2")
    assert head(state) == "heal" and engine.legal(state, 2) == [{"type": "heal", "seat": "p2"}, {"type": "done"}]
    state, _ = act(state, 2, {"type": "done"})
    assert state.warp == (0, 3, 0) and len(state.hands[2]) == 4
    state, _ = failed_deal(challenge(("healer", "mind", "mutant")))
    state, _ = lose(state, 0, "red_1", "red_2", "red_3")
    assert head(state) == "lose" and engine.acting(state) == (1,)  # his own loss: not asked
    state, _ = lose(state, 1, "blue_1", "blue_1", "blue_2")
    assert head(state) == "heal" and engine.legal(state, 0) == [{"type": "heal", "seat": "p2"}, {"type": "done"}]


def test_healer_heals_a_plague_victim_inside_the_window_and_the_window_goes_on() -> None:
    """Plague resolves inside `w_start`: Healer's response round is put in between, and the window's own steps (the
    victim's discards, another declaration round) come back afterwards."""
    hands = {0: ("attack_4", "attack_6", "compromise"), 1: ("edict_plague", *FILL), 2: YELLOW_HAND}
    state, _ = start(3, powers=HEALER, hands=hands, talon=("attack_40",))
    state, _ = act(state, 1, {"type": "play", "card": "edict_plague"})
    state, _ = act(state, 1, {"type": "target_seat", "seat": "p1"})
    state, _ = everyone_else_passes(state, 1)
    state, _ = everyone_else_passes(state)
    state, _ = lose(state, 0, "red_1", "red_1", "red_2")
    assert head(state) == "heal" and state.window == "w_start" and state.warp == (3, 0, 0)
    state, _ = act(state, 2, {"type": "heal", "seat": "p1"})
    assert state.window == "healer" and head(state) == "round"
    state, _ = everyone_else_passes(state)
    assert head(state) == "place" and state.window == "w_start"
    state, _ = act(state, 0, {"type": "place", "planet": "red_5", "count": "all"})
    assert state.warp == (0, 0, 0) and [state.ships_on(f"red_{i}", 0) for i in range(1, 6)] == [2, 3, 4, 4, 7]
    assert head(state) == "discard_category" and engine.acting(state) == (0,)  # the Plague goes on
    state, _ = act(state, 0, {"type": "card", "card": "attack_4"})
    state, _ = act(state, 0, {"type": "card", "card": "compromise"})
    assert state.window == "w_start" and head(state) == "round"  # a card was spent: another round


def test_healer_is_asked_after_the_outcome_and_again_after_a_plague_in_w_end() -> None:
    hands = {0: O_HAND, 1: (*D_HAND, "edict_plague"), 2: YELLOW_HAND}
    state = invited_nobody(aimed(3, powers=HEALER, hands=hands, talon=("attack_40", "attack_30")))
    state, _ = selected(state, "attack_12", "attack_9")  # 14 against 13
    assert head(state) == "heal" and engine.legal(state, 2) == [{"type": "heal", "seat": "p2"}, {"type": "done"}]
    state, _ = heals(state, 2, "p2")
    state, _ = act(state, 1, {"type": "place", "planet": "blue_4", "count": "all"})
    state, _ = until_window(state, "w_end")
    state, _ = act(state, 1, {"type": "play", "card": "edict_plague"})
    state, _ = act(state, 1, {"type": "target_seat", "seat": "p1"})
    state, _ = everyone_else_passes(state, 1)
    state, _ = everyone_else_passes(state)
    state, _ = lose(state, 0, "red_2", "red_3", "red_4")
    assert head(state) == "heal" and engine.legal(state, 2) == [{"type": "heal", "seat": "p1"}, {"type": "done"}]
    state, _ = heals(state, 2, "p1")
    state, _ = act(state, 0, {"type": "place", "planet": "red_5", "count": "all"})
    while head(state) == "discard_category":  # Plague: one card of each category red holds
        state, _ = act(state, 0, engine.legal(state, 0)[0])
    assert state.warp == (0, 0, 0) and state.ships_on("blue_4", 1) == 8 and state.ships_on("red_5", 0) == 7
    assert sorted(kind_of(c) for c in state.hands[2]) == sorted((*YELLOW_HAND, "attack_40", "attack_30"))


def test_a_healer_zapped_in_his_response_round_heals_nobody_and_is_not_asked_again() -> None:
    state, _ = selected(healer_game(hands=BLUE_ZAPS), "attack_12", "attack_9")
    state, _ = act(state, 2, {"type": "heal", "seat": "p2"})
    state, told = blue_zaps_yellow(state)
    assert 2 in state.zapped and not of(told, "healed")
    state, _ = pass_windows(state)
    assert state.warp == (0, 4, 0) and len(state.hands[2]) == 3


def test_a_zapped_or_inactive_healer_is_not_asked() -> None:
    state, _ = until_window(healer_game(hands=BLUE_ZAPS), "w_preselect")
    state, _ = act(state, 1, {"type": "play", "card": "edict_cosmic_zap"})
    state, _ = act(state, 1, {"type": "target_seat", "seat": "p3"})
    state, _ = everyone_else_passes(state, 1)
    state, _ = everyone_else_passes(state)
    state, _ = selected(state, "attack_12", "attack_9")
    assert head(state) != "heal" and state.warp == (0, 4, 0)
    state, _ = selected(healer_game(ships={2: YELLOW_INACTIVE}), "attack_12", "attack_9")
    assert head(state) != "heal" and state.warp == (0, 4, 0)


def test_healer_comes_after_zombie_and_vacuum() -> None:
    """Yellow (Zombie) joins red (Vacuum) and both lose; green heals. Zombie's ships come home first, Vacuum assigns
    his losses, his victim's own event is healed first, and the outcome's event last, without Zombie's ships."""
    state, _ = to(aimed(4, powers=("vacuum", "mind", "zombie", "healer")), "invite")
    state, _ = act(state, 0, {"type": "invite", "seat": "p3"})
    state, _ = act(state, 0, {"type": "done"})
    state, _ = to(state, "invite")
    state, _ = act(state, 1, {"type": "done"})
    state, _ = to(state, "alliance")
    state, _ = act(state, 2, {"type": "join", "side": "offense"})
    state, _ = act(state, 2, {"type": "commit", "from": "yellow_1"})
    state, _ = act(state, 2, {"type": "commit", "from": "yellow_1"})
    state, _ = act(state, 2, {"type": "done"})
    state, _ = selected(state, "attack_4", "attack_20")
    assert head(state) == "place" and engine.acting(state) == (2,)  # Zombie first
    state, _ = act(state, 2, {"type": "place", "planet": "yellow_2", "count": "all"})
    assert head(state) == "vacuum" and state.tasks[0].n == 2  # then Vacuum
    state, _ = act(state, 0, {"type": "target_seat", "seat": "p2"})
    state, _ = act(state, 0, {"type": "target_seat", "seat": "p2"})
    state, _ = lose(state, 1, "blue_2", "blue_3")
    assert head(state) == "heal" and engine.legal(state, 3) == [{"type": "heal", "seat": "p2"}, {"type": "done"}]
    state, _ = act(state, 3, {"type": "done"})
    assert head(state) == "heal" and engine.legal(state, 3) == [{"type": "heal", "seat": "p1"}, {"type": "done"}]
    state, _ = heals(state, 3, "p1")
    state, _ = act(state, 0, {"type": "place", "planet": "red_2", "count": "all"})
    assert state.warp == (0, 2, 0, 0) and state.ships_on("red_2", 0) == 6 and state.ships_on("yellow_2", 2) == 6


# -- Machine -----------------------------------------------------------------------------------------------------------
MACHINE = ("machine", "mind", "mutant")


def test_machine_may_start_another_challenge_after_a_failed_one_without_a_new_hand() -> None:
    state, _ = selected(challenge(MACHINE), "attack_4", "attack_9")
    assert head(state) == "second" and engine.legal(state, 0) == [{"type": "second_challenge"}, {"type": "end_turn"}]
    hand = state.hands[0]
    state, events = act(state, 0, {"type": "second_challenge"})
    assert head(state) == "round" and state.window == "machine"  # his power's use meets a response round
    assert not of(events, "challenge")
    state, events = everyone_else_passes(state)
    assert of(events, "challenge") == [(0, 2)] and state.challenge_no == 2 and state.offense == 0
    assert state.hands[0] == hand and len(hand) == 6 and not of(events, "new_hand")


def test_machine_after_a_first_successful_challenge_takes_the_ordinary_second_one() -> None:
    state, _ = selected(challenge(MACHINE), "attack_12", "attack_9")
    assert head(state) == "second" and state.tasks[0].what == ""  # the rule's, not his power's
    state, events = act(state, 0, {"type": "second_challenge"})
    assert of(events, "challenge") == [(0, 2)] and state.window != "machine"


def test_machine_goes_on_after_his_second_challenge_successful_or_not() -> None:
    state, _ = selected(challenge(MACHINE), "attack_12", "attack_9")
    state, _ = act(evolve(state, rig_destiny=("destiny_blue_2",)), 0, {"type": "second_challenge"})
    state, _ = to(state, "target")
    state, _ = act(state, 0, {"type": "target", "planet": "blue_2"})
    state, _ = act(state, 0, {"type": "commit", "from": "red_2"})
    state, _ = act(state, 0, {"type": "done"})
    state = invited_nobody(state)
    state, _ = selected(state, "attack_15", "attack_20")  # 16 against 24: failed
    assert head(state) == "second" and state.tasks[0].what == "machine" and state.challenge_no == 2


def test_a_base_player_after_a_failed_challenge_gets_no_other() -> None:
    state, events = selected(challenge(("mind", "mutant", "laser")), "attack_4", "attack_9")
    assert head(state) != "second" and state.offense == 1 and of(events, "turn")[-1] == (1, 2)


def test_machine_without_a_challenge_card_ends_his_turn() -> None:
    state = challenge(MACHINE, hands={0: ("attack_4", "edict_mobius_tubes")})
    state, events = selected(state, "attack_4", "attack_9")
    assert head(state) != "second" and state.offense == 1 and of(events, "turn")[-1] == (1, 2)
    assert [kind_of(c) for c in state.hands[0]] == ["edict_mobius_tubes"]  # no new hand for him


def test_machine_has_at_most_ten_challenges_in_a_turn() -> None:
    """D-45: Machine has at most 10 challenges per turn."""
    assert MACHINE_MAX == 10 and len(rows(NEXT_CHALLENGE)) == 1
    state, _ = selected(evolve(challenge(MACHINE), challenge_no=9), "attack_4", "attack_9")
    assert head(state) == "second" and state.challenge_no == 9
    state, _ = act(state, 0, {"type": "second_challenge"})
    state, _ = everyone_else_passes(state)
    assert state.challenge_no == 10
    state, _ = selected(evolve(challenge(MACHINE), challenge_no=10), "attack_12", "attack_9")
    assert head(state) != "second" and state.offense == 1


def test_machine_may_end_his_turn() -> None:
    state, _ = selected(challenge(MACHINE), "attack_4", "attack_9")
    state, events = act(state, 0, {"type": "end_turn"})
    assert state.offense == 1 and of(events, "turn")[-1] == (1, 2)


def test_a_machine_zapped_in_his_response_round_ends_his_turn() -> None:
    state, _ = selected(challenge(MACHINE, hands=ZAP), "attack_4", "attack_9")
    state, _ = act(state, 0, {"type": "second_challenge"})
    state, _ = act(state, 2, {"type": "play", "card": "edict_cosmic_zap"})
    state, _ = act(state, 2, {"type": "target_seat", "seat": "p1"})
    state, _ = everyone_else_passes(state, 2)
    state, events = everyone_else_passes(state)
    assert state.offense == 1
    assert of(events, "turn") == [(1, 2)] and of(events, "challenge") == [(1, 1)]


def test_a_zapped_or_inactive_machine_follows_the_ordinary_rule() -> None:
    state, _ = selected(zapped(challenge(MACHINE, hands=ZAP), 0), "attack_4", "attack_9")
    assert head(state) != "second" and state.offense == 1
    state, _ = selected(challenge(MACHINE, ships={0: INACTIVE}), "attack_4", "attack_9")
    assert head(state) != "second" and state.offense == 1
    state, _ = selected(challenge(MACHINE, ships={0: INACTIVE}), "attack_12", "attack_9")
    assert head(state) == "second" and state.tasks[0].what == ""


# -- cards and ships are never created or lost -------------------------------------------------------------------------
@pytest.mark.parametrize("seed", range(2))
def test_every_card_and_ship_stays_counted_in_random_games_of_these_powers(seed: int) -> None:
    options = {"warp_fan": True} if seed % 2 else {}
    powers = ("healer", "machine", "vacuum", "zombie", "kamikaze")
    start = dealt(5, seed, options, {s: powers[(s + seed) % 5] for s in range(5)})
    deck = cards(start)
    for state in random_states(start, seed, 2500):
        assert cards(state) == deck, f"after action {state.seq}"
        assert [zones(state, s) for s in range(5)] == [SHIPS_PER_COLOUR] * 5, f"after action {state.seq}"
        assert state.challenge_no <= MACHINE_MAX
        assert decode(encode(state)) == state
