"""The core's layering: bot/game knows no front end and its modules import each other in one direction only.

Imports are read with `ast` (nothing is executed), including those inside functions and `TYPE_CHECKING`
blocks, so a type-only cycle fails too.
"""

from __future__ import annotations

import ast
from pathlib import Path

GAME = Path(__file__).resolve().parents[2] / "bot" / "game"
FORBIDDEN = ("bot.discord", "bot.local", "bot.cli", "discord", "render")


def _module(path: Path) -> str:
    parts = path.relative_to(GAME.parent.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _imports(path: Path) -> set[str]:
    """Every module `path` names in an import statement (for `from X import y`: X, and X.y if y is a module)."""
    module = _module(path)
    package = module if path.name == "__init__.py" else module.rpartition(".")[0]
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package.split(".")[: len(package.split(".")) - (node.level - 1)]
                base = ".".join([*anchor, base] if base else anchor)
            found.add(base)
            found.update(f"{base}.{alias.name}" for alias in node.names)
    return found


def _graph() -> dict[str, set[str]]:
    files = {_module(path): path for path in GAME.rglob("*.py")}
    return {
        name: {found for found in _imports(path) if found in files and found != name} for name, path in files.items()
    }


def test_the_core_imports_no_front_end_and_no_renderer() -> None:
    offending = sorted(
        f"{_module(path)} imports {found}"
        for path in GAME.rglob("*.py")
        for found in _imports(path)
        if any(found == name or found.startswith(f"{name}.") for name in FORBIDDEN)
    )
    assert offending == []


def test_the_core_has_no_import_cycle() -> None:
    graph = _graph()
    done: set[str] = set()
    path: list[str] = []

    def visit(name: str) -> None:
        if name in path:
            cycle = [*path[path.index(name) :], name]
            raise AssertionError("import cycle: " + " -> ".join(cycle))
        if name in done:
            return
        path.append(name)
        for target in sorted(graph[name]):
            visit(target)
        path.pop()
        done.add(name)

    for name in sorted(graph):
        visit(name)


def test_the_layers_point_down() -> None:
    # tables -> timers -> moves -> features -> facade: no lower layer names a higher one.
    graph = _graph()
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
        for target in graph[name] & high
    )
    assert upward == []
    features = layers[3]
    across = sorted(f"{name} imports {target}" for name in features for target in graph[name] & features)
    assert across == []


def test_the_graph_sees_the_imports() -> None:
    # A guard against a test that passes because it reads nothing.
    graph = _graph()
    assert "bot.game.tables" in graph["bot.game.moves"]
    assert "bot.game.moves" in graph["bot.game.service"]
