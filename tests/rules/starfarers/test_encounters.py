"""§4.7 and §5.3 through the contract: the black ball draws a hidden card, the table sees its question and every
option (D50), options need what they ask for (D32), duels (black 0, ties to the active player: D07, D08), payments
card by card even with one type (D49), gains, lost add-ons with their fallback, freezes, free ships and credits
(D19), the two-step jump (D47), Zahn der Zeit for everyone at once (D33), then movement with base 3."""

from __future__ import annotations

from dataclasses import replace

from rules.starfarers.game import GAME
from rules.starfarers.setup import build
from rules.starfarers.state import ENC_RESOURCE, ENCOUNTER, JUMP_AREA, JUMP_NODE, MOVE, ZAHN, Ship, State
from rules.starfarers.testing import arrange

SEATS = ["p1", "p2", "p3", "p4"]


def encounter(
    card: str, *, shakes: tuple[tuple[str, str], ...] = (), hand: dict[str, int] | None = None, **player: object
) -> State:
    """p1 shakes the black ball and draws `card`; later shakes (duels) are `shakes`."""
    state = build(SEATS, 1, {}, [])
    state = arrange(state, hands={0: hand or {}}, active=0, start=0, phase="shake")
    state = state.with_player(0, ships=(Ship(1, "colony", "v06_07"),), **player)
    state = replace(state, rig_shakes=(("black", "blue"), *shakes), rig_encounters=(card,))
    return GAME.apply(state, "p1", {"type": "shake"}).state


def play(state: State, *actions: dict[str, object], seat: str = "p1") -> State:
    for action in actions:
        state = GAME.apply(state, seat, action).state
    return state


def options(state: State) -> list[object]:
    return [a["option"] for a in GAME.legal_actions(state, "p1")]


def test_the_table_sees_the_question_and_every_option_never_the_card() -> None:
    state = encounter("enc02")
    assert state.phase == ENCOUNTER
    public = GAME.view(state, None)["public"]
    assert public["encounter"] == {"question": "q01", "options": ["no", "yes"]}
    assert "enc02" not in str(GAME.view(state, None)) and "enc02" not in str(GAME.view(state, "p1"))
    assert (
        encounter("enc01").enc_card == "enc01"
        and GAME.view(encounter("enc01"), None)["public"]["encounter"]["question"] == "q01"
    )


def test_an_option_that_asks_for_cards_is_offered_only_with_the_cards_but_the_table_sees_it() -> None:
    poor = encounter("enc15", hand={"ore": 1})
    assert options(poor) == ["no"] and GAME.view(poor, None)["public"]["encounter"]["options"] == ["no", "yes"]
    rich = encounter("enc15", hand={"ore": 2})
    assert options(rich) == ["no", "yes"]


def test_paying_is_asked_card_by_card_even_with_one_type_and_then_the_results_apply() -> None:
    state = encounter("enc15", hand={"ore": 2})
    state = play(state, {"type": "encounter_option", "option": "yes"})
    assert state.phase == ENC_RESOURCE and GAME.legal_actions(state, "p1") == [
        {"type": "choose_resource", "resource": "ore"}
    ]
    state = play(state, {"type": "choose_resource", "resource": "ore"}, {"type": "choose_resource", "resource": "ore"})
    assert state.holds(0, "goods") == 3 and state.holds(0, "ore") == 0
    assert state.phase == MOVE and state.base_move == 3 and state.enc_discard[-1] == "enc15"


def test_a_duel_shakes_for_both_sides_with_black_worth_nothing_and_the_active_player_wins_ties() -> None:
    # enc23: SPEED against the second seat to the right; win: 2 fame rings
    tie = encounter("enc23", shakes=(("black", "red"), ("blue", "yellow_1")))  # 0+3 against 1+2
    done = play(tie, {"type": "encounter_option", "option": "yes"})
    assert done.players[0].fame == 1 + 2
    lost = encounter("enc23", shakes=(("black", "blue"), ("yellow_1", "red")))  # 1 against 5
    assert play(lost, {"type": "encounter_option", "option": "yes"}).players[0].fame == 0


def test_losing_an_add_on_uses_the_fallback_when_there_is_none_and_a_freeze_holds_the_first_ship() -> None:
    # enc04 refuse: COMBAT(L,+0): lose -> addon-(drive) else freeze1
    no_drive = encounter("enc04", shakes=(("black", "blue"), ("yellow_1", "red")))
    done = play(no_drive, {"type": "encounter_option", "option": "refuse"})
    # the only ship is frozen: it finishes where it stands and the turn passes
    assert done.players[0].ships[0].node == "v06_07" and (done.phase, done.active) == ("roll", 1)
    with_drive = encounter("enc04", shakes=(("black", "blue"), ("yellow_1", "red")), drives=2)
    done = play(with_drive, {"type": "encounter_option", "option": "refuse"})
    assert done.players[0].drives == 1 and done.frozen == () and done.phase == MOVE


def test_gaining_an_add_on_asks_which_type_when_several_fit() -> None:
    state = encounter("enc30", shakes=(("yellow_1", "red"), ("black", "blue")))  # COMBAT(R,+0): win
    state = play(state, {"type": "encounter_option", "option": "yes"})
    # take(2) first: one card at a time from a bank with every type
    state = play(
        state, {"type": "choose_resource", "resource": "fuel"}, {"type": "choose_resource", "resource": "goods"}
    )
    assert [a["addon"] for a in GAME.legal_actions(state, "p1")] == ["drive", "gun", "freight_ring"]
    state = play(state, {"type": "choose_addon", "addon": "gun"})
    assert state.players[0].guns == 1 and state.holds(0, "fuel") == 1 and state.phase == MOVE


def test_a_free_ship_with_no_launch_point_free_becomes_a_credit() -> None:
    # enc01 yes: SPEED(R2): win -> free trade ship; both launch points of p1's port are taken
    state = encounter("enc01", shakes=(("yellow_1", "red"), ("black", "blue")))
    port = state.players[0].ports[0]
    from rules.starfarers.board import launch_points

    blockers = tuple(Ship(n + 2, "colony", point) for n, point in enumerate(launch_points(port)))
    state = state.with_player(1, ships=blockers)
    done = play(state, {"type": "encounter_option", "option": "yes"})
    assert done.players[0].credits == 1 and len(done.players[0].ships) == 1


def test_a_jump_lands_the_first_ship_in_a_chosen_area_then_on_a_chosen_node() -> None:
    state = encounter("enc29")
    state = play(state, {"type": "encounter_option", "option": "yes"})
    assert state.phase == JUMP_AREA
    areas = [a["area"] for a in GAME.legal_actions(state, "p1")]
    assert areas == [f"sys{n}" for n in range(1, 8)]  # a colony ship never ends on a base's trade points
    state = play(state, {"type": "jump_area", "area": "sys3"})
    assert state.phase == JUMP_NODE
    nodes = [a["node"] for a in GAME.legal_actions(state, "p1")]
    state = play(state, {"type": "jump_node", "node": nodes[0]})
    # the ship has finished its move where it landed: with no other ship, the turn passes
    assert state.players[0].ships[0].node == nodes[0] and (state.phase, state.active) == ("roll", 1)


def test_zahn_der_zeit_makes_everyone_with_four_add_ons_give_one_up_at_once_and_alone_types_resolve_themselves() -> (
    None
):
    state = build(SEATS, 1, {}, [])
    state = arrange(state, hands={0: {}}, active=0, start=0, phase="shake")
    state = state.with_player(0, ships=(Ship(1, "colony", "v06_07"),), drives=2, guns=2)
    state = state.with_player(1, freight=4).with_player(2, drives=3, freight=1).with_player(3, guns=1)
    state = replace(state, rig_shakes=(("black", "blue"),), rig_encounters=("enc31",))
    state = GAME.apply(state, "p1", {"type": "shake"}).state
    assert state.phase == ZAHN and GAME.acting(state) == ("p1", "p3")  # p2 has freight rings only: resolved
    assert state.players[1].freight == 3
    assert GAME.view(state, None)["public"]["zahn"] == {"p1": "choosing", "p3": "choosing"}
    state = play(state, {"type": "choose_addon", "addon": "gun"})
    assert GAME.view(state, None)["public"]["zahn"]["p1"] == "chosen" and "gun" not in str(
        GAME.view(state, "p3")["public"]["zahn"]
    )
    state = play(state, {"type": "choose_addon", "addon": "freight_ring"}, seat="p3")
    assert (state.players[0].guns, state.players[2].freight, state.players[3].guns) == (1, 0, 1)
    assert state.phase == MOVE and state.base_move == 3


def test_zahn_der_zeit_two_strikes_the_most_add_ons_and_never_a_player_without_any() -> None:
    state = build(SEATS, 1, {}, [])
    state = arrange(state, hands={0: {}}, active=0, start=0, phase="shake")
    state = state.with_player(0, ships=(Ship(1, "colony", "v06_07"),))
    state = state.with_player(1, drives=2).with_player(2, guns=2)
    state = replace(state, rig_shakes=(("black", "blue"),), rig_encounters=("enc32",))
    state = GAME.apply(state, "p1", {"type": "shake"}).state
    assert (state.players[1].drives, state.players[2].guns, state.players[0].drives) == (1, 1, 0)
    assert state.phase == MOVE
    nobody = replace(state, phase="shake", rig_shakes=(("black", "blue"),), rig_encounters=("enc32",), enc_card="")
    nobody = nobody.with_player(1, drives=0).with_player(2, guns=0)
    assert GAME.apply(nobody, "p1", {"type": "shake"}).state.phase == MOVE
