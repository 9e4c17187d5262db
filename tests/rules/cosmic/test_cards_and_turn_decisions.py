"""The decisions of spec §8 about cards, powers and the turn (D-17, D-20, D-21, D-23, D-26, D-29, D-32, D-36, D-38,
D-39, D-42), each in scenarios: a position, the actions played, the exact result."""

from __future__ import annotations

import pytest

from rules.contract import Event, Result
from rules.cosmic import engine
from rules.cosmic.components import CHALLENGE_COUNTS, kind_of
from rules.cosmic.game import GAME
from rules.cosmic.powers import active, commit_cap
from rules.cosmic.state import OVER, State
from rules.cosmic.testing import rig_draws
from rules.frozen import evolve
from tests.rules.cosmic.scenario import act, head, start, to, until_window
from tests.rules.cosmic.test_challenge import D_HAND, O_HAND, aimed, invited_nobody, selected, yellow_attacks
from tests.rules.cosmic.test_powers import FILL, FLARES, kinds, used_in
from tests.rules.cosmic.test_windows_protocol import everyone_else_passes

MIND_HAND = ("attack_12", "compromise", "flare_mind")
EVERY_CHALLENGE_CARD = tuple(kind for kind, count in CHALLENGE_COUNTS.items() for _ in range(count))
"""Handed to the players who are not tested, they leave only edicts and flares in the talon: every new hand drawn
then lacks a challenge card."""


def told(events: list[Event], *types: str) -> list[Event]:
    return [e for e in events if e["type"] in types]


def launched(state: State, planet: str, *sources: str) -> State:
    """The offense (seat 0) aims at `planet` and commits one ship from each of `sources`."""
    state, _ = to(state, "target")
    state, _ = act(state, 0, {"type": "target", "planet": planet})
    for source in sources:
        state, _ = act(state, 0, {"type": "commit", "from": source})
    if head(state) == "commit":
        state, _ = act(state, 0, {"type": "done"})
    return state


def onto_fan(state: State, segment: int, seat: int, planet: str, count: int) -> State:
    """`count` ships of `seat` leave `planet` for the fan's `segment`, as if lost there in an earlier challenge."""
    state = state.with_ships(planet, seat, -count)
    fan = [list(ships) for ships in state.fan]
    fan[segment][seat] += count
    return evolve(state, fan=tuple(tuple(ships) for ships in fan))


def without(cards: tuple[str, ...], *taken: str) -> tuple[str, ...]:
    rest = list(cards)
    for card in taken:
        rest.remove(card)
    return tuple(rest)


# -- D-17 --------------------------------------------------------------------------------------------------------------
def test_a_flare_plays_its_normal_effect_once_a_cosmic_zap_switched_its_holders_power_off() -> None:
    """D-17: Mind is zapped in w_launch; in w_preselect his own flare is Normal (the opponent's hand only), not the
    Super (every hand)."""
    hands = {0: MIND_HAND, 2: ("edict_cosmic_zap", *FILL)}
    state = aimed(3, options=FLARES, powers=("mind", "chronos", "mutant"), hands=hands)
    assert state.window == "w_launch"
    state, _ = act(state, 2, {"type": "play", "card": "edict_cosmic_zap"})
    state, _ = act(state, 2, {"type": "target_seat", "seat": "p1"})
    state, _ = everyone_else_passes(state, 2)
    state, _ = everyone_else_passes(state)
    assert state.zapped == (0,)
    state, _ = until_window(invited_nobody(state), "w_preselect")
    assert engine.legal(state, 0) == [{"type": "play", "card": "flare_mind"}, {"type": "pass"}]
    state, events = used_in(state, "w_preselect", 0, {"type": "play", "card": "flare_mind"})
    assert [p["mode"] for p in told(events, "revealed_plays")[0]["plays"]] == ["normal"]
    assert [(e["to"], e["of"]) for e in told(events, "hand_seen")] == [(["p1"], 1)]


def test_a_flare_plays_its_normal_effect_once_its_holder_is_down_to_two_home_bases() -> None:
    """D-17: Mind commits the two ships of red_1, leaving two home bases: his power is lost and his own flare is
    Normal."""
    ships = {0: {"red_1": 2, "red_2": 1, "red_3": 17, "red_4": 0, "red_5": 0}}
    state = aimed(3, options=FLARES, powers=("mind", "chronos", "mutant"), hands={0: MIND_HAND}, ships=ships)
    assert state.home_base_count(0) == 2 and not active(state, 0)
    state, _ = until_window(invited_nobody(state), "w_preselect")
    assert engine.legal(state, 0) == [{"type": "play", "card": "flare_mind"}, {"type": "pass"}]
    state, events = used_in(state, "w_preselect", 0, {"type": "play", "card": "flare_mind"})
    assert [p["mode"] for p in told(events, "revealed_plays")[0]["plays"]] == ["normal"]
    assert [(e["to"], e["of"]) for e in told(events, "hand_seen")] == [(["p1"], 1)]


# -- D-20 --------------------------------------------------------------------------------------------------------------
def test_the_fan_marker_moves_one_segment_at_the_end_of_every_challenge() -> None:
    """D-20: the marker starts on red's segment; blue's four ships lost in red's first challenge lie there and the
    marker moves to blue's; red's ship lost in the second challenge lies on blue's and the marker moves to yellow's."""
    hands = {0: O_HAND, 1: D_HAND, 2: ("attack_20", *FILL)}
    destiny = ("destiny_blue_1", "destiny_yellow_1", "destiny_yellow_2")
    state, _ = start(3, options={"warp_fan": True}, hands=hands, destiny=destiny)
    assert state.fan_marker == 0
    state = invited_nobody(launched(state, "blue_1", "red_1", "red_1"))
    state, events = selected(state, "attack_12", "attack_9")  # 12 + 2 against 9 + 4
    assert head(state) == "second"
    assert told(events, "fan_marker") == [{"type": "fan_marker", "to": None, "segment": 1}]
    assert state.fan == ((0, 4, 0), (0, 0, 0), (0, 0, 0)) and state.warp == (0, 0, 0)
    state, _ = act(state, 0, {"type": "second_challenge"})
    state = launched(state, "yellow_1", "red_2")
    for seat in (0, 2):
        state, _ = to(state, "invite")
        state, _ = act(state, seat, {"type": "done"})
    state, _ = to(state, "select")
    state, _ = act(state, 0, {"type": "select", "card": "attack_4"})
    state, _ = act(state, 2, {"type": "select", "card": "attack_20"})
    state, events = to(state, "target")  # 4 + 1 against 20 + 4; then blue's turn
    assert told(events, "fan_marker", "turn") == [
        {"type": "fan_marker", "to": None, "segment": 2},
        {"type": "turn", "to": None, "seat": 1, "turn": 2},
    ]
    assert state.fan == ((0, 4, 0), (1, 0, 0), (0, 0, 0)) and state.warp == (0, 0, 0) and state.fan_marker == 2


# -- D-21 --------------------------------------------------------------------------------------------------------------
def test_without_reverse_cone_the_cone_back_of_a_destiny_card_changes_nothing() -> None:
    """D-21: reverse_cone is off. destiny_blue_4 shows the cone's back: red's two ships on blue's fan segment go into
    the warp all the same, the cone stays face up, and the winning offense's ally lands with him (no rewards)."""
    hands = {0: O_HAND, 1: D_HAND}
    state, _ = start(3, options={"warp_fan": True}, hands=hands, destiny=("destiny_blue_4",))
    state = onto_fan(state, 1, 0, "red_5", 2)
    state, events = to(state, "target")
    assert told(events, "destiny", "fan_emptied") == [
        {"type": "destiny", "to": None, "seat": 0, "colour": "blue", "cone_back": True, "reversed": False},
        {"type": "fan_emptied", "to": None, "segment": 1, "ships": [2, 0, 0]},
    ]
    assert state.warp == (2, 0, 0) and state.fan[1] == (0, 0, 0) and not state.cone_reversed
    state = launched(state, "blue_1", "red_1", "red_1")
    state = yellow_attacks(state, "yellow_1")
    state, events = selected(state, "attack_12", "attack_9")  # 12 + 2 + 1 against 9 + 4
    assert told(events, "landed", "rewards") == [
        {"type": "landed", "to": None, "seat": 2, "count": 1, "planet": "blue_1"},
        {"type": "landed", "to": None, "seat": 0, "count": 2, "planet": "blue_1"},
    ]
    assert state.ships[state.planet_index("blue_1")] == (2, 0, 1)


@pytest.mark.parametrize(
    ("flips", "shown", "reversed_cone"),
    [
        (("destiny_red_4", "destiny_blue_1"), [("red", True, True), ("blue", False, False)], False),
        (("destiny_red_1", "destiny_blue_4"), [("red", False, False), ("blue", True, True)], True),
    ],
    ids=["cone_back_first", "cone_back_last"],
)
def test_with_reverse_cone_the_last_destiny_card_flipped_decides_whether_the_cone_is_reversed(
    flips: tuple[str, str], shown: list[tuple[str, bool, bool]], reversed_cone: bool
) -> None:
    """D-21: red's own colour is flipped again without asking (he has nothing to reclaim or attack at home); only the
    second card decides."""
    state, _ = start(3, options={"reverse_cone": True}, destiny=flips)
    state, events = to(state, "target")
    assert [(e["colour"], e["cone_back"], e["reversed"]) for e in told(events, "destiny")] == shown
    assert told(events, "redraw_destiny") == [{"type": "redraw_destiny", "to": None, "seat": 0}]
    assert state.defense == 1 and state.cone_reversed is reversed_cone


# -- D-23 --------------------------------------------------------------------------------------------------------------
def test_a_macron_ally_counts_four_in_combat_but_collects_one_reward_for_his_one_ship() -> None:
    """D-23: yellow (Macron) defends with one ship, worth 4 in the total; his rewards are one per real ship."""
    state = aimed(3, powers=("mind", "mutant", "macron"), ships={2: {"yellow_1": 1, "warp": 3}})
    state, _ = to(state, "invite")
    state, _ = act(state, 0, {"type": "done"})
    state, _ = to(state, "invite")
    state, _ = act(state, 1, {"type": "invite", "seat": "p3"})
    state, _ = to(state, "alliance")
    state, _ = act(state, 2, {"type": "join", "side": "defense"})
    state, _ = act(state, 2, {"type": "commit", "from": "yellow_2"})
    assert head(state) != "commit" and state.cone_defense == (0, 0, 1)  # Macron's cap of one
    state, events = selected(state, "attack_10", "attack_5")
    outcome = told(events, "outcome")[0]
    assert (outcome["offense_total"], outcome["defense_total"], outcome["winner"]) == (12, 13, "defense")
    state, _ = act(state, 2, {"type": "place_origin"})
    assert head(state) == "reward" and engine.legal(state, 2) == [{"type": "reward_ships", "n": k} for k in (0, 1)]
    state, events = act(state, 2, {"type": "reward_ships", "n": 0})
    assert told(events, "rewards") == [{"type": "rewards", "to": None, "seat": 2, "ships": 0, "cards": 1}]
    assert len(state.hands[2]) == 8


def test_a_macron_defense_is_compensated_one_card_per_real_ship_lost() -> None:
    """D-23: Macron (blue) loses two ships on blue_1 to an attack against his compromise: two cards, not eight (the
    offense would have six to give)."""
    state = aimed(3, powers=("mind", "macron", "mutant"), ships={1: {"blue_1": 2, "blue_2": 6}})
    state, events = selected(invited_nobody(state), "attack_4", "compromise")
    assert told(events, "compensation") == [{"type": "compensation", "to": None, "seat": 1, "from": 0, "count": 2}]
    assert state.warp == (0, 2, 0) and (len(state.hands[0]), len(state.hands[1])) == (4, 8)


# -- D-26 --------------------------------------------------------------------------------------------------------------
def test_an_offense_left_without_any_ship_to_commit_has_his_challenge_aborted_as_unsuccessful() -> None:
    """D-26: red keeps his ships in the warp at regroup; Plague in w_start takes his last three ships off red_1. With
    no base and no ship in the cone, no destiny card is flipped; phase 9 discards the Plague and the turn passes
    (unsuccessful: no second challenge)."""
    ships = {0: {"red_1": 3, "red_2": 0, "red_3": 0, "red_4": 0, "red_5": 0, "warp": 17}}
    hands = {0: ("attack_8",), 1: ("edict_plague", *FILL)}
    state, _ = start(3, ships=ships, hands=hands, destiny=("destiny_yellow_1",))
    state, _ = act(state, 0, {"type": "decline"})
    state, _ = act(state, 1, {"type": "play", "card": "edict_plague"})
    state, _ = act(state, 1, {"type": "target_seat", "seat": "p1"})
    state, _ = everyone_else_passes(state, 1)
    state, _ = everyone_else_passes(state)
    assert state.bases(0) == () and state.warp[0] == 20 and state.cone_offense[0] == 0
    assert head(state) == "discard_category" and engine.legal(state, 0) == [{"type": "card", "card": "attack_8"}]
    state, events = act(state, 0, {"type": "card", "card": "attack_8"})
    state, more = to(state, "target")  # blue's turn, whose destiny card is yellow's
    events += more
    assert [(e["type"], e["seat"]) for e in told(events, "aborted", "destiny", "turn")] == [
        ("aborted", 0),
        ("turn", 1),
        ("destiny", 1),
    ]
    assert told(events, "cards_discarded") == [{"type": "cards_discarded", "to": None, "cards": ["edict_plague"]}]
    assert state.offense == 1


# -- D-29 --------------------------------------------------------------------------------------------------------------
def test_a_hand_grows_past_seven_cards_and_nothing_asks_to_discard() -> None:
    """D-29: blue's compromise loses four ships; he takes four cards from red's hand and holds ten, through the rest
    of the challenge and into his own turn."""
    hands = {0: ("attack_4", *["attack_6"] * 6), 1: D_HAND}
    state, events = selected(invited_nobody(aimed(3, hands=hands)), "attack_4", "compromise")
    assert told(events, "compensation") == [{"type": "compensation", "to": None, "seat": 1, "from": 0, "count": 4}]
    held = sorted([*without(D_HAND, "compromise"), *["attack_6"] * 4])
    assert kinds(state.hands[1]) == held
    assert head(state) == "second"
    state, _ = act(rig_draws(state, "destiny", ("destiny_yellow_1",)), 0, {"type": "end_turn"})
    state, _ = act(state, 1, {"type": "decline"})  # blue's regroup: his four lost ships are in the warp
    state, events = to(state, "target")
    assert state.offense == 1 and kinds(state.hands[1]) == held
    assert not told(events, "hand_discarded", "card_discarded")


# -- D-32 --------------------------------------------------------------------------------------------------------------
ALREADY_ON_BLUE_1 = {
    0: {"red_5": 2, "blue_1": 2},
    2: {"yellow_5": 3, "blue_1": 1},
    3: {"green_5": 3, "blue_1": 1},
}


@pytest.mark.parametrize(
    ("card", "totals", "winner", "on_blue_1", "warp"),
    [
        ("attack_12", (15, 13), "offense", (4, 0, 2, 1), (0, 4, 0, 0)),
        ("attack_4", (7, 13), "defense", (2, 4, 1, 1), (2, 0, 1, 0)),
    ],
    ids=["offense_wins", "defense_wins"],
)
def test_only_cone_ships_and_the_defenses_ships_on_the_target_planet_fight(
    card: str, totals: tuple[int, int], winner: str, on_blue_1: tuple[int, ...], warp: tuple[int, ...]
) -> None:
    """D-32: on blue_1 stand blue's 4, red's 2 (the offense), yellow's 1 (who joins the offense with one more ship
    from yellow_1) and green's 1. Only red's two cone ships, yellow's cone ship and blue's four count and move."""
    state = aimed(4, ships=ALREADY_ON_BLUE_1)
    state, _ = to(state, "invite")
    state, _ = act(state, 0, {"type": "invite", "seat": "p3"})
    state, _ = act(state, 0, {"type": "done"})
    state, _ = to(state, "invite")
    state, _ = act(state, 1, {"type": "done"})
    state, _ = to(state, "alliance")
    state, _ = act(state, 2, {"type": "join", "side": "offense"})
    state, _ = act(state, 2, {"type": "commit", "from": "yellow_1"})
    state, _ = act(state, 2, {"type": "done"})
    state, events = selected(state, card, "attack_9", stop="w_discard")
    outcome = told(events, "outcome")[0]
    assert (outcome["offense_total"], outcome["defense_total"], outcome["winner"]) == (*totals, winner)
    assert state.ships[state.planet_index("blue_1")] == on_blue_1 and state.warp == warp


# -- D-36 --------------------------------------------------------------------------------------------------------------
def test_played_edicts_and_flares_lie_in_play_until_phase_nine_then_go_to_the_discard_pile() -> None:
    """D-36: Mobius Tubes (w_start) and the Mind flare (w_preselect) stay face up in `in_play` through the reveal and
    the outcome up to w_discard; then they go to the discard pile after the two challenge cards."""
    hands = {0: MIND_HAND, 1: D_HAND, 2: ("edict_mobius_tubes", *FILL)}
    state, _ = start(3, options=FLARES, powers=("chronos", "mind", "mutant"), hands=hands, destiny=("destiny_blue_1",))
    state, _ = act(state, 2, {"type": "play", "card": "edict_mobius_tubes"})
    state, _ = everyone_else_passes(state, 2)
    state, _ = everyone_else_passes(state)
    assert [kind_of(c) for c in state.in_play] == ["edict_mobius_tubes"]
    state = invited_nobody(launched(state, "blue_1", "red_1", "red_1"))
    state, _ = used_in(state, "w_preselect", 0, {"type": "play", "card": "flare_mind"})
    state, _ = selected(state, "attack_12", "attack_9", stop="w_discard")
    assert [kind_of(c) for c in state.in_play] == ["edict_mobius_tubes", "flare_mind"] and state.discard == ()
    state, events = to(state, "second")
    on_table = ["attack_12", "attack_9", "edict_mobius_tubes", "flare_mind"]
    assert told(events, "cards_discarded") == [{"type": "cards_discarded", "to": None, "cards": on_table}]
    assert state.in_play == () and [kind_of(c) for c in state.discard] == on_table


# -- D-38 --------------------------------------------------------------------------------------------------------------
def test_macrons_cap_of_one_ship_stands_for_the_commit_step_after_his_power_is_lost_in_it() -> None:
    """D-38: Macron has three home bases; his first ship, red_1's last, costs him his power, yet the step opened with a
    cap of one and ends there. His lone ship then counts 1: 12 + 1 against 9 + 4, a tie the defense wins."""
    ships = {0: {"red_1": 1, "red_2": 1, "red_3": 18, "red_4": 0, "red_5": 0}}
    state = aimed(3, commit=0, powers=("macron", "mind", "mutant"), ships=ships)
    state, _ = to(state, "commit")
    assert engine.legal(state, 0) == [{"type": "commit", "from": p} for p in ("red_1", "red_2", "red_3")]
    state, _ = act(state, 0, {"type": "commit", "from": "red_1"})
    assert head(state) != "commit" and state.cone_offense == (1, 0, 0)
    assert not active(state, 0) and commit_cap(state, 0)[0] == 4  # a step opened now would allow four
    state, events = selected(invited_nobody(state), "attack_12", "attack_9")
    outcome = told(events, "outcome")[0]
    assert (outcome["offense_total"], outcome["defense_total"], outcome["winner"]) == (13, 13, "defense")


# -- D-39 --------------------------------------------------------------------------------------------------------------
def test_an_offense_whose_fifth_hand_in_a_row_has_no_challenge_card_loses_his_turn() -> None:
    """D-39: red starts his turn with no card; the other two hold every challenge card, so his four new hands hold
    only edicts and flares. After the fifth hand in a row his turn ends without a destiny flip."""
    hands = {0: (), 1: EVERY_CHALLENGE_CARD[:36], 2: EVERY_CHALLENGE_CARD[36:]}
    state, events = start(3, options=FLARES, hands=hands)
    for _ in range(3):
        assert state.window == "w_start" and engine.acting(state) == (0,)  # his mini-window, his alone
        state, more = act(state, 0, {"type": "pass"})
        events += more
    assert [(e["type"], e["seat"]) for e in told(events, "turn", "new_hand", "no_challenge_card", "destiny")] == [
        ("turn", 0),
        *[("new_hand", 0)] * 4,
        ("no_challenge_card", 0),
        ("turn", 1),
    ]
    assert len(state.hands[0]) == 7 and not any(kind_of(c) in CHALLENGE_COUNTS for c in state.hands[0])
    assert state.talon == () and len(state.discard) == 21
    assert state.offense == 1 and state.window == "w_start" and engine.acting(state) == (0, 1, 2)


def test_a_defense_whose_fifth_hand_in_a_row_in_phase_seven_has_no_challenge_card_loses_uncompensated() -> None:
    """D-39: in w_preselect Mutant (red) draws blue's only card, his compromise. Blue's four new hands hold only edicts
    and flares (yellow holds every other challenge card); after the fifth hand in a row blue loses without selection,
    reveal or compensation, and red lands."""
    mutant = ("attack_12", "attack_4", "attack_6", "attack_8", "attack_10", "attack_15")
    rest = without(EVERY_CHALLENGE_CARD, *mutant, "compromise")
    hands = {0: mutant, 1: ("compromise",), 2: rest}
    state = aimed(3, options=FLARES, powers=("mutant", "mind", "laser"), hands=hands)
    state, _ = used_in(invited_nobody(state), "w_preselect", 0, {"type": "use_power"})
    state, _ = act(state, 0, {"type": "draw_from", "source": "p2"})
    assert state.hands[1] == () and kinds(state.hands[0]) == sorted([*mutant, "compromise"])
    state, events = to(state, "second")
    assert [e["seat"] for e in told(events, "new_hand")] == [1, 1, 1, 1]
    assert told(events, "defense_without_cards", "revealed", "outcome", "compensation", "landed", "ships_to_warp") == [
        {"type": "defense_without_cards", "to": None, "seat": 1},
        {"type": "ships_to_warp", "to": None, "seat": 1, "count": 4, "from": "blue_1"},
        {"type": "landed", "to": None, "seat": 0, "count": 2, "planet": "blue_1"},
    ]
    assert len(state.hands[1]) == 7 and not any(kind_of(c) in CHALLENGE_COUNTS for c in state.hands[1])
    assert len(state.hands[0]) == 7


def test_a_defense_whose_fifth_hand_in_a_row_came_at_destiny_draws_no_sixth_in_phase_seven() -> None:
    """D-39: blue holds no card when he is named; his four new hands at destiny hold only edicts and flares. In
    phase 7 his fifth hand is still the one he holds: he loses at once, without a sixth hand."""
    hands = {0: O_HAND, 1: (), 2: without(EVERY_CHALLENGE_CARD, *O_HAND)}
    state, events = start(3, options=FLARES, hands=hands, destiny=("destiny_blue_1",))
    state, more = to(state, "target")
    events += more
    assert [(e["type"], e["seat"]) for e in told(events, "defense", "new_hand")] == [
        ("defense", 1),
        *[("new_hand", 1)] * 4,
    ]
    state = invited_nobody(launched(state, "blue_1", "red_1", "red_1"))
    state, events = to(state, "second")
    assert told(events, "new_hand", "defense_without_cards", "revealed", "compensation") == [
        {"type": "defense_without_cards", "to": None, "seat": 1}
    ]
    assert [(e["seat"], e["count"]) for e in told(events, "landed")] == [(0, 2)]


# -- D-42 --------------------------------------------------------------------------------------------------------------
def test_the_result_ranks_the_winner_first_then_the_others_by_foreign_bases() -> None:
    """D-42: red holds four foreign bases and lands on blue_1, his fifth: the game ends; yellow (two foreign bases)
    ranks before blue (one) and green (none)."""
    ships = {
        0: {"red_4": 2, "red_5": 2, "yellow_1": 1, "yellow_2": 1, "green_1": 1, "green_2": 1},
        1: {"blue_5": 3, "green_3": 1},
        2: {"yellow_5": 2, "blue_2": 1, "green_4": 1},
    }
    state, events = selected(invited_nobody(aimed(4, ships=ships)), "attack_12", "attack_9")
    assert told(events, "game_over") == [{"type": "game_over", "to": None, "winners": [0], "reason": "five_bases"}]
    assert state.phase == OVER and GAME.is_over(state) and engine.acting(state) == ()
    scores = {"p1": 5, "p2": 1, "p3": 2, "p4": 0}
    assert GAME.result(state) == Result(ranking=[["p1"], ["p3"], ["p2"], ["p4"]], scores=scores, reason="five_bases")


def test_the_turn_limit_is_200_by_default_and_ends_the_game_without_a_winner() -> None:
    """D-42: with a limit of one turn, red's turn ends the game; the seats are ranked by foreign bases, ties
    together."""
    assert GAME.options["turn_limit"].default == 200
    assert GAME.setup(("p1", "p2", "p3"), 7).turn_limit == 200
    state = aimed(3, options={"turn_limit": 1})
    state, _ = selected(invited_nobody(state), "attack_12", "attack_9")
    state, events = act(state, 0, {"type": "end_turn"})
    assert told(events, "game_over") == [{"type": "game_over", "to": None, "winners": [], "reason": "turn_limit"}]
    assert state.phase == OVER and state.turns == 1
    scores = {"p1": 1, "p2": 0, "p3": 0}
    assert GAME.result(state) == Result(ranking=[["p1"], ["p2", "p3"]], scores=scores, reason="turn_limit")


# -- §6: shared victory; §4.1: a power lost and regained ---------------------------------------------------------------
def test_the_offense_and_his_ally_landing_on_their_fifth_foreign_base_together_share_the_victory() -> None:
    """§6: red holds four yellow planets, yellow four red ones; yellow joins red's side, and both land on blue_1."""
    ships = {
        0: {"red_1": 16, "red_2": 0, "red_3": 0, "red_4": 0, "red_5": 0} | {f"yellow_{n}": 1 for n in range(1, 5)},
        2: {"yellow_1": 3, "yellow_2": 3, "yellow_3": 3, "yellow_4": 3, "yellow_5": 4}
        | {f"red_{n}": 1 for n in range(2, 6)},
    }
    state = aimed(3, ships=ships)
    state, _ = to(state, "invite")
    state, _ = act(state, 0, {"type": "invite", "seat": "p3"})
    state, _ = to(state, "invite")
    state, _ = act(state, 1, {"type": "done"})
    state, _ = to(state, "alliance")
    state, _ = act(state, 2, {"type": "join", "side": "offense"})
    state, _ = act(state, 2, {"type": "commit", "from": "yellow_5"})
    if head(state) == "commit":
        state, _ = act(state, 2, {"type": "done"})
    state, events = selected(state, "attack_15", "attack_5")
    assert told(events, "game_over") == [{"type": "game_over", "to": None, "winners": [0, 2], "reason": "five_bases"}]
    assert GAME.result(state).ranking[0] == ["p1", "p3"]


def test_a_power_goes_off_below_three_home_bases_and_works_again_once_a_third_is_regained() -> None:
    """§4.1: Mind with two home bases cannot use his power; reclaiming an empty home planet brings it back at once."""
    ships = {0: {"red_1": 0, "red_2": 0, "red_3": 0, "red_4": 10, "red_5": 10}}
    state, _ = start(3, powers=("mind", "mutant", "laser"), destiny=("destiny_red_1",), ships=ships)
    assert not active(state, 0)
    state, _ = to(state, "own_colour")
    state, _ = act(state, 0, {"type": "reclaim", "planet": "red_1"})
    state, _ = act(state, 0, {"type": "commit", "from": "red_4"})
    state, _ = act(state, 0, {"type": "done"})
    assert state.ships_on("red_1", 0) == 1 and active(state, 0)
