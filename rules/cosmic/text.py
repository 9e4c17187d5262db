"""Player-facing texts of Cosmic Encounter: `describe` for actions, `narrate` for events (being written)."""

from __future__ import annotations

from collections.abc import Mapping

from rules.contract import Action, Event
from rules.cosmic.state import State

LOCALES: tuple[str, ...] = ("en",)


def describe(state: State, action: Action, locale: str, names: Mapping[str, str]) -> str:
    return " ".join(str(v) for v in action.values())


def narrate(event: Event, locale: str, names: Mapping[str, str]) -> str:
    return str(event["type"])
