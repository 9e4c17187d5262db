"""Perry Rhodan: Die Kosmische Hanse (`hanse`), two players trading goods between six planets."""

from rules.hanse.ai import HanseHeuristic
from rules.hanse.game import HanseGame

GAME = HanseGame()
GAME.ai_players["heuristic"] = HanseHeuristic()

__all__ = ["GAME", "HanseGame", "HanseHeuristic"]
