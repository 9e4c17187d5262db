"""The core's layering: bot/game knows no front end, its modules sit in declared layers that import each other
in one direction only, and the front ends see the core through `bot.game` alone (its `__all__`).

Imports are read with `ast` (tests/import_graph.py), type-only ones and those inside functions included.
"""

from __future__ import annotations

from tests.import_graph import ROOT, find_cycle, graph, imports, imports_of, module_name

BOT = ROOT / "bot"
GAME = BOT / "game"
FORBIDDEN = ("bot.discord", "bot.local", "bot.cli", "discord", "render")
# Bottom up: a layer imports only itself and the layers before it (bot/game/__init__.py says what each holds).
LAYERS = ("base", "clocks", "history", "table", "write")
TOP = frozenset({"bot.game", "bot.game.service", "bot.game.views", "bot.game.scheduler"})
"""The facade, its read models and the scheduler that drives it: above every layer."""
# The write side's features use the moves but not each other.
FEATURES = frozenset(
    f"bot.game.write.{name}"
    for name in (
        "lobby",
        "play",
        "consent",
        "moderation",
        "orders",
        "timeouts",
        "away",
        "settings",
        "preferences",
        "searches",
    )
)
FRONT_ENDS = (BOT / "discord", BOT / "local", BOT / "cli.py", BOT / "cli_db.py", BOT / "store")


def _graph() -> dict[str, set[str]]:
    return graph(GAME)


def _rank(module: str) -> int:
    """The layer's place, bottom up (len(LAYERS) for the top); KeyError for a module in no layer."""
    if module in TOP:
        return len(LAYERS)
    parts = module.split(".")
    if parts[:2] == ["bot", "game"] and len(parts) >= 3 and parts[2] in LAYERS:
        return LAYERS.index(parts[2])
    raise KeyError(module)


def test_the_core_imports_no_front_end_and_no_renderer() -> None:
    assert imports_of(GAME, FORBIDDEN) == []


def test_the_core_has_no_import_cycle() -> None:
    assert find_cycle(_graph()) is None


def test_every_module_of_the_core_is_in_a_layer() -> None:
    lost = []
    for name in _graph():
        try:
            _rank(name)
        except KeyError:
            lost.append(name)
    assert lost == []
    assert {name.split(".")[2] for name in _graph() if name.count(".") >= 3} == set(LAYERS)


def test_each_layer_imports_only_the_layers_below_it() -> None:
    upward = sorted(
        f"{name} imports {target}"
        for name, targets in _graph().items()
        for target in targets
        if _rank(target) > _rank(name) or (target in TOP and name not in TOP)
    )
    assert upward == []


def test_the_write_sides_features_do_not_import_each_other() -> None:
    edges = _graph()
    across = sorted(f"{name} imports {target}" for name in FEATURES for target in edges[name] & FEATURES)
    assert across == []


def test_nothing_inside_imports_the_package() -> None:
    # The package imports the facade: a submodule that imported `bot.game` would make a cycle at import time.
    found = sorted(
        f"{name} imports {target}"
        for name, targets in graph(BOT).items()
        for target in targets
        if name.startswith("bot.game.") and target == "bot.game"
    )
    assert found == []


def _front_end_imports() -> list[tuple[str, str]]:
    files = [path for root in FRONT_ENDS for path in ([root] if root.is_file() else sorted(root.rglob("*.py")))]
    return [(module_name(path), found) for path in files for found in imports(path) if found.startswith("bot.game")]


def test_the_front_ends_import_the_core_as_bot_game_only() -> None:
    import bot.game

    surface = set(bot.game.__all__)
    deeper = sorted(
        f"{name} imports {found}"
        for name, found in _front_end_imports()
        if found != "bot.game" and found.removeprefix("bot.game.") not in surface
    )
    assert deeper == []


def test_the_surface_is_what_the_package_holds() -> None:
    import bot.game

    assert sorted(name for name in bot.game.__all__ if not hasattr(bot.game, name)) == []
    assert len(set(bot.game.__all__)) == len(bot.game.__all__)


def test_the_graph_sees_the_imports() -> None:
    # A guard against tests that pass because they read nothing.
    edges = _graph()
    assert "bot.game.table.tables" in edges["bot.game.write.moves"]
    assert "bot.game.write.moves" in edges["bot.game.service"]
    assert "bot.game.base.types" in edges["bot.game.history.digest"]
    assert "bot.game.service" in edges["bot.game"]
    front = _front_end_imports()
    assert ("bot.discord.client", "bot.game") in front
    assert ("bot.local.table", "bot.game.GameService") in front
    assert len(front) > 50
