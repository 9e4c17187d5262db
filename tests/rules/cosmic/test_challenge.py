"""Phases 3-8 (spec §4.6-4.8.4): launch, invitations and alliances, the hidden selection, the outcome, and its
consequences: landing, the warp, compensation and rewards."""

from __future__ import annotations

from rules.cosmic import engine
from rules.cosmic.state import State
from tests.rules.cosmic.scenario import act, head, pass_windows, start, to, until_window

O_HAND = ("attack_12", "attack_4", "compromise", "attack_6", "attack_8", "attack_10", "attack_15")
D_HAND = ("attack_6", "compromise", "attack_9", "attack_7", "attack_8", "attack_5", "attack_20")


def aimed(players: int = 4, **kwargs: object) -> State:
    """Red (seat 0) attacks blue (seat 1) at blue_1, having committed `commit` ships from red_1."""
    commit = int(kwargs.pop("commit", 2))  # type: ignore[call-overload]
    hands = {0: O_HAND, 1: D_HAND, **kwargs.pop("hands", {})}  # type: ignore[dict-item]
    state, _ = start(players, destiny=("destiny_blue_1",), hands=hands, **kwargs)  # type: ignore[arg-type]
    state, _ = to(state, "target")
    state, _ = act(state, 0, {"type": "target", "planet": "blue_1"})
    for _ in range(commit):
        state, _ = act(state, 0, {"type": "commit", "from": "red_1"})
    if commit and head(state) == "commit":
        state, _ = act(state, 0, {"type": "done"})
    return state


def invited_nobody(state: State) -> State:
    state, _ = to(state, "invite")
    state, _ = act(state, 0, {"type": "done"})
    state, _ = to(state, "invite")
    state, _ = act(state, 1, {"type": "done"})
    return state


def yellow_attacks(state: State, *sources: str) -> State:
    """Red invites yellow (seat 2), who joins the offense with one ship from each of `sources`; blue invites nobody."""
    state, _ = to(state, "invite")
    state, _ = act(state, 0, {"type": "invite", "seat": "p3"})
    state, _ = to(state, "invite")
    state, _ = act(state, 1, {"type": "done"})
    state, _ = to(state, "alliance")
    state, _ = act(state, 2, {"type": "join", "side": "offense"})
    for source in sources:
        state, _ = act(state, 2, {"type": "commit", "from": source})
    if head(state) == "commit":
        state, _ = act(state, 2, {"type": "done"})
    return state


def yellow_defends(state: State, *sources: str) -> State:
    """Blue invites yellow (seat 2), who joins the defense with one ship from each of `sources`."""
    state, _ = to(state, "invite")
    state, _ = act(state, 0, {"type": "done"})
    state, _ = to(state, "invite")
    state, _ = act(state, 1, {"type": "invite", "seat": "p3"})
    state, _ = act(state, 1, {"type": "done"})
    state, _ = to(state, "alliance")
    state, _ = act(state, 2, {"type": "join", "side": "defense"})
    for source in sources:
        state, _ = act(state, 2, {"type": "commit", "from": source})
    if head(state) == "commit":
        state, _ = act(state, 2, {"type": "done"})
    return state


def selected(state: State, offense: str, defense: str, stop: str = "") -> tuple[State, list[dict[str, object]]]:
    """Both main players select; then every window passes (up to `stop`, if given)."""
    state, _ = to(state, "select")
    state, _ = act(state, 0, {"type": "select", "card": offense})
    state, _ = act(state, 1, {"type": "select", "card": defense})
    if stop:
        return until_window(state, stop)
    return pass_windows(state)


def test_the_offense_commits_one_to_four_ships_one_at_a_time() -> None:
    state = aimed(commit=0)
    state, _ = to(state, "commit")
    assert engine.legal(state, 0) == [{"type": "commit", "from": f"red_{n}"} for n in range(1, 6)]  # no done yet
    for n in range(1, 5):
        state, _ = act(state, 0, {"type": "commit", "from": f"red_{n}"})
    assert state.cone_offense[0] == 4 and head(state) != "commit"  # the cap of 4 ends the step


def test_macron_commits_exactly_one_ship() -> None:
    state = aimed(commit=1, powers=("macron", "mind", "mutant", "laser"))
    assert state.cone_offense[0] == 1 and head(state) != "commit"


def test_the_offense_cannot_invite_the_defense_and_the_defense_cannot_invite_the_offense() -> None:
    """D-09: the main players cannot invite each other."""
    state = aimed()
    state, _ = to(state, "invite")
    assert engine.legal(state, 0) == [{"type": "invite", "seat": s} for s in ("p3", "p4")] + [{"type": "done"}]
    state, _ = act(state, 0, {"type": "invite", "seat": "p3"})
    state, _ = act(state, 0, {"type": "done"})
    state, _ = to(state, "invite")
    assert engine.acting(state) == (1,)
    assert engine.legal(state, 1) == [{"type": "invite", "seat": s} for s in ("p3", "p4")] + [{"type": "done"}]


def test_invited_players_decide_in_turn_from_the_offenses_left_and_commit_after_joining() -> None:
    state = aimed(5)
    state, _ = to(state, "invite")
    for guest in ("p5", "p3"):
        state, _ = act(state, 0, {"type": "invite", "seat": guest})
    state, _ = act(state, 0, {"type": "done"})
    state, _ = to(state, "invite")
    state, _ = act(state, 1, {"type": "invite", "seat": "p3"})
    state, _ = act(state, 1, {"type": "invite", "seat": "p4"})
    state, _ = act(state, 1, {"type": "done"})
    state, _ = to(state, "alliance")
    assert engine.acting(state) == (2,)  # clockwise from the offense's left: p3 first
    assert engine.legal(state, 2) == [
        {"type": "join", "side": "offense"},
        {"type": "join", "side": "defense"},
        {"type": "decline"},
    ]
    state, _ = act(state, 2, {"type": "join", "side": "defense"})
    assert head(state) == "commit" and engine.acting(state) == (2,)
    state, _ = act(state, 2, {"type": "commit", "from": "yellow_1"})
    state, _ = act(state, 2, {"type": "done"})
    assert state.cone_defense[2] == 1 and state.allies[2] == "defense"
    assert engine.acting(state) == (3,) and engine.legal(state, 3) == [
        {"type": "join", "side": "defense"},
        {"type": "decline"},
    ]
    state, _ = act(state, 3, {"type": "decline"})
    assert engine.acting(state) == (4,)


def test_a_player_without_a_base_is_not_asked_to_join() -> None:
    """D-09: a player without a base cannot ally."""
    ships = {2: {f"yellow_{n}": 0 for n in range(1, 6)} | {"warp": 20}}
    state = aimed(ships=ships)
    state, _ = to(state, "invite")
    state, _ = act(state, 0, {"type": "invite", "seat": "p3"})
    state, _ = act(state, 0, {"type": "done"})
    state, _ = to(state, "invite")
    state, events = act(state, 1, {"type": "done"})
    state, more = pass_windows(state)
    declined = [e for e in events + more if e["type"] == "declined"]
    assert declined == [{"type": "declined", "to": None, "seat": 2, "reason": "no_base"}]
    assert head(state) == "select"


def test_both_main_players_select_at_once_in_secret() -> None:
    state = invited_nobody(aimed())
    state, _ = to(state, "select")
    assert engine.acting(state) == (0, 1)
    assert engine.legal(state, 0)[:3] == [
        {"type": "select", "card": "compromise"},
        {"type": "select", "card": "attack_4"},
        {"type": "select", "card": "attack_6"},
    ]
    state, events = act(state, 1, {"type": "select", "card": "attack_9"})
    public = [e for e in events if e["to"] is None]
    assert public == [{"type": "card_selected", "to": None, "seat": 1}]  # nobody else learns the card
    assert engine.acting(state) == (0,)


def test_attack_against_attack_adds_ships_and_the_higher_total_wins() -> None:
    """D-44: card value plus ships, in the fixed pipeline."""
    # offense: 12 + 2 ships = 14; defense: 9 + 4 ships on blue_1 = 13
    state = invited_nobody(aimed())
    state, events = selected(state, "attack_12", "attack_9")
    outcome = next(e for e in events if e["type"] == "outcome")
    assert (outcome["winner"], outcome["offense_total"], outcome["defense_total"]) == ("offense", 14, 13)
    assert state.ships_on("blue_1", 0) == 2 and state.ships_on("blue_1", 1) == 0 and state.warp[1] == 4
    assert "blue_1" in state.foreign_bases(0)


def test_equal_totals_go_to_the_defense() -> None:
    """D-03: ties go to the defense."""
    # offense: 10 + 2 = 12; defense: 8 + 4 = 12
    state = invited_nobody(aimed())
    state, events = selected(state, "attack_10", "attack_8")
    assert next(e for e in events if e["type"] == "outcome")["winner"] == "defense"
    assert state.warp[0] == 2 and state.ships_on("blue_1", 1) == 4


def test_an_attack_card_beats_a_compromise_and_the_loser_takes_one_card_per_ship_lost() -> None:
    state = invited_nobody(aimed())
    state, events = selected(state, "attack_4", "compromise")
    assert next(e for e in events if e["type"] == "outcome")["winner"] == "offense"
    taken = next(e for e in events if e["type"] == "compensation")
    assert (taken["seat"], taken["from"], taken["count"]) == (1, 0, 4)  # four own ships lost on blue_1
    assert len(state.hands[1]) == 6 + 4 and len(state.hands[0]) == 6 - 4
    private = next(e for e in events if e["type"] == "cards_taken")
    assert private["to"] == ["p2", "p1"] and len(private["cards"]) == 4


def test_compensation_is_capped_by_the_winners_hand() -> None:
    state = invited_nobody(aimed(hands={1: ("attack_20", "attack_5")}))
    state, events = selected(state, "compromise", "attack_20")
    taken = next(e for e in events if e["type"] == "compensation")
    assert (taken["seat"], taken["count"]) == (0, 1)  # two ships lost, but the defense holds one card


def test_defensive_allies_go_home_and_collect_rewards_when_the_defense_wins() -> None:
    state = yellow_defends(aimed(ships={2: {"warp": 2, "yellow_1": 2}}), "yellow_2", "yellow_3")
    state, _ = selected(state, "attack_4", "attack_5")
    # the ally's two ships come home (its choice), then it takes its two rewards
    assert head(state) == "place" and engine.acting(state) == (2,)
    state, _ = act(state, 2, {"type": "place_origin"})
    assert head(state) == "reward"
    assert engine.legal(state, 2) == [{"type": "reward_ships", "n": k} for k in range(3)]
    hand = len(state.hands[2])
    state, _ = act(state, 2, {"type": "reward_ships", "n": 1})
    assert len(state.hands[2]) == hand + 1
    assert head(state) == "place"  # the freed ship goes onto a base of its choice
    state, _ = act(state, 2, {"type": "place", "planet": "yellow_4", "count": "one"})
    assert state.warp[2] == 1 and state.ships_on("yellow_4", 2) == 5


def test_several_allies_go_home_and_choose_their_rewards_at_once_carried_out_in_precedence_order() -> None:
    warps = {2: {"warp": 2, "yellow_2": 2}, 3: {"warp": 2, "green_2": 2}}  # a reward could free a ship
    state = aimed(talon=("attack_30", "attack_40"), ships=warps)
    state, _ = to(state, "invite")
    state, _ = act(state, 0, {"type": "done"})
    state, _ = to(state, "invite")
    for guest in ("p3", "p4"):  # with everyone invited, "done" is all that is left: made without asking
        state, _ = act(state, 1, {"type": "invite", "seat": guest})
    for seat, planet in ((2, "yellow_1"), (3, "green_1")):
        state, _ = to(state, "alliance")
        state, _ = act(state, seat, {"type": "join", "side": "defense"})
        state, _ = act(state, seat, {"type": "commit", "from": planet})
        state, _ = act(state, seat, {"type": "done"})
    state, _ = selected(state, "attack_4", "attack_5")
    assert head(state) == "place" and engine.acting(state) == (2, 3)  # both allies bring their ships home at once
    state, _ = act(state, 3, {"type": "place_origin"})
    state, _ = act(state, 2, {"type": "place_origin"})
    assert head(state) == "reward" and engine.acting(state) == (2, 3)
    hands = [len(h) for h in state.hands]
    state, _ = act(state, 3, {"type": "reward_ships", "n": 0})  # p4 answers first...
    assert [len(h) for h in state.hands] == hands and engine.acting(state) == (2,)
    state, _ = act(state, 2, {"type": "reward_ships", "n": 0})  # ...but p3 comes first in precedence
    assert "attack_30" in [c.split("#")[0] for c in state.hands[2]]
    assert "attack_40" in [c.split("#")[0] for c in state.hands[3]]
