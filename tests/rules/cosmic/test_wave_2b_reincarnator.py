"""Wave 2b's Reincarnator (spec §5.5.3): after a challenge his side lost (as a main player or an ally) or a failed deal
of his, he draws at random a power of the pool that is not in play and plays it besides his own, replacing the one he
drew before; what he draws works like anyone's power (automatic hooks, optional uses, the flare Super rule); zapped or
inactive he draws nothing; the drawn power is public and stored.

Red (seat 0) attacks blue_1 with two ships from red_1; blue defends it with four (tests/rules/cosmic/test_challenge.py).
Every home planet starts with four ships.
"""

from __future__ import annotations

import json

import pytest

from rules.cosmic import engine
from rules.cosmic.aliens.grudge import GrudgeState
from rules.cosmic.aliens.reincarnator import ReincarnatorState, drawable
from rules.cosmic.components import SHIPS_PER_COLOUR, excludes, power_pool
from rules.cosmic.consequences import step_g
from rules.cosmic.effects import flare_mode
from rules.cosmic.hooks import STEP_G
from rules.cosmic.powers import in_play, powers_of, works
from rules.cosmic.records import record, with_record
from rules.cosmic.registry import rows
from rules.cosmic.state import State, Task, decode, encode
from rules.cosmic.views import public_view
from rules.frozen import evolve
from rules.rng import Rng
from tests.rules.cosmic.scenario import act, head, pass_windows, start, to, until_window
from tests.rules.cosmic.test_challenge import aimed, invited_nobody, selected, yellow_attacks, yellow_defends
from tests.rules.cosmic.test_conservation import cards, dealt, random_states
from tests.rules.cosmic.test_powers import FLARES, used_in
from tests.rules.cosmic.test_wave_2a_losses import INACTIVE, failed_deal, lose, of, zones
from tests.rules.cosmic.test_wave_2a_outcome import ZAP, challenge, outcome, zapped
from tests.rules.cosmic.test_wave_2a_ships import grudge_invites
from tests.rules.cosmic.test_windows_protocol import everyone_else_passes


def marks_of(state: State) -> tuple[int, ...]:
    return record(state, GrudgeState).grudges


def drawn_of(state: State) -> tuple[str, ...]:
    return record(state, ReincarnatorState).extra_powers


Events = list[dict[str, object]]
RED = ("reincarnator", "mind", "mutant")
BLUE = ("mind", "reincarnator", "mutant")
YELLOW = ("mind", "mutant", "reincarnator", "laser")
R1_LEFT = ("chronos", "filch", "laser", "macron", "will")
"""What a three-player game of `RED` may draw when its pool is the first release's alone."""


def reincarnated(events: Events) -> list[tuple[object, ...]]:
    return of(events, "reincarnated")


def rigged(state: State, power: str) -> State:
    """The next random draw of the game takes `power` among the powers Reincarnator may draw now."""
    choices = drawable(state)
    seed = next(s for s in range(10_000) if Rng(s).choice(choices)[0] == power)
    return evolve(state, rng=Rng(seed))


def r1_only(state: State) -> State:
    return evolve(state, released=("r1",))


def with_extra(state: State, seat: int, power: str) -> State:
    extra = ["" for _ in state.seats]
    extra[seat] = power
    return with_record(state, ReincarnatorState(tuple(extra)))


# -- when he draws -----------------------------------------------------------------------------------------------------
def test_reincarnator_draws_a_power_after_losing_as_the_offense() -> None:
    state = r1_only(challenge(RED))
    state, events = selected(rigged(state, "macron"), "attack_4", "attack_9")
    assert outcome(events) == ("defense", 6, 13)
    assert reincarnated(events) == [(0, "macron", None)]
    assert {"type": "reincarnated", "to": None, "seat": 0, "power": "macron", "replaced": None} in events
    assert drawn_of(state) == ("macron", "", "") and powers_of(state, 0) == (
        "reincarnator",
        "macron",
    )


def test_reincarnator_draws_after_losing_as_the_defense() -> None:
    state = r1_only(challenge(BLUE))
    state, events = selected(rigged(state, "will"), "attack_12", "attack_9")
    assert outcome(events) == ("offense", 14, 13)
    assert reincarnated(events) == [(1, "will", None)] and drawn_of(state) == (
        "",
        "will",
        "",
    )


def test_reincarnator_draws_as_an_ally_of_the_losing_side() -> None:
    state = yellow_defends(r1_only(aimed(4, powers=YELLOW)), "yellow_1")
    state, events = selected(rigged(state, "filch"), "attack_12", "attack_5")
    assert outcome(events) == ("offense", 14, 10)
    assert reincarnated(events) == [(2, "filch", None)] and drawn_of(state) == (
        "",
        "",
        "filch",
        "",
    )


def test_reincarnator_draws_after_a_failed_deal_of_his() -> None:
    state = invited_nobody(r1_only(aimed(3, powers=RED)))
    state, events = failed_deal(rigged(state, "chronos"))
    state, more = lose(state, 0, "red_2", "red_2", "red_2")
    state, last = lose(state, 1, "blue_2", "blue_2", "blue_2")
    assert reincarnated(events + more + last) == [(0, "chronos", None)] and record(
        state, ReincarnatorState
    ).extra_powers == ("chronos", "", "")


def test_an_ally_draws_nothing_after_a_failed_deal() -> None:
    """Allies are no part of a deal: only its main players failed."""
    state = yellow_defends(r1_only(aimed(4, powers=YELLOW)), "yellow_1")
    state, _ = selected(state, "compromise", "compromise")
    state, _ = act(state, 2, {"type": "place_origin"})  # the allies go home before the deal
    assert head(state) == "deal" and state.allies[2] == "defense"
    state, events = act(state, 1, {"type": "deal_abandon"})
    state, placed = act(state, 0, {"type": "place_origin"})
    events += placed
    state, more = lose(state, 0, "red_2", "red_2", "red_2")
    state, last = lose(state, 1, "blue_2", "blue_2", "blue_2")
    told = events + more + last
    assert of(told, "deal_failed") and reincarnated(told) == [] and drawn_of(state) == ()


def test_reincarnator_draws_nothing_when_his_side_wins() -> None:
    _, events = selected(challenge(RED), "attack_12", "attack_9")
    assert outcome(events)[0] == "offense" and reincarnated(events) == []
    state = yellow_attacks(aimed(3, powers=("mind", "mutant", "reincarnator")), "yellow_1")
    state, events = selected(state, "attack_12", "attack_5")
    assert outcome(events)[0] == "offense" and reincarnated(events) == [] and drawn_of(state) == ()


def test_reincarnator_draws_nothing_after_a_deal_is_made() -> None:
    state, _ = selected(challenge(RED), "compromise", "compromise")
    assert head(state) == "deal"
    for step in ({"type": "deal_draft"}, {"type": "deal_n", "n": 1}, {"type": "deal_mode", "mode": "random"}):
        state, _ = act(state, 1, step)
    for step in ({"type": "deal_n", "n": 0}, {"type": "deal_base", "planet": None}):
        state, _ = act(state, 1, step)
    state, _ = act(state, 1, {"type": "deal_base", "planet": "blue_3"})
    state, _ = act(state, 1, {"type": "deal_submit"})
    state, _ = act(state, 0, {"type": "deal_accept", "proposal": 1})
    state, events = pass_windows(state)
    state, more = act(state, 0, {"type": "commit", "from": "cone"})
    state, done = act(state, 0, {"type": "done"})
    state, placed = act(state, 0, {"type": "place_origin"})
    told = events + more + done + placed
    assert state.outcome == "deal" and reincarnated(told) == [] and drawn_of(state) == ()


def test_an_aborted_challenge_or_a_reclaim_draws_nothing() -> None:
    state = challenge(RED)
    for ending in ("aborted", "reclaim"):
        events: Events = []
        after = step_g(evolve(state, outcome=ending), Task("step_g"), events)
        assert events == [] and drawn_of(after) == () and after.rng == state.rng


def test_a_zapped_or_inactive_reincarnator_draws_nothing() -> None:
    state, events = selected(zapped(challenge(RED, hands=ZAP), 0), "attack_4", "attack_9")
    assert outcome(events)[0] == "defense" and reincarnated(events) == [] and drawn_of(state) == ()
    state, events = selected(challenge(RED, ships={0: INACTIVE}), "attack_4", "attack_9")
    assert outcome(events)[0] == "defense" and reincarnated(events) == [] and drawn_of(state) == ()


SIX = ("reincarnator", "mind", "mutant", "laser", "chronos", "macron")


def test_the_last_power_left_is_drawn_and_with_none_left_nothing_happens() -> None:
    state = with_extra(invited_nobody(r1_only(aimed(6, powers=SIX))), 0, "filch")
    assert drawable(state) == ("will",)
    after, events = selected(state, "attack_4", "attack_9")
    assert reincarnated(events) == [(0, "will", "filch")] and drawn_of(after) == (
        "will",
        "",
        "",
        "",
        "",
        "",
    )
    state = evolve(state, released=())  # a pool with nothing left in it
    after, events = selected(state, "attack_4", "attack_9")
    assert outcome(events)[0] == "defense" and reincarnated(events) == [] and drawn_of(after)[0] == "filch"


# -- what he may draw --------------------------------------------------------------------------------------------------
def test_the_pool_is_the_games_less_the_powers_in_play_reincarnator_miser_and_excluded_partners() -> None:
    state = challenge(("reincarnator", "gambler", "miser"))
    state = evolve(state, released=("r1", "w2a", "w2b"), power_pool="w2b")
    state = with_record(state, ReincarnatorState(("human", "", "")))
    expected = [
        p
        for p in power_pool("w2b", ("r1", "w2a", "w2b"))
        if p not in ("reincarnator", "gambler", "miser", "human", "sorcerer")
    ]
    assert list(drawable(state)) == expected and "healer" in expected and "machine" in expected
    (row,) = [r for name, r in rows(STEP_G) if name == "reincarnator"]
    lost = evolve(state, outcome="defense")
    drawn = set()
    for seed in range(300):
        events: Events = []
        after, tasks = row(evolve(lost, rng=Rng(seed)), events)
        assert tasks == ()
        drawn.add(drawn_of(after)[0])
        assert reincarnated(events) == [(0, drawn_of(after)[0], "human")]
    assert drawn == set(expected)
    assert not any(excludes(p, in_play(state)) for p in drawn)


def test_the_pool_is_the_waves_the_game_was_set_up_with() -> None:
    state = r1_only(challenge(RED))
    assert drawable(state) == R1_LEFT
    wave_2a = evolve(challenge(RED), released=("r1", "w2a"))
    assert "human" in drawable(wave_2a) and "healer" not in drawable(wave_2a)
    assert "healer" in drawable(evolve(challenge(RED), released=("r1", "w2a", "w2b")))


# -- what he drew works ------------------------------------------------------------------------------------------------
def blue_attacks_red(state: State, planet: str, commit_from: str, offense: str, defense: str) -> tuple[State, Events]:
    """Blue's challenge against red at `planet` with two ships from `commit_from`; nobody is invited."""
    state, _ = to(state, "target")
    assert state.offense == 1
    state, _ = act(state, 1, {"type": "target", "planet": planet})
    for _ in range(2):
        state, _ = act(state, 1, {"type": "commit", "from": commit_from})
    state, _ = act(state, 1, {"type": "done"})
    state, _ = to(state, "invite")
    state, _ = act(state, 1, {"type": "done"})
    state, _ = to(state, "invite")
    state, _ = act(state, 0, {"type": "done"})
    state, _ = to(state, "select")
    state, _ = act(state, 1, {"type": "select", "card": offense})
    state, _ = act(state, 0, {"type": "select", "card": defense})
    return pass_windows(state)


def test_the_drawn_power_works_and_a_new_draw_replaces_it() -> None:
    state = evolve(challenge(RED), rig_destiny=("destiny_red_1", "destiny_red_2"))
    state, events = selected(rigged(state, "human"), "attack_4", "attack_9")
    assert reincarnated(events) == [(0, "human", None)] and works(state, 0, "human")
    # blue's turn: red defends red_2 with four ships and Human's +4; blue takes it all the same
    state, events = blue_attacks_red(rigged(state, "chronos"), "red_2", "blue_2", "attack_20", "attack_8")
    assert outcome(events) == ("offense", 22, 16)  # 20 + 2 against 8 + 4 + 4
    assert reincarnated(events) == [(0, "chronos", "human")]
    assert drawn_of(state) == ("chronos", "", "") and not works(state, 0, "human") and works(state, 0, "chronos")
    # blue's second challenge: red defends red_3 without Human's +4 now
    state, _ = act(state, 1, {"type": "second_challenge"})
    state, events = blue_attacks_red(state, "red_3", "blue_3", "attack_8", "attack_6")
    assert outcome(events) == ("defense", 10, 10)


def test_the_drawn_powers_optional_use_is_offered_in_its_window() -> None:
    state = invited_nobody(aimed(3, powers=("reincarnator", "laser", "mutant")))
    state, _ = until_window(state, "w_preselect")
    assert {"type": "use_power"} not in engine.legal(state, 0)  # his own power has no optional use
    state = with_extra(invited_nobody(aimed(3, powers=("reincarnator", "laser", "mutant"))), 0, "mind")
    state, events = used_in(state, "w_preselect", 0, {"type": "use_power"})
    played = next(e for e in events if e["type"] == "revealed_plays")["plays"][0]
    assert (played["kind"], played["power"]) == ("power", "mind")
    assert of(events, "looked") == [(0, [1])] and 0 in state.used


def test_a_drawn_will_names_the_defender() -> None:
    state, _ = start(3, powers=RED, destiny=("destiny_blue_1",))
    state, _ = pass_windows(with_extra(state, 0, "will"))
    assert head(state) == "will_offer" and engine.acting(state) == (0,)
    state, _ = act(state, 0, {"type": "use_power"})
    state, _ = act(state, 0, {"type": "will_defender", "seat": "p3"})
    state, events = act(state, 0, {"type": "will_planet", "planet": "yellow_2"})
    state, more = everyone_else_passes(state)
    played = next(e for e in events + more if e["type"] == "revealed_plays")["plays"][0]
    assert played["power"] == "will" and (state.defense, state.target) == (2, "yellow_2")


def test_a_drawn_machine_gives_another_challenge_by_his_power() -> None:
    state = with_extra(challenge(RED), 0, "machine")
    state, _ = selected(state, "attack_12", "attack_9")
    assert head(state) == "second" and state.tasks[0].what == ""  # the rule's second challenge
    state, _ = act(evolve(state, rig_destiny=("destiny_blue_2",)), 0, {"type": "second_challenge"})
    state, _ = to(state, "target")
    state, _ = act(state, 0, {"type": "target", "planet": "blue_2"})
    state, _ = act(state, 0, {"type": "commit", "from": "red_2"})
    state, _ = act(state, 0, {"type": "done"})
    state, events = selected(invited_nobody(state), "attack_10", "attack_5")
    assert outcome(events) == ("offense", 11, 9) and reincarnated(events) == []
    assert head(state) == "second" and state.tasks[0].what == "machine"
    state, events = act(state, 0, {"type": "second_challenge"})
    assert state.window == "machine"
    played = next(e for e in events if e["type"] == "revealed_plays")["plays"][0]
    assert played["power"] == "machine"


def test_his_flare_super_is_the_drawn_powers_and_a_given_up_powers_flare_is_normal() -> None:
    hands = {0: ("attack_12", "compromise", "flare_mind", "flare_laser")}
    state = invited_nobody(aimed(3, options=FLARES, powers=("reincarnator", "chronos", "mutant"), hands=hands))
    assert flare_mode(state, 0, "flare_mind") == "normal"
    drew_mind = with_extra(state, 0, "mind")
    assert flare_mode(drew_mind, 0, "flare_mind") == "super" and flare_mode(drew_mind, 0, "flare_laser") == "normal"
    drew_laser = with_extra(state, 0, "laser")  # Mind given up for Laser
    assert flare_mode(drew_laser, 0, "flare_mind") == "normal" and flare_mode(drew_laser, 0, "flare_laser") == "super"
    _, events = used_in(drew_mind, "w_preselect", 0, {"type": "play", "card": "flare_mind"})
    assert next(e for e in events if e["type"] == "revealed_plays")["plays"][0]["mode"] == "super"
    assert [(e["to"], e["of"]) for e in events if e["type"] == "hand_seen"] == [(["p1"], 1), (["p1"], 2)]
    _, events = used_in(drew_laser, "w_preselect", 0, {"type": "play", "card": "flare_mind"})
    assert next(e for e in events if e["type"] == "revealed_plays")["plays"][0]["mode"] == "normal"
    assert [(e["to"], e["of"]) for e in events if e["type"] == "hand_seen"] == [(["p1"], 1)]


def test_a_zap_switches_off_both_his_powers() -> None:
    state = zapped(with_extra(challenge(RED, hands=ZAP), 0, "human"), 0)
    state, events = selected(state, "attack_4", "attack_9")
    assert outcome(events) == ("offense", 6, 13)  # no +4, and a zapped Human's side wins (D-48)
    assert reincarnated(events) == [] and drawn_of(state) == ("human", "", "")


def test_a_drawn_vulch_takes_anothers_edicts_and_a_drawn_grudge_marks() -> None:
    state = zapped(with_extra(challenge(RED, hands=ZAP), 0, "vulch"), 1)  # yellow zaps blue
    state, events = selected(state, "attack_12", "attack_9")
    assert of(events, "edicts_taken") == [(0, 2, ["edict_cosmic_zap"])]
    state = with_extra(aimed(4, powers=("reincarnator", "mind", "mutant", "laser")), 0, "grudge")
    state, events = grudge_invites(state)
    assert of(events, "grudge_marks") == [(0, [2])] and marks_of(state) == (2,)


# -- public and stored -------------------------------------------------------------------------------------------------
def test_the_view_shows_the_drawn_power() -> None:
    state = challenge(RED)
    assert [p["extra_power"] for p in public_view(state, ())["players"]] == [None, None, None]
    state = with_extra(state, 0, "human")
    assert [p["extra_power"] for p in public_view(state, ())["players"]] == ["human", None, None]


def test_a_drawn_power_is_encoded_and_a_state_stored_before_it_existed_decodes() -> None:
    state = with_extra(challenge(RED), 0, "human")
    encoded = json.loads(encode(state))
    assert decode(encode(state)) == state and encoded["records"] == {
        "reincarnator": {"extra_powers": ["human", "", ""]}
    }
    plain = challenge(RED)
    stored = json.loads(encode(plain))
    assert stored["records"] == {}
    del stored["v"], stored["records"]  # an encoding of the build before the drawn power: no version, no field
    assert decode(json.dumps(stored)) == plain


# -- every card and ship stays, whatever he draws ----------------------------------------------------------------------
@pytest.mark.parametrize("seed", range(2))
def test_every_card_and_ship_stays_counted_in_random_games_with_reincarnator(seed: int) -> None:
    powers = ("reincarnator", "mind", "mutant", "laser", "chronos")
    start = dealt(5, seed, {}, {s: powers[(s + seed) % 5] for s in range(5)})
    deck = cards(start)
    drawn = set()
    for state in random_states(start, seed, 2500):
        assert cards(state) == deck, f"after action {state.seq}"
        assert [zones(state, s) for s in range(5)] == [SHIPS_PER_COLOUR] * 5, f"after action {state.seq}"
        assert decode(encode(state)) == state
        drawn |= set(drawn_of(state))
    assert len(drawn - {""}) >= 2
