"""The Starfarers board as a graph (spec §2.6): nodes, edges, planetary systems, planets, alien bases, home starts.

Nodes are the corners of one hexagon lattice, `vXX_YY`; a ship stands on a node and moves one edge per step.
The spec lists the existing nodes row by row (the 11 suns and the 4 alien-base cores already removed) and gives
the edge rule; everything else here is the spec's tables, transcribed, and checked against each other by
tests/rules/starfarers/test_board.py (node and edge counts, degrees, colony and launch points, the reference
distances).

This module is data and pure functions only; the game (rules/starfarers/game.py, to come) builds on it.
"""

from __future__ import annotations

import itertools
from collections import deque
from collections.abc import Iterable
from dataclasses import dataclass

Node = str


def node(x: int, y: int) -> Node:
    return f"v{x:02d}_{y:02d}"


def xy(point: Node) -> tuple[int, int]:
    return int(point[1:3]), int(point[4:6])


# §2.6, "Nodes": the x values of the existing nodes of each row y.
_ROWS: dict[int, tuple[int, ...]] = {
    0: (2, 4),
    1: (1, 3, 5),
    2: (1, 3, 5, 7, 9, 11, 13, 17, 19, 21, 23, 27, 29),
    3: (0, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30),
    4: (0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30),
    5: (1, 3, 5, 7, 11, 13, 15, 17, 19, 21, 23, 25, 27, 29),
    6: (1, 3, 5, 7, 9, 11, 13, 15, 17, 19, 23, 25, 27, 29),
    7: (0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30),
    8: (0, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 30),
    9: (1, 3, 5, 7, 9, 11, 13, 15, 17, 19, 21, 23, 25, 27, 29),
    10: (1, 3, 5, 7, 9, 11, 15, 17, 19, 21, 23, 25, 27, 29),
    11: (0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30),
    12: (0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30),
    13: (1, 3, 5, 7, 9, 11, 13, 15, 17, 19, 21, 23, 25, 27, 29),
    14: (1, 3, 5, 7, 9, 11, 13, 15, 17, 21, 23, 25, 27, 29),
    15: (0, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30),
    16: (0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30),
    17: (1, 3, 5, 7, 11, 13, 15, 17, 19, 21, 23, 25, 27, 29),
    18: (1, 3, 5, 7, 9, 11, 13, 15, 17, 19, 21, 23, 25, 27, 29),
    19: (0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 30),
    20: (0, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30),
    21: (1, 3, 5, 7, 9, 11, 13, 17, 19, 21, 25, 27, 29),
    22: (1, 3, 5),
    23: (2, 4),
}

NODES: frozenset[Node] = frozenset(node(x, y) for y, xs in _ROWS.items() for x in xs)


def _edges() -> frozenset[frozenset[Node]]:
    """§2.6, "Edges": every node (x, y) with y even joins (x, y−1), (x+1, y+1) and (x−1, y+1) when they exist."""
    found: set[frozenset[Node]] = set()
    for point in NODES:
        x, y = xy(point)
        if y % 2:
            continue
        for other in ((x, y - 1), (x + 1, y + 1), (x - 1, y + 1)):
            there = node(*other) if other[0] >= 0 and other[1] >= 0 else ""
            if there in NODES:
                found.add(frozenset((point, there)))
    return frozenset(found)


EDGES: frozenset[frozenset[Node]] = _edges()


def _neighbours() -> dict[Node, tuple[Node, ...]]:
    near: dict[Node, list[Node]] = {point: [] for point in NODES}
    for edge in EDGES:
        a, b = sorted(edge)
        near[a].append(b)
        near[b].append(a)
    return {point: tuple(sorted(found)) for point, found in near.items()}


NEIGHBOURS: dict[Node, tuple[Node, ...]] = _neighbours()
"""Each node's adjacent nodes, sorted (one step = one edge)."""


def _breadth_first(start: Node) -> dict[Node, int]:
    seen = {start: 0}
    queue = deque([start])
    while queue:
        here = queue.popleft()
        for there in NEIGHBOURS[here]:
            if there not in seen:
                seen[there] = seen[here] + 1
                queue.append(there)
    return seen


_DISTANCES: dict[Node, dict[Node, int]] = {node: _breadth_first(node) for node in NEIGHBOURS}  # some 30 ms, once


def distances_from(start: Node) -> dict[Node, int]:
    """Shortest path lengths (in steps) from `start` to every node it can reach, nearest first (a shared table:
    do not change it)."""
    return _DISTANCES[start]


def distance(a: Node, b: Node) -> int:
    return distances_from(a)[b]


def hex_corners(reference: Node) -> tuple[Node, ...]:
    """The six corners of the hexagon whose reference corner is `reference` (§2.6, "Drawing"), some of which may be
    deleted nodes (a sun, a base core)."""
    tx, ty = xy(reference)
    corners = ((tx, ty), (tx + 1, ty + 1), (tx + 1, ty + 2), (tx, ty + 3), (tx - 1, ty + 2), (tx - 1, ty + 1))
    return tuple(node(x, y) for x, y in corners)


@dataclass(frozen=True)
class System:
    id: str
    home: bool
    sun: Node
    colony_points: tuple[Node, Node, Node]


@dataclass(frozen=True)
class Planet:
    id: str
    system: str
    resource: str
    token: str
    """A home planet's printed number ("4"), or the face-down group ("S", "A", "B") of an outer planet's token."""
    reference: Node
    colony_points: tuple[Node, Node]
    other_points: tuple[Node, Node, Node]

    @property
    def adjacent(self) -> tuple[Node, ...]:
        return (*self.colony_points, *self.other_points)


SYSTEMS: tuple[System, ...] = (
    System("cat_alpha", True, "v02_03", ("v01_02", "v03_02", "v02_04")),
    System("cat_beta", True, "v02_08", ("v02_07", "v03_09", "v01_09")),
    System("cat_gamma", True, "v02_15", ("v01_14", "v03_14", "v02_16")),
    System("cat_delta", True, "v02_20", ("v02_19", "v03_21", "v01_21")),
    System("sys1", False, "v09_05", ("v08_04", "v10_04", "v09_06")),
    System("sys2", False, "v09_17", ("v08_16", "v10_16", "v09_18")),
    System("sys3", False, "v13_10", ("v13_09", "v14_11", "v12_11")),
    System("sys4", False, "v19_14", ("v19_13", "v20_15", "v18_15")),
    System("sys5", False, "v21_06", ("v21_05", "v22_07", "v20_07")),
    System("sys6", False, "v28_08", ("v28_07", "v29_09", "v27_09")),
    System("sys7", False, "v28_19", ("v27_18", "v29_18", "v28_20")),
)


def _planet(pid: str, resource: str, token: str, ref: str, colonies: str, others: str) -> Planet:
    a, b = colonies.split()
    c, d, e = others.split()
    return Planet(pid, pid.rsplit("_p", 1)[0], resource, token, ref, (a, b), (c, d, e))


# §2.6, "Planets" [transcribed]: id, resource, token, hex reference corner, colony points, other adjacent points.
PLANETS: tuple[Planet, ...] = (
    _planet("cat_alpha_p0", "food", "4", "v02_00", "v01_02 v03_02", "v02_00 v03_01 v01_01"),
    _planet("cat_alpha_p1", "fuel", "8", "v03_02", "v03_02 v02_04", "v04_03 v04_04 v03_05"),
    _planet("cat_alpha_p2", "carbon", "11", "v01_02", "v02_04 v01_02", "v01_05 v00_04 v00_03"),
    _planet("cat_beta_p0", "fuel", "8", "v03_06", "v02_07 v03_09", "v03_06 v04_07 v04_08"),
    _planet("cat_beta_p1", "goods", "10", "v02_08", "v03_09 v01_09", "v03_10 v02_11 v01_10"),
    _planet("cat_beta_p2", "ore", "12", "v01_06", "v01_09 v02_07", "v01_06 v00_08 v00_07"),
    _planet("cat_gamma_p0", "ore", "3", "v02_12", "v01_14 v03_14", "v02_12 v03_13 v01_13"),
    _planet("cat_gamma_p1", "carbon", "5", "v03_14", "v03_14 v02_16", "v04_15 v04_16 v03_17"),
    _planet("cat_gamma_p2", "food", "6", "v01_14", "v02_16 v01_14", "v01_17 v00_16 v00_15"),
    _planet("cat_delta_p0", "goods", "2", "v03_18", "v02_19 v03_21", "v03_18 v04_19 v04_20"),
    _planet("cat_delta_p1", "ore", "6", "v02_20", "v03_21 v01_21", "v03_22 v02_23 v01_22"),
    _planet("cat_delta_p2", "fuel", "9", "v01_18", "v01_21 v02_19", "v01_18 v00_20 v00_19"),
    _planet("sys1_p0", "food", "S", "v09_02", "v08_04 v10_04", "v09_02 v10_03 v08_03"),
    _planet("sys1_p1", "ore", "A", "v10_04", "v10_04 v09_06", "v11_05 v11_06 v10_07"),
    _planet("sys1_p2", "fuel", "B", "v08_04", "v09_06 v08_04", "v08_07 v07_06 v07_05"),
    _planet("sys2_p0", "fuel", "S", "v09_14", "v08_16 v10_16", "v09_14 v10_15 v08_15"),
    _planet("sys2_p1", "carbon", "A", "v10_16", "v10_16 v09_18", "v11_17 v11_18 v10_19"),
    _planet("sys2_p2", "food", "B", "v08_16", "v09_18 v08_16", "v08_19 v07_18 v07_17"),
    _planet("sys3_p0", "food", "A", "v14_08", "v13_09 v14_11", "v14_08 v15_09 v15_10"),
    _planet("sys3_p1", "goods", "B", "v13_10", "v14_11 v12_11", "v14_12 v13_13 v12_12"),
    _planet("sys3_p2", "carbon", "S", "v12_08", "v12_11 v13_09", "v12_08 v11_10 v11_09"),
    _planet("sys4_p0", "goods", "S", "v20_12", "v19_13 v20_15", "v20_12 v21_13 v21_14"),
    _planet("sys4_p1", "fuel", "A", "v19_14", "v20_15 v18_15", "v20_16 v19_17 v18_16"),
    _planet("sys4_p2", "ore", "B", "v18_12", "v18_15 v19_13", "v18_12 v17_14 v17_13"),
    _planet("sys5_p0", "ore", "S", "v22_04", "v21_05 v22_07", "v22_04 v23_05 v23_06"),
    _planet("sys5_p1", "goods", "A", "v21_06", "v22_07 v20_07", "v22_08 v21_09 v20_08"),
    _planet("sys5_p2", "carbon", "B", "v20_04", "v20_07 v21_05", "v20_04 v19_06 v19_05"),
    _planet("sys6_p0", "carbon", "A", "v29_06", "v28_07 v29_09", "v29_06 v30_07 v30_08"),
    _planet("sys6_p1", "goods", "S", "v28_08", "v29_09 v27_09", "v29_10 v28_11 v27_10"),
    _planet("sys6_p2", "fuel", "B", "v27_06", "v27_09 v28_07", "v27_06 v26_08 v26_07"),
    _planet("sys7_p0", "goods", "B", "v28_16", "v27_18 v29_18", "v28_16 v29_17 v27_17"),
    _planet("sys7_p1", "food", "A", "v29_18", "v29_18 v28_20", "v30_19 v30_20 v29_21"),
    _planet("sys7_p2", "ore", "S", "v27_18", "v28_20 v27_18", "v27_21 v26_20 v26_19"),
)


@dataclass(frozen=True)
class Base:
    id: str
    race: str
    reference: Node
    core: Node
    trade_points: tuple[Node, Node, Node, Node, Node]


# §2.6, "Alien home bases" [designed]: the race, the hex, its removed core node and the trade points T1..T5.
BASES: tuple[Base, ...] = (
    Base("base_green_folk", "green_folk", "v15_02", "v15_02", ("v14_03", "v14_04", "v15_05", "v16_04", "v16_03")),
    Base("base_merchants", "merchants", "v15_18", "v15_21", ("v14_20", "v14_19", "v15_18", "v16_19", "v16_20")),
    Base("base_scientists", "scientists", "v25_02", "v25_02", ("v24_03", "v24_04", "v25_05", "v26_04", "v26_03")),
    Base("base_diplomats", "diplomats", "v23_18", "v23_21", ("v22_20", "v22_19", "v23_18", "v24_19", "v24_20")),
)


@dataclass(frozen=True)
class HomeStart:
    system: str
    port: Node
    colonies: tuple[Node, Node]
    launch_points: tuple[Node, Node]
    colony_ship: Node


# §2.6, "Home-system start positions" [designed] (basic setup).
HOME_STARTS: tuple[HomeStart, ...] = (
    HomeStart("cat_alpha", "v03_02", ("v01_02", "v02_04"), ("v03_01", "v04_03"), "v04_03"),
    HomeStart("cat_beta", "v03_09", ("v02_07", "v01_09"), ("v04_08", "v03_10"), "v04_08"),
    HomeStart("cat_gamma", "v03_14", ("v01_14", "v02_16"), ("v03_13", "v04_15"), "v04_15"),
    HomeStart("cat_delta", "v03_21", ("v02_19", "v01_21"), ("v04_20", "v03_22"), "v04_20"),
)


def launch_points(port: Node) -> tuple[Node, ...]:
    """A space port's launch points: the neighbours of its colony point (§2.6, "Launch points")."""
    return NEIGHBOURS[port]


def path_is_connected(points: Iterable[Node]) -> bool:
    """Whether consecutive `points` share an edge (a path in the graph)."""
    walk = list(points)
    return all(b in NEIGHBOURS[a] for a, b in itertools.pairwise(walk))
