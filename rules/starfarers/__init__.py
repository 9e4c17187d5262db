"""Starfarers of Catan (`starfarers`), three or four players flying mother ships out to colonise the galaxy."""

from rules.starfarers.ai import HeuristicPlayer
from rules.starfarers.game import GAME, Starfarers

__all__ = ["GAME", "HeuristicPlayer", "Starfarers"]
