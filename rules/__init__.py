"""Pure game logic behind one contract (shared/design/ENGINE.md). No I/O, no asyncio, no Discord."""

from rules.contract import (
    Action,
    Event,
    Game,
    IllegalAction,
    Option,
    Result,
    SetupError,
    State,
    Step,
    View,
)
from rules.registry import registry
from rules.rng import Rng

__all__ = [
    "Action",
    "Event",
    "Game",
    "IllegalAction",
    "Option",
    "Result",
    "Rng",
    "SetupError",
    "State",
    "Step",
    "View",
    "registry",
]
