"""§4.1-4.4: the production roll, production (space ports earn one card, Green Folk bonus, bank shortages D13,
neutral pieces earn nothing), Diplomats' relief, the seven (hidden discards one card per action, the hand limit and
tribute, the steal and immunity) and the extra card (threshold, two cards, the deck rebuilt from the bank, D14)."""

from __future__ import annotations

from dataclasses import replace

from rules.contract import Event
from rules.starfarers.production import (
    discard_choices,
    discarding,
    extra_card,
    mark_discard,
    owed_by_roll,
    relief,
    roll,
    steal,
    steal_targets,
)
from rules.starfarers.setup import build
from rules.starfarers.state import DISCARD, RELIEF, STEAL, TRADE, State, card_type
from rules.starfarers.testing import arrange, rig

SEATS = ["p1", "p2", "p3", "p4"]


def homes(**by_seat: str) -> State:
    """A four-player start whose seats have the named home systems (a seed that deals them so)."""
    wanted = [by_seat.get(f"p{i + 1}") for i in range(4)]
    for seed in range(200):
        state = build(SEATS, seed, {}, [])
        if all(w is None or state.players[i].home == w for i, w in enumerate(wanted)):
            return state
    raise AssertionError("no seed deals these homes")


def counts(state: State, seat: int) -> dict[str, int]:
    found: dict[str, int] = {}
    for card in state.players[seat].hand:
        found[card_type(card)] = found.get(card_type(card), 0) + 1
    return found


def test_a_roll_pays_every_colony_and_port_on_a_planet_with_that_number_one_card() -> None:
    # cat_alpha: food 4, fuel 8, carbon 11; the home player's three buildings touch two points of each planet
    state = arrange(homes(p1="cat_alpha"), hands={0: {}, 1: {}, 2: {}, 3: {}})
    assert owed_by_roll(state, 8)[0] == {"fuel": 2}  # the port and a colony on fuel 8's two colony points
    events: list[Event] = []
    after = roll(rig(replace(state, active=0), dice=[(5, 3)]), events)
    assert counts(after, 0).get("fuel") == 2 and after.phase == TRADE
    produced = next(e for e in events if e["type"] == "produced")
    assert produced["total"] == 8 and produced["gains"][0] == {"fuel": 2}
    # cat_beta's fuel planet is also 8: both home players earn
    beta = next(i for i, p in enumerate(state.players) if p.home == "cat_beta")
    assert produced["gains"][beta] == {"fuel": 2}


def test_green_folk_add_one_card_once_per_roll_for_the_resource_earned() -> None:
    state = arrange(homes(p1="cat_alpha"), hands={0: {}})
    state = state.with_player(0, friends=("gf_fuel", "gf_food"))
    assert owed_by_roll(state, 8)[0] == {"fuel": 3}  # 2 earned + 1 harvest
    assert owed_by_roll(state, 11)[0] == {"carbon": 2}  # no carbon card: no bonus


def test_a_bank_short_of_cards_pays_its_only_claimant_the_rest_and_several_claimants_nothing() -> None:
    state = homes(p1="cat_alpha")
    beta = next(i for i, p in enumerate(state.players) if p.home == "cat_beta")
    fuel_left = replace(state, bank=(state.bank[0], state.bank[1][:3], *state.bank[2:]))
    events: list[Event] = []
    after = roll(rig(replace(fuel_left, active=0), dice=[(4, 4)]), events)  # 8: alpha and beta both owed 2 fuel
    assert any(e["type"] == "shortage" and e["resource"] == "fuel" for e in events)
    assert after.bank_count("fuel") == 3 and counts(after, beta).get("fuel", 0) == counts(fuel_left, beta).get(
        "fuel", 0
    )
    # one claimant takes what is left: carbon 11 pays only cat_alpha's owner
    carbon_left = replace(state, bank=(*state.bank[:2], state.bank[2][:1], *state.bank[3:]))
    events = []
    after = roll(rig(replace(carbon_left, active=0), dice=[(5, 6)]), events)
    produced = next(e for e in events if e["type"] == "produced")
    assert produced["gains"][0] == {"carbon": 1} and after.bank_count("carbon") == 0


def test_neutral_pieces_earn_nothing() -> None:
    state = build(SEATS[:3], 2, {}, [])
    # a number only the spare home system's planets carry: its pieces touch them, and nobody earns
    only_there = {"v03_02": 11, "v03_09": 12, "v03_14": 5, "v03_21": 9}[state.neutral[0]]
    assert owed_by_roll(state, only_there) == [{}, {}, {}]
    home_number = {"cat_alpha": 11, "cat_beta": 12, "cat_gamma": 5, "cat_delta": 9}[state.players[0].home]
    assert owed_by_roll(state, home_number)[0] != {}  # the same roll on a player's home pays


def test_relief_gives_a_diplomat_friend_who_earned_nothing_one_card_of_their_choice() -> None:
    state = arrange(homes(p1="cat_alpha"), hands={0: {}, 1: {}, 2: {}, 3: {}})
    delta = next(i for i, p in enumerate(state.players) if p.home == "cat_delta")
    state = state.with_player(delta, friends=("dip_relief",))
    after = roll(rig(replace(state, active=0), dice=[(2, 2)]), [])  # 4: only cat_alpha's food planet produces
    assert after.phase == RELIEF and after.task == (delta,)
    events: list[Event] = []
    done = relief(after, "goods", events)
    assert counts(done, delta) == {"goods": 1} and done.phase == TRADE
    assert events[0] == {"type": "relief", "to": None, "seat": delta, "resource": "goods"}


def test_a_seven_makes_everyone_over_seven_mark_half_their_cards_one_by_one_then_pay_them_together() -> None:
    state = arrange(
        homes(),
        hands={0: {"ore": 8}, 1: {"fuel": 5, "food": 4}, 2: {"goods": 7}, 3: {"carbon": 12}},
        active=0,
    )
    state = state.with_player(3, friends=("dip_tribute",))  # limit 12: keeps all 12
    events: list[Event] = []
    window = roll(rig(state, dice=[(3, 4)]), events)
    assert window.phase == DISCARD and window.owed == (4, 4, 0, 0) and discarding(window) == (0, 1)
    assert discard_choices(window, 1) == ["fuel", "food"]
    events = []
    step = mark_discard(window, 1, "fuel", events)
    assert events[0]["to"] == ["p2"] and events[1] == {
        "type": "marked_hidden",
        "to": None,
        "seat": 1,
        "chosen": 1,
        "owed": 4,
    }
    assert counts(step, 1) == {"fuel": 5, "food": 4}  # marked cards stay in the hand until the window closes
    for resource in ("fuel", "fuel", "fuel"):
        step = mark_discard(step, 1, resource, [])
    assert discard_choices(step, 1) == [] or discarding(step) == (0,)
    for _ in range(3):
        step = mark_discard(step, 0, "ore", [])
    events = []
    step = mark_discard(step, 0, "ore", events)
    assert counts(step, 0) == {"ore": 4} and counts(step, 1) == {"fuel": 1, "food": 4}
    assert events[-1]["type"] == "discarded" and events[-1]["cards"][:2] == [{"ore": 4}, {"fuel": 4}]
    assert step.phase == STEAL


def test_the_roller_steals_a_random_card_from_an_opponent_without_immunity_or_passes() -> None:
    state = arrange(homes(), hands={0: {}, 1: {"ore": 2}, 2: {}, 3: {"food": 1}}, active=0, phase=STEAL)
    state = state.with_player(3, friends=("dip_immunity",)).with_player(0, fame=10)  # 9 points: no extra card
    assert steal_targets(state) == [1]
    events: list[Event] = []
    after = steal(state, 1, events)
    assert counts(after, 0) == {"ore": 1} and counts(after, 1) == {"ore": 1}
    told = next(e for e in events if e["type"] == "stole")
    assert told["to"] == ["p1", "p2"] and told["resource"] == "ore"
    assert {"type": "stole_hidden", "to": None, "seat": 0, "target": 1, "count": 1} in events
    events = []
    passed = steal(state, None, events)
    assert counts(passed, 1) == {"ore": 2} and events[0]["type"] == "no_steal"


def test_below_nine_points_the_active_player_draws_the_extra_card_and_two_with_the_variant() -> None:
    state = arrange(homes(), hands={0: {}}, active=0)
    events: list[Event] = []
    one = extra_card(state, events)
    assert len(one.players[0].hand) == 1 and events[0]["to"] == ["p1"] and events[1]["count"] == 1
    two = extra_card(replace(state, extra_cards=2), [])
    assert len(two.players[0].hand) == 2
    rich = state.with_player(0, fame=10)  # 4 + 5 = 9 points: no extra card
    assert extra_card(rich, []).players[0].hand == ()


def test_an_empty_supply_deck_is_rebuilt_from_up_to_six_cards_of_each_bank_stack() -> None:
    state = arrange(homes(), hands={0: {}}, active=0)
    empty = replace(state, deck=(), bank=(state.bank[0], state.bank[1][:2], *state.bank[2:]))
    drawn = extra_card(empty, [])
    assert len(drawn.players[0].hand) == 1
    assert len(drawn.deck) + 1 == 6 + 2 + 6 + 6 + 6
    assert drawn.bank_count("fuel") == 0 and drawn.bank_count("ore") == len(state.bank[0]) - 6
