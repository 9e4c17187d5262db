"""The core's layering: bot/game knows no front end and its modules import each other in one direction only.

Imports are read with `ast` (tests/import_graph.py), type-only ones included.
"""

from __future__ import annotations

from tests.import_graph import ROOT, find_cycle, graph, imports_of

GAME = ROOT / "bot" / "game"
FORBIDDEN = ("bot.discord", "bot.local", "bot.cli", "discord", "render")


def _graph() -> dict[str, set[str]]:
    return graph(GAME)


def test_the_core_imports_no_front_end_and_no_renderer() -> None:
    assert imports_of(GAME, FORBIDDEN) == []


def test_the_core_has_no_import_cycle() -> None:
    assert find_cycle(_graph()) is None


def test_the_layers_point_down() -> None:
    # tables -> timers -> moves -> features -> facade: no lower layer names a higher one.
    edges = _graph()
    layers = [
        {"bot.game.live", "bot.game.absences", "bot.game.tables"},
        {"bot.game.timers"},
        {"bot.game.moves"},
        {f"bot.game.{name}" for name in ("lobby", "play", "consent", "moderation", "timeouts", "away", "settings")},
        {"bot.game.service"},
    ]
    upward = sorted(
        f"{name} imports {target}"
        for low, layer in enumerate(layers)
        for name in layer
        for high in layers[low + 1 :]
        for target in edges[name] & high
    )
    assert upward == []
    features = layers[3]
    across = sorted(f"{name} imports {target}" for name in features for target in edges[name] & features)
    assert across == []


def test_the_graph_sees_the_imports() -> None:
    # A guard against a test that passes because it reads nothing.
    edges = _graph()
    assert "bot.game.tables" in edges["bot.game.moves"]
    assert "bot.game.moves" in edges["bot.game.service"]
