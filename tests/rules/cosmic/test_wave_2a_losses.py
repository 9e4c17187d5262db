"""The loss-event pipeline (spec §5.5.0) and wave 2a's powers that react to losses (§5.5.2): Void, Zombie and
Vacuum; per power its effect, its timing, and what happens when it is zapped or inactive; the order of the
reactions; every kind of loss reaching the pipeline; the fan; the `removed` zone in the ship count.

Red (seat 0) attacks blue_1 with two ships from red_1; blue defends it with four (tests/rules/cosmic/test_challenge.py).
Every home planet starts with four ships.
"""

from __future__ import annotations

import json
from collections.abc import Iterator

import pytest

from rules.cosmic import engine
from rules.cosmic.aliens.vacuum import VACUUM
from rules.cosmic.aliens.void import VoidState
from rules.cosmic.components import SHIPS_PER_COLOUR
from rules.cosmic.hooks import FIRST, LOSS_REACTIONS, join
from rules.cosmic.losses import Loss, lose_task
from rules.cosmic.records import record, with_record
from rules.cosmic.registry import Power, registered, rows
from rules.cosmic.state import State, decode, encode
from rules.cosmic.tasks import push
from rules.cosmic.testing import arrange
from rules.cosmic.views import public_view
from tests.rules.cosmic.scenario import act, head, pass_windows, start
from tests.rules.cosmic.test_challenge import aimed, invited_nobody, selected, yellow_attacks
from tests.rules.cosmic.test_conservation import cards, dealt, random_states
from tests.rules.cosmic.test_powers import FILL, used_in
from tests.rules.cosmic.test_wave_2a_outcome import ZAP, challenge, zapped
from tests.rules.cosmic.test_windows_protocol import everyone_else_passes


def removed_of(state: State) -> tuple[int, ...]:
    return record(state, VoidState).removed


Events = list[dict[str, object]]
INACTIVE = {"red_2": 16, "red_3": 0, "red_4": 0, "red_5": 0}
"""Red with two home bases (red_1 keeps two ships after the commit): his power is off."""


def of(events: Events, kind: str) -> list[tuple[object, ...]]:
    """The events of one type, without their type and audience."""
    return [tuple(v for k, v in e.items() if k not in ("type", "to")) for e in events if e["type"] == kind]


def zones(state: State, seat: int) -> int:
    """The seat's ships counted zone by zone: planets, cone, warp, fan, removed."""
    planets = sum(counts[seat] for counts in state.ships)
    fan = sum(segment[seat] for segment in state.fan)
    removed = removed_of(state)[seat] if removed_of(state) else 0
    return planets + state.cone_offense[seat] + state.cone_defense[seat] + state.warp[seat] + fan + removed


@pytest.fixture
def seen() -> Iterator[list[Loss]]:
    """Every loss event as it reaches the pipeline, before any row took a ship: a power of the test's own, first."""
    found: list[Loss] = []

    def spy(state: State, loss: Loss, events: Events) -> tuple[State, Loss, tuple[()]]:
        found.append(loss)
        return state, loss, ()

    with registered(Power("spy", joins=(join(LOSS_REACTIONS, spy, after=FIRST),))):
        yield found


def lose(state: State, seat: int, *planets: str) -> tuple[State, Events]:
    told: Events = []
    for planet in planets:
        assert engine.acting(state) == (seat,), f"{state.tasks[:1]}"
        state, events = act(state, seat, {"type": "lose", "planet": planet})
        told += events
    return state, told


def failed_deal(state: State) -> tuple[State, Events]:
    """Both reveal a compromise; the defense abandons the deal; the offense's cone ships go home."""
    state, _ = selected(state, "compromise", "compromise")
    state, told = act(state, 1, {"type": "deal_abandon"})
    state, more = act(state, 0, {"type": "place_origin"})
    return state, told + more


# -- the pipeline ------------------------------------------------------------------------------------------------------
def test_the_reactions_to_a_loss_run_in_the_specs_order() -> None:
    """§5.5.0: Void (removes instead), Zombie (returns instead), Vacuum (takes others along); Healer comes last."""
    assert [power for power, _ in rows(LOSS_REACTIONS)] == ["void", "zombie", "vacuum", "healer"]


def test_the_ships_an_outcome_sends_to_the_warp_are_one_loss_event(seen: list[Loss]) -> None:
    state = invited_nobody(aimed(3, powers=("mind", "mutant", "laser")))
    state, _ = selected(state, "attack_12", "attack_9")
    assert seen == [Loss("outcome", "warp", (0, 4, 0))]
    state, _ = selected(invited_nobody(aimed(3, powers=("mind", "mutant", "laser"))), "attack_4", "attack_9")
    assert seen[1:] == [Loss("outcome", "warp", (2, 0, 0))]


def test_a_lose_task_is_one_loss_event_once_its_last_ship_went(seen: list[Loss]) -> None:
    """Cudgel's extra losses: two `lose` steps, one event after the second."""
    state, _ = selected(challenge(("cudgel", "mind", "mutant")), "attack_12", "attack_9")
    assert seen == [Loss("outcome", "warp", (0, 4, 0))]
    state, _ = lose(state, 1, "blue_2")
    assert len(seen) == 1
    state, _ = lose(state, 1, "blue_3")
    assert seen[1:] == [Loss("", "warp", (0, 2, 0))]


def test_a_failed_deal_makes_one_loss_event_per_main_player(seen: list[Loss]) -> None:
    state, _ = failed_deal(challenge(("mind", "mutant", "laser")))
    state, _ = lose(state, 0, "red_1", "red_2", "red_3")
    state, _ = lose(state, 1, "blue_1", "blue_1", "blue_2")
    assert seen == [Loss("", "warp", (3, 0, 0)), Loss("", "warp", (0, 3, 0))]


def test_plagues_and_kamikazes_losses_reach_the_pipeline(seen: list[Loss]) -> None:
    state, _ = start(3, hands={1: ("edict_plague", *FILL)})
    state, _ = act(state, 1, {"type": "play", "card": "edict_plague"})
    state, _ = act(state, 1, {"type": "target_seat", "seat": "p3"})
    state, _ = everyone_else_passes(state, 1)
    state, _ = everyone_else_passes(state)
    state, _ = lose(state, 2, "yellow_1", "yellow_2", "yellow_2")
    assert seen == [Loss("", "warp", (0, 0, 3))]
    state, _ = used_in(challenge(("kamikaze", "mind", "mutant")), "w_preselect", 0, {"type": "use_power"})
    state, _ = act(state, 0, {"type": "lose", "planet": "red_2"})
    state, _ = act(state, 0, {"type": "done"})
    assert seen[1:] == [Loss("kamikaze", "warp", (1, 0, 0))]


def test_a_loss_chosen_by_another_player_is_the_owners_loss_event(seen: list[Loss]) -> None:
    """Hate picks his victims' ships: the chooser acts on the owner's planets and the event is the owner's."""
    state, _ = start(3, powers=("mind", "mutant", "zombie"))
    hate = lose_task(state, 2, 2, chooser=0)
    assert hate is not None
    state = engine.advance(push(state, hate), [])
    assert engine.acting(state) == (0,) and {"type": "lose", "planet": "yellow_3"} in engine.legal(state, 0)
    assert {"type": "lose", "planet": "red_1"} not in engine.legal(state, 0)
    state, first = act(state, 0, {"type": "lose", "planet": "yellow_3"})
    state, second = act(state, 0, {"type": "lose", "planet": "yellow_3"})
    assert of(first + second, "ships_lost") == [(2, 1, "yellow_3", 0)] * 2
    assert seen == [Loss("", "warp", (0, 0, 2))]
    assert head(state) == "place" and engine.acting(state) == (2,)  # the owner's Zombie brings them home


# -- Void --------------------------------------------------------------------------------------------------------------
def test_void_winning_as_the_offense_removes_the_defenses_lost_ships_from_the_game() -> None:
    state, events = selected(challenge(("void", "mind", "mutant")), "attack_12", "attack_9")
    assert of(events, "ships_to_warp") == [(1, 4, "blue_1")]
    assert of(events, "ships_removed") == [(1, 4, 0)]
    assert removed_of(state) == (0, 4, 0) and state.warp == (0, 0, 0) and state.ships_on("blue_1", 0) == 2
    assert [zones(state, s) for s in range(3)] == [SHIPS_PER_COLOUR] * 3
    assert [p["removed"] for p in public_view(state, ())["players"]] == [0, 4, 0]
    assert decode(encode(state)) == state and '"removed":[0,4,0]' in encode(state)


def test_void_winning_as_the_defense_removes_the_offenses_cone_ships() -> None:
    state, events = selected(challenge(("mind", "void", "mutant")), "attack_4", "attack_9")
    assert of(events, "ships_removed") == [(0, 2, 1)]
    assert removed_of(state) == (2, 0, 0) and state.warp == (0, 0, 0) and state.cone_offense == (0, 0, 0)


def test_void_leaves_every_player_five_ships_outside_the_removed_zone() -> None:
    state = challenge(("void", "mind", "mutant"))
    state = arrange(
        with_record(state, VoidState((0, 13, 0))), ships={1: {"blue_2": 3, "blue_3": 0, "blue_4": 0, "blue_5": 0}}
    )
    state, events = selected(state, "attack_12", "attack_9")
    assert of(events, "ships_removed") == [(1, 2, 0)]
    assert removed_of(state) == (0, 15, 0) and state.warp == (0, 2, 0)
    assert SHIPS_PER_COLOUR - removed_of(state)[1] == 5


def test_ships_void_removed_still_count_for_compensation() -> None:
    state, events = selected(challenge(("void", "mind", "mutant")), "attack_12", "compromise")
    assert removed_of(state) == (0, 4, 0)
    assert of(events, "compensation") == [(1, 0, 4)]


def test_void_removes_nothing_when_he_loses_or_the_loss_is_no_outcome() -> None:
    state, events = selected(challenge(("void", "mind", "mutant")), "attack_4", "attack_9")
    assert state.warp == (2, 0, 0) and removed_of(state) == () and not of(events, "ships_removed")
    state, _ = failed_deal(challenge(("mind", "void", "mutant")))
    state, _ = lose(state, 0, "red_1", "red_2", "red_3")
    assert state.warp == (3, 0, 0) and removed_of(state) == ()


def test_a_zapped_or_inactive_void_removes_nothing() -> None:
    state = zapped(challenge(("void", "mind", "mutant"), hands=ZAP), 0)
    state, events = selected(state, "attack_12", "attack_9")
    assert state.warp == (0, 4, 0) and removed_of(state) == () and not of(events, "ships_removed")
    state, _ = selected(challenge(("void", "mind", "mutant"), ships={0: INACTIVE}), "attack_12", "attack_9")
    assert state.warp == (0, 4, 0) and removed_of(state) == ()


def test_a_state_stored_before_the_removed_zone_existed_still_decodes() -> None:
    state = challenge(("void", "mind", "mutant"))
    stored = json.loads(encode(state))
    assert "void" not in stored["records"]  # a game nobody removed a ship from holds no record of Void's
    del stored["v"], stored["records"]  # an encoding of the build before the zone: no version, no `removed`
    assert decode(json.dumps(stored)) == state and removed_of(state) == ()


# -- Zombie ------------------------------------------------------------------------------------------------------------
def test_zombies_lost_ships_come_home_through_the_placement_prompt() -> None:
    state, events = selected(challenge(("mind", "zombie", "mutant")), "attack_12", "attack_9")
    assert of(events, "ships_to_warp") == [(1, 4, "blue_1")] and of(events, "zombie_returns") == [(1, 4)]
    assert head(state) == "place" and engine.acting(state) == (1,)
    offered = {a["planet"] for a in engine.legal(state, 1)}
    assert offered == {"blue_2", "blue_3", "blue_4", "blue_5"}  # not the target planet he just lost
    state, _ = act(state, 1, {"type": "place", "planet": "blue_2", "count": "all"})
    state, _ = pass_windows(state)
    assert state.warp == (0, 0, 0) and state.ships_on("blue_2", 1) == 8 and state.ships_on("blue_1", 0) == 2


def test_zombies_returned_ships_still_count_for_compensation() -> None:
    """D-47: Zombie's returned ships still count as lost for compensation."""
    state, _ = selected(challenge(("mind", "zombie", "mutant")), "attack_12", "compromise")
    hand = len(state.hands[1])
    state, events = act(state, 1, {"type": "place", "planet": "blue_3", "count": "all"})
    assert of(events, "compensation") == [(1, 0, 4)]
    assert len(state.hands[1]) == hand + 4 and state.warp == (0, 0, 0)


def test_a_losing_offense_zombie_brings_his_cone_ships_home() -> None:
    state, _ = selected(challenge(("zombie", "mind", "mutant")), "attack_4", "attack_9")
    assert head(state) == "place" and engine.acting(state) == (0,) and state.warp == (2, 0, 0)
    state, _ = act(state, 0, {"type": "place", "planet": "red_1", "count": "all"})
    assert state.warp == (0, 0, 0) and state.ships_on("red_1", 0) == 4


def test_zombies_ships_come_home_from_every_loss_event() -> None:
    """Cudgel's extra losses are a loss event of their own, after the outcome's."""
    state, _ = selected(challenge(("cudgel", "zombie", "mutant")), "attack_12", "attack_9")
    state, _ = act(state, 1, {"type": "place", "planet": "blue_5", "count": "all"})
    state, _ = lose(state, 1, "blue_2", "blue_3")
    assert head(state) == "place" and state.warp == (0, 2, 0)
    state, events = act(state, 1, {"type": "place", "planet": "blue_4", "count": "all"})
    assert of(events, "ships_placed") == [(1, 2, "blue_4")] and state.warp == (0, 0, 0)
    assert [state.ships_on(f"blue_{i}", 1) for i in range(1, 6)] == [0, 3, 3, 6, 8]


def test_a_zapped_or_inactive_zombies_ships_stay_in_the_warp() -> None:
    state = zapped(challenge(("zombie", "mind", "mutant"), hands=ZAP), 0)
    state, events = selected(state, "attack_4", "attack_9")
    assert state.warp == (2, 0, 0) and not of(events, "zombie_returns") and head(state) != "place"
    state, _ = selected(challenge(("zombie", "mind", "mutant"), ships={0: INACTIVE}), "attack_4", "attack_9")
    assert state.warp == (2, 0, 0) and head(state) != "place"


def test_void_removal_beats_zombie_and_zombie_brings_home_what_void_leaves() -> None:
    """D-47: Void removal beats Zombie."""
    state, events = selected(challenge(("void", "zombie", "mutant")), "attack_12", "attack_9")
    assert of(events, "ships_removed") == [(1, 4, 0)] and not of(events, "zombie_returns")
    assert removed_of(state) == (0, 4, 0) and head(state) != "place"
    state = challenge(("void", "zombie", "mutant"))
    state = arrange(
        with_record(state, VoidState((0, 13, 0))), ships={1: {"blue_2": 1, "blue_3": 1, "blue_4": 1, "blue_5": 0}}
    )
    state, events = selected(state, "attack_12", "attack_9")
    assert of(events, "ships_removed") == [(1, 2, 0)] and of(events, "zombie_returns") == [(1, 2)]
    state, _ = act(state, 1, {"type": "place", "planet": "blue_2", "count": "all"})
    assert removed_of(state) == (0, 15, 0) and state.warp == (0, 0, 0) and state.ships_on("blue_2", 1) == 3


# -- Vacuum ------------------------------------------------------------------------------------------------------------
def test_vacuum_assigns_as_many_losses_as_ships_he_lost_and_the_victims_pick_their_planets() -> None:
    state, _ = selected(challenge(("vacuum", "mind", "mutant")), "attack_4", "attack_9")
    assert head(state) == "vacuum" and engine.acting(state) == (0,) and state.warp == (2, 0, 0)
    assert engine.legal(state, 0) == [
        {"type": "target_seat", "seat": "p2"},
        {"type": "target_seat", "seat": "p3"},
        {"type": "done"},
    ]
    state, _ = act(state, 0, {"type": "target_seat", "seat": "p2"})
    state, told = act(state, 0, {"type": "target_seat", "seat": "p3"})  # the second and last: no `done` needed
    assert of(told, "vacuum_losses") == [(0, [1, 2])]
    assert head(state) == "lose" and engine.acting(state) == (1, 2)  # asked at once
    state, _ = act(state, 2, {"type": "lose", "planet": "yellow_4"})
    state, _ = act(state, 1, {"type": "lose", "planet": "blue_3"})
    assert state.warp == (2, 1, 1) and state.ships_on("yellow_4", 2) == 3 and state.ships_on("blue_3", 1) == 3
    assert head(state) != "vacuum"


def test_vacuum_may_take_fewer_along_and_one_victim_several_times() -> None:
    state, _ = selected(challenge(("vacuum", "mind", "mutant")), "attack_4", "attack_9")
    state, _ = act(state, 0, {"type": "done"})
    assert head(state) != "vacuum" and state.warp == (2, 0, 0)
    state, _ = selected(challenge(("vacuum", "mind", "mutant")), "attack_4", "attack_9")
    state, _ = act(state, 0, {"type": "target_seat", "seat": "p2"})
    state, told = act(state, 0, {"type": "target_seat", "seat": "p2"})
    assert of(told, "vacuum_losses") == [(0, [1, 1])]
    state, _ = lose(state, 1, "blue_2", "blue_2")
    assert state.warp == (2, 2, 0)


def test_vacuum_names_only_players_with_ships_left_to_lose() -> None:
    state = challenge(("vacuum", "mind", "mutant"), commit=4)
    planets = {f"yellow_{i}": 0 for i in range(2, 6)}
    state = arrange(state, ships={2: {**planets, "yellow_1": 1, "warp": 19}})
    state, _ = selected(state, "attack_4", "attack_20")
    state, _ = act(state, 0, {"type": "target_seat", "seat": "p3"})
    assert engine.legal(state, 0) == [{"type": "target_seat", "seat": "p2"}, {"type": "done"}]


def test_vacuums_victims_lose_in_events_of_their_own_that_do_not_trigger_him_again(seen: list[Loss]) -> None:
    state, _ = selected(challenge(("vacuum", "mind", "mutant")), "attack_4", "attack_9")
    state, _ = act(state, 0, {"type": "target_seat", "seat": "p2"})
    state, _ = act(state, 0, {"type": "target_seat", "seat": "p3"})
    state, _ = act(state, 1, {"type": "lose", "planet": "blue_3"})
    state, _ = act(state, 2, {"type": "lose", "planet": "yellow_4"})
    assert seen == [
        Loss("outcome", "warp", (2, 0, 0)),
        Loss(VACUUM, "warp", (0, 1, 0)),
        Loss(VACUUM, "warp", (0, 0, 1)),
    ]
    vacuum = dict(rows(LOSS_REACTIONS))["vacuum"]
    assert vacuum(state, Loss(VACUUM, "warp", (2, 1, 0)), [])[2] == ()  # his own ships in such an event: nothing
    assert vacuum(state, Loss("", "warp", (2, 1, 0)), [])[2] != ()


def test_vacuum_reacts_to_plague_and_to_a_failed_deal() -> None:
    state, _ = start(3, powers=("vacuum", "mind", "mutant"), hands={1: ("edict_plague", *FILL)})
    state, _ = act(state, 1, {"type": "play", "card": "edict_plague"})
    state, _ = act(state, 1, {"type": "target_seat", "seat": "p1"})
    state, _ = everyone_else_passes(state, 1)
    state, _ = everyone_else_passes(state)
    state, _ = lose(state, 0, "red_1", "red_2", "red_3")
    assert head(state) == "vacuum" and state.tasks[0].n == 3
    state, _ = failed_deal(challenge(("mind", "vacuum", "mutant")))
    state, _ = lose(state, 0, "red_1", "red_2", "red_3")
    state, _ = lose(state, 1, "blue_1", "blue_1", "blue_2")
    assert head(state) == "vacuum" and engine.acting(state) == (1,) and state.tasks[0].n == 3


def test_vacuum_is_asked_without_a_response_round_after_the_outcome() -> None:
    state, _ = selected(challenge(("vacuum", "mind", "mutant"), hands=ZAP), "attack_4", "attack_9")
    assert head(state) == "vacuum" and state.window == "" and engine.acting(state) == (0,)  # yellow's Zap waits


def test_a_zapped_or_inactive_vacuum_takes_nobody_along() -> None:
    state = zapped(challenge(("vacuum", "mind", "mutant"), hands=ZAP), 0)
    state, _ = selected(state, "attack_4", "attack_9")
    assert head(state) != "vacuum" and state.warp == (2, 0, 0)
    state, _ = selected(challenge(("vacuum", "mind", "mutant"), ships={0: INACTIVE}), "attack_4", "attack_9")
    assert head(state) != "vacuum" and state.warp == (2, 0, 0)


def test_ships_void_removed_never_reached_the_warp_and_do_not_trigger_vacuum() -> None:
    state, events = selected(challenge(("vacuum", "void", "mutant")), "attack_4", "attack_9")
    assert removed_of(state) == (2, 0, 0) and head(state) != "vacuum" and not of(events, "vacuum_losses")


def test_zombie_comes_home_before_vacuum_assigns_and_a_zombie_victim_comes_home_too() -> None:
    """In one event Zombie's ships return first; then Vacuum counts his own ships only. A Zombie he names loses his
    ships to the warp in an event of his own, and they come home again: Vacuum's loss is wasted on him."""
    state = yellow_attacks(aimed(3, powers=("vacuum", "mind", "zombie")), "yellow_1", "yellow_1")
    state, events = selected(state, "attack_4", "attack_20")
    assert of(events, "zombie_returns") == [(2, 2)]
    assert head(state) == "place" and engine.acting(state) == (2,)
    state, _ = act(state, 2, {"type": "place", "planet": "yellow_2", "count": "all"})
    assert head(state) == "vacuum" and state.tasks[0].n == 2 and state.warp == (2, 0, 0)
    state, _ = act(state, 0, {"type": "target_seat", "seat": "p3"})
    state, _ = act(state, 0, {"type": "target_seat", "seat": "p3"})
    state, _ = lose(state, 2, "yellow_3", "yellow_4")
    assert head(state) == "place" and state.warp == (2, 0, 2)
    state, _ = act(state, 2, {"type": "place", "planet": "yellow_5", "count": "all"})
    assert state.warp == (2, 0, 0) and [state.ships_on(f"yellow_{i}", 2) for i in range(1, 6)] == [2, 6, 3, 3, 6]


# -- the fan -----------------------------------------------------------------------------------------------------------
FAN = {"warp_fan": True}


def test_with_the_fan_void_and_zombie_take_the_lost_ships_from_their_segment() -> None:
    state, _ = selected(challenge(("void", "mind", "mutant"), options=FAN), "attack_12", "attack_9")
    assert removed_of(state) == (0, 4, 0) and set(state.fan) == {(0, 0, 0)} and state.warp == (0, 0, 0)
    state, _ = selected(challenge(("mind", "zombie", "mutant"), options=FAN), "attack_12", "attack_9")
    marker = state.fan_marker
    assert state.fan[marker] == (0, 4, 0) and engine.acting(state) == (1,)
    state, _ = act(state, 1, {"type": "place", "planet": "blue_4", "count": "all"})
    assert state.fan[marker] == (0, 0, 0) and state.warp == (0, 0, 0) and state.ships_on("blue_4", 1) == 8


def test_with_the_fan_vacuum_counts_the_ships_put_on_the_segment(seen: list[Loss]) -> None:
    state, _ = selected(challenge(("vacuum", "mind", "mutant"), options=FAN), "attack_4", "attack_9")
    assert seen == [Loss("outcome", "fan:0", (2, 0, 0))]  # the marker starts on the first player's colour
    assert head(state) == "vacuum" and state.tasks[0].n == 2


# -- ships are never created or lost ----------------------------------------------------------------------------------
@pytest.mark.parametrize("seed", range(3))
def test_every_ship_stays_counted_in_random_games_of_these_powers(seed: int) -> None:
    options = {"warp_fan": True} if seed % 2 else {}
    powers = ("void", "zombie", "vacuum", "cudgel", "kamikaze")
    start = dealt(5, seed, options, {s: powers[(s + seed) % 5] for s in range(5)})
    deck = cards(start)
    for state in random_states(start, seed, 3000):
        assert cards(state) == deck, f"after action {state.seq}"
        assert [zones(state, s) for s in range(5)] == [SHIPS_PER_COLOUR] * 5, f"after action {state.seq}"
        assert all(SHIPS_PER_COLOUR - n >= 5 for n in removed_of(state))
        assert decode(encode(state)) == state
