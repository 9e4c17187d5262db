"""The application's layering, read with `ast` (tests/import_graph.py), type-only imports included.

- No import cycle anywhere in bot/.
- The core (bot/game) and the storage (bot/store) know no front end, no Discord and no renderer.
- Inside the Discord adapter the arrows point down: commands -> actions -> delivery -> present -> ports.
  Presentation imports neither actions, commands nor delivery; delivery imports neither commands nor actions;
  actions import no commands. The leaves (ports, ids, permissions, sync) import no other part of the adapter.
  Only the composition root (client.py) sees everything.
"""

from __future__ import annotations

from tests.import_graph import ROOT, find_cycle, graph, imports_of

BOT = ROOT / "bot"
ADAPTER = "bot.discord"
LEAVES = ("ports", "ids", "permissions", "sync")
# For each layer of the adapter, the layers it must not import.
NOT_BELOW = {
    "present": ("commands", "actions", "delivery", "client"),
    "delivery": ("commands", "actions", "client"),
    "actions": ("commands", "client"),
    "commands": ("client",),
}


def _layer(module: str) -> str | None:
    parts = module.split(".")
    if parts[:2] != ["bot", "discord"] or len(parts) < 3:
        return None
    return parts[2]


def test_bot_has_no_import_cycle() -> None:
    assert find_cycle(graph(BOT)) is None


def test_the_core_and_the_store_know_no_front_end() -> None:
    forbidden = ("bot.discord", "bot.local", "bot.cli", "discord", "render")
    assert imports_of(BOT / "game", forbidden) == []
    assert imports_of(BOT / "store", forbidden) == []


def test_the_adapter_layers_point_down() -> None:
    edges = graph(BOT)
    upward = sorted(
        f"{name} imports {target}"
        for name, targets in edges.items()
        for target in targets
        if (layer := _layer(name)) in NOT_BELOW and _layer(target) in NOT_BELOW[layer]
    )
    assert upward == []


def test_the_leaves_import_no_other_part_of_the_adapter() -> None:
    edges = graph(BOT)
    found = sorted(
        f"{name} imports {target}"
        for name, targets in edges.items()
        if _layer(name) in LEAVES
        for target in targets
        if target.startswith(f"{ADAPTER}.")
    )
    assert found == []


def test_the_graph_sees_the_imports() -> None:
    # A guard against a test that passes because it reads nothing.
    edges = graph(BOT)
    assert "bot.discord.actions.lobby" in edges["bot.discord.commands.game"]
    assert "bot.discord.delivery.board" in edges["bot.discord.actions.base"]
    assert "bot.discord.ports" in edges["bot.discord.present.prompts"]
    assert "bot.discord.client" in edges["bot.cli"]
