"""A power's own state, in a record of its own (issue 37): a frozen dataclass with defaults that the power's module
declares and gives to its `Power(..., state=...)`, e.g. Warrior's tokens. `State.records` holds the records that
differ from their defaults, in the order of their powers' ids, so that equal games are equal states and encode alike;
`record` reads one (its defaults when the state holds none), `with_record` replaces it.

In the encoding (rules/cosmic/state.py, version 2) the records are an object by power id, each the fields that differ
from the record's defaults.
"""

from __future__ import annotations

from dataclasses import fields
from typing import Any, TypeVar, cast

from rules.cosmic.state import State
from rules.frozen import tuples, with_field

R = TypeVar("R")

_IDS: dict[type, str] = {}
"""Record class -> the id of the power that declares it (from the registry, filled on first use)."""
_DEFAULTS: dict[type, Any] = {}


def _default(kind: type[R]) -> R:
    found = _DEFAULTS.get(kind)
    if found is None:
        found = _DEFAULTS[kind] = kind()
    return cast("R", found)


def record(state: State, kind: type[R]) -> R:
    """The record of class `kind` in `state`: its defaults while the state holds none."""
    for value in state.records:
        if type(value) is kind:
            return value
    return _default(kind)


def with_record(state: State, value: object) -> State:
    """`state` with `value` in place of the record of its class (left out when it holds its defaults)."""
    kind = type(value)
    kept = [r for r in state.records if type(r) is not kind]
    if value != _default(kind):
        kept.append(value)
    return with_field(state, "records", tuple(sorted(kept, key=lambda r: power_of(type(r)))))


def power_of(kind: type) -> str:
    """The id of the power whose record `kind` is."""
    found = _IDS.get(kind)
    if found is None:
        from rules.cosmic.registry import POWERS

        _IDS.update((power.state, power.id) for power in POWERS.values() if power.state is not None)
        found = _IDS.get(kind)
        if found is None:
            raise ValueError(f"{kind.__name__} is the record of no registered power")
    return found


def records_to_json(records: tuple[Any, ...]) -> dict[str, dict[str, Any]]:
    """By power id, each record's fields that differ from its defaults."""
    data: dict[str, dict[str, Any]] = {}
    for value in records:
        default = _default(type(value))
        data[power_of(type(value))] = {
            f.name: got for f in fields(value) if (got := getattr(value, f.name)) != getattr(default, f.name)
        }
    return data


def records_from_json(data: dict[str, dict[str, Any]]) -> tuple[Any, ...]:
    """The records of `records_to_json`'s object (a field it leaves out keeps its default; a record that holds its
    defaults is left out of the state)."""
    import rules.cosmic.aliens  # noqa: F401  # registers every power, and so every record class
    from rules.cosmic.registry import POWERS

    found = []
    for power, values in sorted(data.items()):
        kind = POWERS[power].state if power in POWERS else None
        if kind is None:
            raise ValueError(f"no power {power!r} with a record of its state")
        value = kind(**{name: tuples(v) for name, v in values.items()})
        if value != _default(kind):
            found.append(value)
    return tuple(found)
