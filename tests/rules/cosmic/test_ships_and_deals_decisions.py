"""The decisions of spec §8 about ships and deals (D-04, D-06, D-07, D-08, D-12, D-13, D-15, D-16, D-43, D-49), each
in scenarios: a position, the actions played, the exact result."""

from __future__ import annotations

from rules.contract import Event
from rules.cosmic import engine
from rules.cosmic.game import GAME
from rules.cosmic.state import State
from tests.rules.cosmic.scenario import act, head, pass_windows, start, to, until_window
from tests.rules.cosmic.test_challenge import D_HAND, O_HAND, aimed, invited_nobody, selected, yellow_defends
from tests.rules.cosmic.test_deals import dealing, propose


def where(state: State, seat: int) -> dict[str, int]:
    """Every ship of `seat`: the planets holding any, the warp and the cone."""
    found = {p: state.ships_on(p, seat) for p in state.planets if state.ships_on(p, seat)}
    return found | {"warp": state.warp[seat], "cone": state.cone_offense[seat] + state.cone_defense[seat]}


def system(colour: str, *counts: int, **more: int) -> dict[str, int]:
    """`where` for a seat with `counts` ships on its planets 1-5 and `more` elsewhere."""
    return {f"{colour}_{n}": c for n, c in enumerate(counts, 1) if c} | more


def told(events: list[Event], *kinds: str) -> list[Event]:
    return [e for e in events if e["type"] in kinds]


def late(state: State, seat: int) -> tuple[State, list[Event]]:
    """What the bot does when `seat`'s deadline passes: the rules' default, again while the seat is still asked."""
    kind, events = head(state), []
    while head(state) == kind and seat in engine.acting(state):
        default = GAME.timeout_action(state, state.seats[seat])
        assert default is not None
        state, more = act(state, seat, default)
        events += more
    return state, events


def test_returning_ships_go_back_to_their_origin_planets_by_default() -> None:
    """D-04: the defensive ally's ships go home as a deal starts; no choice given, each goes back to its origin
    planet, still a base."""
    state = yellow_defends(aimed(), "yellow_2", "yellow_4")
    state, _ = selected(state, "compromise", "compromise")
    assert head(state) == "place" and engine.acting(state) == (2,)
    assert GAME.timeout_action(state, "p3") == {"type": "place_origin"}
    state, events = late(state, 2)
    assert told(events, "ships_placed") == [{"type": "ships_placed", "to": None, "seat": 2, "count": 2, "planet": None}]
    assert where(state, 2) == system("yellow", 4, 4, 4, 4, 4, warp=0, cone=0)
    assert head(state) == "deal"


def test_a_returning_ship_whose_origin_is_no_base_goes_to_the_base_with_most_ships_by_default() -> None:
    """D-04: the ally committed yellow_5's last ship (no base any more) and one from yellow_2; by default the first
    goes to the base with most ships (yellow_4), the second back to yellow_2."""
    state = aimed(ships={2: {"yellow_1": 4, "yellow_2": 4, "yellow_3": 5, "yellow_4": 6, "yellow_5": 1}})
    state = yellow_defends(state, "yellow_2", "yellow_5")
    state, _ = selected(state, "attack_4", "attack_5")  # 4 + 2 against 5 + 4 + 2: the defense wins
    assert head(state) == "place" and engine.acting(state) == (2,)
    assert engine.legal(state, 2) == [
        {"type": "place", "planet": f"yellow_{n}", "count": count} for n in range(1, 5) for count in ("one", "all")
    ]
    state, events = late(state, 2)
    # the first default moves the newest ship; the other's origin stands, so the second default is `place_origin`
    assert [(e["count"], e["planet"]) for e in told(events, "ships_placed")] == [(1, "yellow_4"), (1, None)]
    assert where(state, 2) == system("yellow", 4, 4, 5, 7, 0, warp=0, cone=0)


def test_returning_ships_of_a_player_without_a_base_go_to_a_home_planet_by_default() -> None:
    """D-04: the ally sent his last two ships (from yellow_3) into the cone; with no base left they come home by
    default to a home planet, the first (yellow_1)."""
    state = aimed(ships={2: {"yellow_1": 0, "yellow_2": 0, "yellow_3": 2, "yellow_4": 0, "yellow_5": 0, "warp": 18}})
    state = yellow_defends(state, "yellow_3")  # the first ship went at once: yellow_3 was its only source
    state, _ = selected(state, "attack_4", "attack_5")
    assert head(state) == "place" and engine.acting(state) == (2,)
    assert engine.legal(state, 2) == [
        {"type": "place", "planet": f"yellow_{n}", "count": count} for n in range(1, 6) for count in ("one", "all")
    ]
    assert GAME.timeout_action(state, "p3") == {"type": "place", "planet": "yellow_1", "count": "all"}
    state, _ = late(state, 2)
    assert where(state, 2) == {"yellow_1": 2, "warp": 18, "cone": 0}


def test_compensation_counts_only_the_losers_own_ships_not_his_allies() -> None:
    """D-06: the offense (compromise, 2 ships) and his ally (3 ships) lose to an attack; the offense takes 2 cards
    from the defense, not 5, and the ally gets none."""
    state = aimed()
    state, _ = to(state, "invite")
    state, _ = act(state, 0, {"type": "invite", "seat": "p3"})
    state, _ = act(state, 0, {"type": "done"})
    state, _ = to(state, "invite")
    state, _ = act(state, 1, {"type": "done"})
    state, _ = to(state, "alliance")
    state, _ = act(state, 2, {"type": "join", "side": "offense"})
    for _ in range(3):
        state, _ = act(state, 2, {"type": "commit", "from": "yellow_1"})
    state, _ = act(state, 2, {"type": "done"})
    ally_hand = state.hands[2]
    state, events = selected(state, "compromise", "attack_6", stop="w_discard")
    assert [(e["seat"], e["count"]) for e in told(events, "ships_to_warp")] == [(2, 3), (0, 2)]
    assert told(events, "compensation") == [{"type": "compensation", "to": None, "seat": 0, "from": 1, "count": 2}]
    assert state.lost == (2, 0, 3, 0)
    assert (len(state.hands[0]), len(state.hands[1])) == (6 + 2, 6 - 2) and state.hands[2] == ally_hand


def test_an_offense_without_a_challenge_card_at_selection_has_his_challenge_aborted_and_his_turn_ends() -> None:
    """D-07: Plague in w_start takes the offense's only challenge card; he still launches, but when cards must be
    selected the challenge is aborted, his cone ships return and the turn passes without a new hand."""
    hands = {0: ("attack_4",), 1: D_HAND, 2: ("edict_plague", "attack_5")}
    state, _ = start(4, destiny=("destiny_blue_1",), hands=hands)
    state, _ = act(state, 2, {"type": "play", "card": "edict_plague"})
    state, _ = act(state, 2, {"type": "target_seat", "seat": "p1"})
    state, _ = to(state, "lose")
    for _ in range(3):
        state, _ = act(state, 0, {"type": "lose", "planet": "red_5"})
    assert engine.legal(state, 0) == [{"type": "card", "card": "attack_4"}]
    state, _ = act(state, 0, {"type": "card", "card": "attack_4"})
    assert state.hands[0] == ()
    state, _ = to(state, "target")
    state, _ = act(state, 0, {"type": "target", "planet": "blue_1"})
    state, _ = act(state, 0, {"type": "commit", "from": "red_1"})
    state, _ = act(state, 0, {"type": "commit", "from": "red_2"})
    state, _ = act(state, 0, {"type": "done"})
    state, events = pass_windows(invited_nobody(state))
    assert told(events, "aborted") == [{"type": "aborted", "to": None, "seat": 0}]
    assert not told(events, "card_selected", "revealed", "outcome")
    assert head(state) == "place" and engine.acting(state) == (0,) and state.outcome == "aborted"
    assert GAME.timeout_action(state, "p1") == {"type": "place_origin"}
    state, _ = act(state, 0, {"type": "place_origin"})
    state, events = until_window(state, "w_start")
    assert [e["seat"] for e in told(events, "turn")] == [1] and not told(events, "new_hand")
    assert where(state, 0) == system("red", 4, 4, 4, 4, 1, warp=3, cone=0) and state.hands[0] == ()


D08_SHIPS = {0: {"red_5": 2, "blue_3": 2}, 1: {"blue_1": 8, "blue_2": 0}}
"""Blue has no ship on blue_2; red has a base on blue_3."""


def launched_at(planet: str) -> State:
    state, _ = start(4, destiny=("destiny_blue_1",), hands={0: O_HAND, 1: D_HAND}, ships=D08_SHIPS)
    state, _ = to(state, "target")
    assert engine.legal(state, 0) == [{"type": "target", "planet": f"blue_{n}"} for n in range(1, 6)]
    state, _ = act(state, 0, {"type": "target", "planet": planet})
    for _ in range(2):
        state, _ = act(state, 0, {"type": "commit", "from": "red_1"})
    state, _ = act(state, 0, {"type": "done"})
    return invited_nobody(state)


def test_the_target_may_be_a_planet_without_defense_ships() -> None:
    """D-08: blue_2 holds no blue ship; the defense defends it with his card alone (8 + 2 against 9 + 0)."""
    state, events = selected(launched_at("blue_2"), "attack_8", "attack_9")
    outcome = told(events, "outcome")[0]
    assert (outcome["winner"], outcome["offense_total"], outcome["defense_total"]) == ("offense", 10, 9)
    assert not told(events, "ships_to_warp")
    assert where(state, 0) == system("red", 2, 4, 4, 4, 2, blue_2=2, blue_3=2, warp=0, cone=0)
    assert where(state, 1) == system("blue", 8, 0, 4, 4, 4, warp=0, cone=0)


def test_the_target_may_be_a_planet_where_the_offense_already_has_a_base() -> None:
    """D-08: red attacks blue_3, where he has 2 ships already; they do not fight (12 + 2 against 9 + 4)."""
    state, events = selected(launched_at("blue_3"), "attack_12", "attack_9")
    outcome = told(events, "outcome")[0]
    assert (outcome["winner"], outcome["offense_total"], outcome["defense_total"]) == ("offense", 14, 13)
    assert state.ships_on("blue_3", 0) == 4 and state.ships_on("blue_3", 1) == 0 and state.warp[1] == 4


def test_a_deal_base_may_be_any_planet_where_the_grantor_has_ships_and_the_grantee_none_even_his_own_home() -> None:
    """D-13: blue holds red_2 (red has none there) and red holds blue_5 (blue has none there): each may be granted
    his own home planet back; planets both hold (blue_4) or the grantor does not (blue_5 for red) are not offered."""
    ships = {
        0: {"red_1": 6, "red_2": 0, "red_5": 3, "blue_4": 2, "blue_5": 1},
        1: {"blue_2": 5, "blue_3": 5, "blue_5": 0, "red_2": 2},
    }
    state = invited_nobody(aimed(ships=ships))
    state, _ = selected(state, "compromise", "compromise")
    for step in ({"type": "deal_draft"}, {"type": "deal_n", "n": 0}, {"type": "deal_n", "n": 0}):
        state, _ = act(state, 0, step)
    mine = [a["planet"] for a in engine.legal(state, 0) if a["type"] == "deal_base"]
    assert mine == ["red_2", "blue_1", "blue_2", "blue_3", None]
    state, _ = act(state, 0, {"type": "deal_base", "planet": "red_2"})
    yours = [a["planet"] for a in engine.legal(state, 0) if a["type"] == "deal_base"]
    assert yours == ["red_1", "red_3", "red_4", "red_5", "blue_5", None]
    state, _ = act(state, 0, {"type": "deal_base", "planet": "blue_5"})
    state, _ = act(state, 0, {"type": "deal_submit"})
    state, _ = act(state, 1, {"type": "deal_accept", "proposal": 1})
    state, _ = pass_windows(state)
    assert head(state) == "deal_base" and engine.acting(state) == (0,)
    state, _ = act(state, 0, {"type": "commit", "from": "cone"})
    state, _ = act(state, 0, {"type": "done"})
    assert head(state) == "deal_base" and engine.acting(state) == (1,)
    state, _ = act(state, 1, {"type": "commit", "from": "blue_2"})
    state, _ = act(state, 1, {"type": "done"})
    state, _ = act(state, 0, {"type": "place_origin"})  # the other cone ship
    assert where(state, 0) == system("red", 5, 1, 4, 4, 3, blue_4=2, blue_5=1, warp=0, cone=0)
    assert where(state, 1) == system("blue", 4, 4, 5, 4, 1, red_2=2, warp=0, cone=0)
    assert state.outcome == "deal"


def test_a_deal_base_takes_one_to_four_ships_and_the_offense_may_take_them_from_the_cone() -> None:
    """D-15: red, granted blue_3, moves his two cone ships and two from red_2; `done` only after the first ship, and
    the fourth ends the step."""
    state = propose(dealing(), 1, give=0, get=0, mine=None, yours="blue_3")
    state, _ = act(state, 0, {"type": "deal_accept", "proposal": 1})
    state, _ = pass_windows(state)
    bases = [{"type": "commit", "from": f"red_{n}"} for n in range(1, 6)]
    assert head(state) == "deal_base" and engine.legal(state, 0) == [{"type": "commit", "from": "cone"}, *bases]
    state, _ = act(state, 0, {"type": "commit", "from": "cone"})
    assert engine.legal(state, 0) == [{"type": "commit", "from": "cone"}, *bases, {"type": "done"}]
    state, _ = act(state, 0, {"type": "commit", "from": "cone"})
    assert engine.legal(state, 0) == [*bases, {"type": "done"}]
    state, _ = act(state, 0, {"type": "commit", "from": "red_2"})
    state, _ = act(state, 0, {"type": "commit", "from": "red_2"})
    assert head(state) != "deal_base"
    assert where(state, 0) == system("red", 2, 2, 4, 4, 4, blue_3=4, warp=0, cone=0)


def test_a_failed_deal_returns_the_cone_ships_first_then_each_main_player_loses_three_ships_of_his_choice() -> None:
    """D-16: red's two cone ships come home (to red_3, his choice) before any loss, so they can be among the three he
    loses; blue loses his three from planets he picks."""
    state, events = act(dealing(), 1, {"type": "deal_abandon"})
    assert head(state) == "place" and engine.acting(state) == (0,)
    assert engine.legal(state, 0) == [{"type": "place_origin"}] + [
        {"type": "place", "planet": f"red_{n}", "count": count} for n in range(1, 6) for count in ("one", "all")
    ]
    state, steps = act(state, 0, {"type": "place", "planet": "red_3", "count": "all"})
    assert head(state) == "lose" and engine.legal(state, 0) == [
        {"type": "lose", "planet": f"red_{n}"} for n in range(1, 6)
    ]
    for _ in range(3):
        state, more = act(state, 0, {"type": "lose", "planet": "red_3"})
        steps += more
    assert engine.acting(state) == (1,)
    assert engine.legal(state, 1) == [{"type": "lose", "planet": f"blue_{n}"} for n in range(1, 6)]
    for planet in ("blue_4", "blue_4", "blue_5"):
        state, more = act(state, 1, {"type": "lose", "planet": planet})
        steps += more
    assert told(events, "deal_abandoned", "deal_failed") == [
        {"type": "deal_abandoned", "to": None, "seat": 1},
        {"type": "deal_failed", "to": None, "offense": 0, "defense": 1},
    ]
    moved = [(e["type"], e["seat"], e["count"], e["planet"]) for e in told(steps, "ships_placed", "ships_lost")]
    assert moved == [("ships_placed", 0, 2, "red_3")] + [("ships_lost", 0, 1, "red_3")] * 3 + [
        ("ships_lost", 1, 1, "blue_4"),
        ("ships_lost", 1, 1, "blue_4"),
        ("ships_lost", 1, 1, "blue_5"),
    ]
    assert where(state, 0) == system("red", 2, 4, 3, 4, 4, warp=3, cone=0)
    assert where(state, 1) == system("blue", 4, 4, 4, 2, 3, warp=3, cone=0)
    state, events = pass_windows(state)  # unsuccessful: no second challenge, blue's turn (regrouping first)
    assert [e["seat"] for e in told(events, "turn")] == [1] and head(state) == "regroup"


def test_a_player_starts_at_most_five_drafts_in_a_deal_and_accepts_a_proposal_by_its_id() -> None:
    """D-43: red drops four drafts and submits a fifth (proposal 2); then he may draft no more. Blue's proposal 3
    replaces his proposal 1: only 3 can be accepted, and the acceptance names it."""
    state = dealing()
    for _ in range(4):
        state, _ = act(state, 0, {"type": "deal_draft"})
        state, _ = act(state, 0, {"type": "deal_drop"})
    state = propose(state, 1, give=1, get=0, mine=None, yours=None)
    state = propose(state, 0, give=0, get=1, mine=None, yours=None)
    assert state.deal_started == (5, 1, 0, 0)
    assert engine.legal(state, 0) == [{"type": "deal_accept", "proposal": 1}, {"type": "deal_abandon"}]
    state = propose(state, 1, give=2, get=0, mine=None, yours=None)
    assert engine.legal(state, 0) == [{"type": "deal_accept", "proposal": 3}, {"type": "deal_abandon"}]
    assert engine.legal(state, 1) == [
        {"type": "deal_draft"},
        {"type": "deal_accept", "proposal": 2},
        {"type": "deal_abandon"},
    ]
    state, events = act(state, 0, {"type": "deal_accept", "proposal": 3})
    assert told(events, "deal_accepted") == [{"type": "deal_accepted", "to": None, "seat": 0, "proposal": 3}]
    assert state.deal_terms == (1, 2, "random", 0, "", "", "")


def test_a_card_chosen_by_kind_is_the_lowest_numbered_instance_of_that_kind() -> None:
    """D-49: red holds attack_8 #5, #2 and #7; he is offered the kind once, and selecting it takes #2."""
    # naming every hand lets the instances wanted come from any of them
    hands = {
        0: ("attack_8#5", "compromise#3", "attack_8#2", "attack_8#7"),
        1: D_HAND,
        2: ("attack_10",),
        3: ("attack_10",),
    }
    state = invited_nobody(aimed(hands=hands))
    state, _ = to(state, "select")
    assert engine.legal(state, 0) == [{"type": "select", "card": "compromise"}, {"type": "select", "card": "attack_8"}]
    state, events = act(state, 0, {"type": "select", "card": "attack_8"})
    assert state.selected[0] == "attack_8#2"
    assert state.hands[0] == ("attack_8#5", "compromise#3", "attack_8#7")
    assert told(events, "your_card") == [{"type": "your_card", "to": ["p1"], "seat": 0, "card": "attack_8"}]


def test_the_default_in_a_deal_is_to_abandon_it_which_fails_the_deal() -> None:
    """D-12: when the deal's deadline passes the bot applies each late main player's default, `deal_abandon`, even
    in the middle of a draft; it ends the deal as failed."""
    state = propose(dealing(), 1, give=1, get=0, mine=None, yours=None)
    state, _ = act(state, 0, {"type": "deal_draft"})
    assert GAME.decision_kind(state, "p1") == "negotiation"
    assert GAME.timeout_action(state, "p1") == {"type": "deal_abandon"}
    assert GAME.timeout_action(state, "p2") == {"type": "deal_abandon"}
    state, events = act(state, 1, {"type": "deal_abandon"})
    assert told(events, "deal_abandoned", "deal_failed") == [
        {"type": "deal_abandoned", "to": None, "seat": 1},
        {"type": "deal_failed", "to": None, "offense": 0, "defense": 1},
    ]
    assert state.outcome == "deal_failed" and head(state) == "place"
    # an ended deal must not go on showing proposals nobody can accept any more, nor a draft
    assert GAME.public_view(state)["deal"] == [] and GAME.private_view(state, "p1")["deal_draft"] is None


def test_by_default_the_offense_moves_all_his_cone_ships_onto_his_deal_base_and_the_defense_one_from_his_largest() -> (
    None
):
    """§4.8.3 step 4: each grants the other a base; nobody answers in time. Red's two cone ships land on blue_3;
    blue moves one ship from red_2, his base with most ships, onto red_4."""
    ships = {1: {"blue_1": 1, "blue_2": 3, "blue_3": 3, "blue_4": 4, "blue_5": 4, "red_2": 5}}
    state = invited_nobody(aimed(ships=ships))
    state, _ = selected(state, "compromise", "compromise")
    state = propose(state, 1, give=0, get=0, mine="red_4", yours="blue_3")
    state, _ = act(state, 0, {"type": "deal_accept", "proposal": 1})
    state, _ = pass_windows(state)
    while head(state) == "deal_base":
        state, _ = late(state, engine.acting(state)[0])
    assert where(state, 0) == system("red", 2, 4, 4, 4, 4, blue_3=2, warp=0, cone=0)
    assert where(state, 1) == system("blue", 1, 3, 3, 4, 4, red_2=4, red_4=1, warp=0, cone=0)
