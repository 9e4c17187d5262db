"""Cosmic Encounter (`cosmic`), three to six alien races challenging each other for five foreign bases."""

from rules.cosmic.ai import HeuristicPlayer
from rules.cosmic.game import GAME, Cosmic

__all__ = ["GAME", "Cosmic", "HeuristicPlayer"]
