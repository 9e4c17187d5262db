"""The deterministic RNG: pinned outputs (any change in the sequence fails loudly) and its properties."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from rules.rng import Rng


def test_first_rolls_for_a_fixed_seed_are_pinned() -> None:
    rng = Rng(20261122)
    rolls = []
    for _ in range(10):
        value, rng = rng.roll()
        rolls.append(value)
    assert rolls == [6, 3, 5, 1, 2, 5, 6, 4, 6, 2]
    assert rng == Rng(20261122, 10)


def test_shuffle_choice_sample_below_are_pinned() -> None:
    assert Rng(20261122, 10).shuffle(list(range(10)))[0] == [4, 9, 0, 5, 1, 7, 8, 6, 2, 3]
    assert Rng(7).choice("abcdef")[0] == "a"
    assert Rng(7, 1).sample(list(range(21)), 5)[0] == [9, 8, 3, 4, 11]
    assert Rng(99).below(1000)[0] == 860


def test_every_draw_advances_the_counter_by_one() -> None:
    rng = Rng(5, 3)
    assert rng.roll()[1] == Rng(5, 4)
    assert rng.shuffle([1, 2, 3])[1] == Rng(5, 4)
    assert rng.sample([1, 2, 3], 2)[1] == Rng(5, 4)
    assert rng.choice([1, 2, 3])[1] == Rng(5, 4)


def test_json_round_trip_continues_the_same_sequence() -> None:
    rng = Rng(11, 42)
    assert Rng.from_json(rng.to_json()).roll() == rng.roll()


def test_dice_are_roughly_fair_over_many_draws() -> None:
    counts = [0] * 6
    rng = Rng(1)
    for _ in range(6000):
        value, rng = rng.roll()
        counts[value - 1] += 1
    # each face expects 1000; 6 sigma of a binomial(6000, 1/6) is about 173
    assert all(830 < c < 1170 for c in counts), counts


@given(st.integers(min_value=0, max_value=2**63), st.integers(min_value=0, max_value=10**6))
def test_roll_is_a_die_face(seed: int, counter: int) -> None:
    value, _ = Rng(seed, counter).roll(6)
    assert 1 <= value <= 6


@given(st.integers(min_value=0, max_value=2**63), st.lists(st.integers(), max_size=40))
def test_shuffle_is_a_permutation_and_leaves_input_alone(seed: int, items: list[int]) -> None:
    original = list(items)
    shuffled, _ = Rng(seed).shuffle(items)
    assert items == original
    assert sorted(shuffled) == sorted(items)


@given(st.integers(min_value=0, max_value=2**63), st.integers(min_value=0, max_value=21))
def test_sample_draws_distinct_elements(seed: int, k: int) -> None:
    drawn, _ = Rng(seed).sample(list(range(21)), k)
    assert len(drawn) == k == len(set(drawn))
