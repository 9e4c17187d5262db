"""Pure game logic behind one contract (shared/design/ENGINE.md). No I/O, no asyncio, no Discord."""

from rules.base import GameBase
from rules.contract import (
    Action,
    DecisionKind,
    Event,
    Game,
    IllegalAction,
    Luck,
    Option,
    Player,
    Result,
    SetupError,
    Shortcut,
    State,
    Step,
    View,
)
from rules.registry import registry
from rules.rng import Rng

__all__ = [
    "Action",
    "DecisionKind",
    "Event",
    "Game",
    "GameBase",
    "IllegalAction",
    "Luck",
    "Option",
    "Player",
    "Result",
    "Rng",
    "SetupError",
    "Shortcut",
    "State",
    "Step",
    "View",
    "registry",
]
