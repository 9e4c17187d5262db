"""Frozen dataclasses built in one step are the same objects their `__init__` would make."""

from __future__ import annotations

import dataclasses

from rules.contract import Event, Step
from rules.frozen import built, step
from rules.rng import Rng


def test_a_step_built_at_once_is_the_contracts_step() -> None:
    events: list[Event] = [{"type": "x", "to": None}]
    made = step("state", events, True)
    assert type(made) is Step and made == Step("state", events, True)
    assert made.state == "state" and made.events is events and made.checkpoint is True


def test_a_built_rng_equals_and_hashes_like_a_constructed_one() -> None:
    made = built(Rng, {"seed": 5, "counter": 2})
    assert made == Rng(5, 2) and hash(made) == hash(Rng(5, 2))
    assert dataclasses.replace(made, counter=3) == Rng(5, 3)
