"""Spec §5.3: founding a trading centre with the planet ring (R-5.3, R-5.4, D-22, D-23, D-36) and the §10 hook."""

from __future__ import annotations

from rules.andromeda import GAME
from rules.andromeda.components import KIND_OF, KINDS
from rules.andromeda.state import State
from rules.andromeda.testing import arrange, rig_ring_draws

from .support import a, new_game, play, to_actions


def founding(size: int, planet: str = "azura", tech: int = 1, **stations: int) -> State:
    """p1 (active, at the turn menu) holds `size` cards of `planet`; `stations` per seat stand on it."""
    state = to_actions(new_game(3, active=0))
    filler = [k for k in ("borea", "cygna", "draco", "eos", "fenn", "gorr") if k != planet][: 9 - size]
    return arrange(
        state,
        hands={"p1": [planet] * size + filler},
        stations={planet: stations or {"p1": 2, "p2": 2, "p3": 2}},
        tech={"p1": tech},
    )


def found(state: State, planet: str, n: int) -> tuple[State, list[dict[str, object]]]:
    moves = [a("act", what="found"), a("planet", planet=planet), a("planet_cards", n=n), a("set_done")]
    state, steps = play(state, *[("p1", m) for m in moves])
    assert steps[-1].checkpoint is True
    return state, [e for e in steps[-1].events if e["type"] == "ring_draw"]


def test_r5_3_own_station_becomes_a_centre_on_the_most_valuable_free_satellite() -> None:
    state = rig_ring_draws(founding(3), ["red"])
    state, draws = found(state, "azura", 3)
    assert draws == [
        {
            "type": "ring_draw",
            "to": None,
            "seat": "p1",
            "planet": "azura",
            "drawn": "p1",
            "satellite": "azura_s1",
            "own": 2,  # the founder's stations in the pool of 6 the draw was made from: its chance, 2 in 6
            "pool": 6,
        }
    ]
    assert state.centres[0] == 0
    assert state.on[0] == (1, 2, 2)
    assert GAME.view(state, None)["public"]["scores"]["p1"] == 4 + 14


def test_r5_3_next_centre_goes_to_the_next_free_satellite() -> None:
    state = rig_ring_draws(arrange(founding(3), centres={"azura_s1": "p2"}), ["red"])
    state, _ = found(state, "azura", 3)
    assert state.centres[:3] == (1, 0, -1)


def test_r5_3_foreign_stations_go_to_their_owners_earth_and_use_a_try() -> None:
    state = rig_ring_draws(founding(4), ["blue", "green"])  # size 4 -> 2 tries
    state, draws = found(state, "azura", 4)
    assert [d["drawn"] for d in draws] == ["p2", "p3"]
    assert [(d["own"], d["pool"]) for d in draws] == [(2, 6), (2, 5)]  # drawn without replacement
    assert all(d["satellite"] is None for d in draws)
    assert state.centres[:3] == (-1, -1, -1)
    assert state.on[0] == (2, 1, 1)
    assert state.earth[1:] == (5, 5)
    assert "silver" in [KINDS[KIND_OF[c]] for c in state.hands[0]]  # D-8: a failed pure 4-set still earns


def test_r5_3_success_ends_the_procedure_and_unused_tries_are_lost() -> None:
    state = rig_ring_draws(founding(7), ["blue", "red", "green"])  # size 7 -> 3 tries
    state, draws = found(state, "azura", 7)
    assert [d["drawn"] for d in draws] == ["p2", "p1"]
    assert state.rig == (2,)  # the unused forced entry (green) stays queued
    assert state.on[0] == (1, 1, 2)


def test_r5_3_tries_are_half_the_set_size_rounded_up_at_tech_4() -> None:
    state = rig_ring_draws(founding(3, tech=4), ["blue", "green"])  # ceil(3/2) = 2 tries
    _, draws = found(state, "azura", 3)
    assert len(draws) == 2


def test_r5_3_the_pool_cannot_run_dry_before_an_own_station() -> None:
    state = rig_ring_draws(founding(7, tech=4, p1=1, p2=1, p3=1), ["blue", "green"])  # 4 tries, pool of 3
    state, draws = found(state, "azura", 7)
    assert [d["drawn"] for d in draws] == ["p2", "p3", "p1"]
    assert state.centres[0] == 0
    assert state.on[0] == (0, 0, 0)


def test_d_36_random_draw_is_one_uniform_index_over_the_pool_in_seat_order() -> None:
    state = founding(3, p1=1, p2=3, p3=2)
    index, _ = state.rng.below(6)
    expected = ["p1", "p2", "p2", "p2", "p3", "p3"][index]
    after, draws = found(state, "azura", 3)
    assert draws[0]["drawn"] == expected
    assert after.rng.counter == state.rng.counter + 1


def test_10_rigged_colour_missing_from_the_pool_is_dropped_and_the_draw_is_random() -> None:
    state = rig_ring_draws(founding(3, p1=1, p2=1, p3=0), ["green"])
    after, draws = found(state, "azura", 3)
    assert after.rig == ()
    assert after.rng.counter == state.rng.counter + 1
    assert draws[0]["drawn"] in ("p1", "p2")


def test_d_23_found_needs_a_free_satellite_and_an_own_station() -> None:
    state = founding(3, planet="gorr", p1=2, p2=2, p3=2)
    full = arrange(state, centres={"gorr_s1": "p2", "gorr_s2": "p3", "gorr_s3": "p2"})
    assert a("act", what="found") not in GAME.legal_actions(full, "p1")
    assert a("act", what="place_stations") in GAME.legal_actions(full, "p1")  # 5.1: cards of a full planet
    absent = arrange(state, stations={"gorr": {"p1": 0}})
    assert a("act", what="found") not in GAME.legal_actions(absent, "p1")


def test_r5_4_centres_never_move_and_are_never_in_the_pool() -> None:
    state = rig_ring_draws(arrange(founding(3), centres={"azura_s1": "p2"}), ["red"])
    state, _ = found(state, "azura", 3)
    assert state.centres[0] == 1
    assert sum(state.on[0]) == 5
