"""Player-facing texts for Starfarers: `describe` for actions, `narrate` for events (English for now; the
catalog "starfarers" gets the other languages with the rest of the game's words). Seats are named only through
`names[seat]`."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from rules.contract import Action, Event
from rules.starfarers.state import State


def _words(value: Any) -> str:
    return str(value).replace("_", " ")


def describe(state: State, action: Action, names: Mapping[str, str]) -> str:
    kind = str(action.get("type"))
    details = [
        names.get(str(v), str(v)) if k in ("target", "seat") else _words(v) for k, v in action.items() if k != "type"
    ]
    label = _words(kind).capitalize()
    return f"{label}: {', '.join(details)}" if details else label


def narrate(event: Event, names: Mapping[str, str]) -> str:
    seats = list(names)
    seat = event.get("seat")
    who = names.get(seats[seat], str(seat)) if isinstance(seat, int) and 0 <= seat < len(seats) else ""
    what = _words(event.get("type"))
    return f"{who}: {what}" if who else what
