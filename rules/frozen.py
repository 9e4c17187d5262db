"""Frozen dataclasses built in one step, for the engines' hot paths.

A frozen dataclass's `__init__` sets its fields one at a time through `object.__setattr__`; on paths run for
every action (a new state, a `Step`, the next `Rng`) that was a noticeable part of a playout's time. These
classes keep a `__dict__`, so an instance can be made by handing it its whole field dict at once.

This module is the one way every game's state changes: `evolve` (a copy with some fields changed) and `with_field`
(one field, on the hottest paths). A state is never written in place, not even a fresh one.
"""

from __future__ import annotations

from typing import Any, TypeVar

from rules.contract import Event, Step

T = TypeVar("T")

_new = object.__new__
_set = object.__setattr__


def built(cls: type[T], fields: dict[str, Any]) -> T:
    """An instance of frozen dataclass `cls` whose fields are `fields` (every field of `cls`, nothing else: the
    caller checks that)."""
    new = _new(cls)
    _set(new, "__dict__", fields)
    return new


def tuples(value: Any) -> Any:
    """JSON lists back to tuples, all the way down (states keep tuples; their JSON has lists)."""
    if type(value) is list:  # JSON gives plain lists; a leaf is handed back without a call of its own
        return tuple([tuples(v) if type(v) is list else v for v in value])
    return value


def step(state: Any, events: list[Event], checkpoint: bool) -> Step:
    """`Step(state, events, checkpoint)`, built in one step."""
    return built(Step, {"state": state, "events": events, "checkpoint": checkpoint})


def evolve(obj: T, /, **changes: Any) -> T:
    """`dataclasses.replace(obj, **changes)` for a frozen dataclass with a `__dict__` and no `__post_init__`, made
    with one merge of its field dict instead of one `__init__` argument per field; a name that is no field of `obj`
    is refused as `replace` refuses it (it would make the merged dict longer than the field dict)."""
    fields: dict[str, Any] = obj.__dict__
    merged = fields | changes
    if len(merged) != len(fields):
        unknown = sorted(changes.keys() - fields.keys())
        raise TypeError(f"{type(obj).__name__} has no field {unknown[0]!r}")
    return built(type(obj), merged)


def with_field(obj: T, name: str, value: Any) -> T:
    """`evolve(obj, name=value)` for one field the caller knows exists: engines change one field (a task queue, the
    action count) several times per action, and this skips `evolve`'s keyword packing and field check."""
    fields: dict[str, Any] = obj.__dict__.copy()
    fields[name] = value
    return built(type(obj), fields)
