"""§2.6 The board as a graph: the spec's counts, tables and reference distances, each checked against the others."""

from __future__ import annotations

from collections import Counter

import pytest

from rules.starfarers.board import (
    BASES,
    EDGES,
    HOME_STARTS,
    NEIGHBOURS,
    NODES,
    PLANETS,
    SYSTEMS,
    distance,
    hex_corners,
    launch_points,
    node,
    path_is_connected,
)

SUNS = {s.sun for s in SYSTEMS}
CORES = {b.core for b in BASES}


def test_2_6_the_lattice_has_305_nodes_413_edges_216_of_degree_3_and_89_of_degree_2() -> None:
    assert len(NODES) == 305 and len(EDGES) == 413
    assert Counter(len(near) for near in NEIGHBOURS.values()) == Counter({3: 216, 2: 89})
    assert all(len(edge) == 2 and edge <= NODES for edge in EDGES)


def test_2_6_the_node_list_follows_its_rule_with_the_suns_and_base_cores_removed() -> None:
    even_rows = {0, 3, 4, 7, 8, 11, 12, 15, 16, 19, 20, 23}
    expected = set()
    for y in range(24):
        xs = [x for x in range(31) if (x % 2 == 0) == (y in even_rows)]
        if y in (0, 23):
            xs = [x for x in xs if x != 0]
        if y in (0, 1, 22, 23):
            xs = [x for x in xs if x <= 5]
        expected |= {node(x, y) for x in xs}
    assert len(SUNS) == 11 and len(CORES) == 4
    assert expected - SUNS - CORES == NODES


@pytest.mark.parametrize(
    ("start", "end", "steps"),
    [
        ("v04_03", "v08_04", 5),
        ("v04_03", "v10_04", 7),
        ("v04_03", "v14_03", 10),  # Green Folk T1
        ("v04_20", "v14_20", 10),  # Merchants T1
        ("v04_08", "v13_09", 9),
        ("v04_15", "v08_16", 5),
    ],
)
def test_2_6_reference_distances(start: str, end: str, steps: int) -> None:
    assert distance(start, end) == steps == distance(end, start)


def test_2_6_each_system_is_a_sun_with_three_colony_points_of_two_neighbours_each() -> None:
    for system in SYSTEMS:
        planets = [p for p in PLANETS if p.system == system.id]
        assert len(planets) == 3 and system.sun not in NODES
        for point in system.colony_points:
            assert point in NODES and len(NEIGHBOURS[point]) == 2
            assert sum(point in p.colony_points for p in planets) == 2  # each touches exactly two of its planets


def test_2_6_each_planet_is_the_hex_of_its_reference_corner_around_its_sun() -> None:
    suns = {s.id: s.sun for s in SYSTEMS}
    for planet in PLANETS:
        corners = hex_corners(planet.reference)
        assert suns[planet.system] in corners
        assert set(planet.adjacent) == set(corners) - {suns[planet.system]}
        assert set(planet.adjacent) <= NODES


def test_2_6_no_node_is_adjacent_to_planets_of_two_systems() -> None:
    systems_of: dict[str, set[str]] = {}
    for planet in PLANETS:
        for point in planet.adjacent:
            systems_of.setdefault(point, set()).add(planet.system)
    assert all(len(found) == 1 for found in systems_of.values())


def test_2_6_the_resources_of_the_33_planets() -> None:
    assert len(PLANETS) == 33
    assert Counter(p.resource for p in PLANETS) == Counter(ore=7, fuel=7, goods=7, food=6, carbon=6)
    home = [p for p in PLANETS if p.system.startswith("cat_")]
    assert all(p.token.isdigit() for p in home) and all(not p.token.isdigit() for p in PLANETS if p not in home)


def test_2_6_each_alien_base_has_five_trade_points_forming_a_path_around_its_removed_core() -> None:
    for base in BASES:
        assert base.core not in NODES and base.core in hex_corners(base.reference)
        assert set(base.trade_points) == set(hex_corners(base.reference)) - {base.core}
        assert path_is_connected(base.trade_points)


def test_2_6_home_starts_fill_the_three_colony_points_and_launch_from_the_port_neighbours() -> None:
    for start in HOME_STARTS:
        system = next(s for s in SYSTEMS if s.id == start.system)
        assert {start.port, *start.colonies} == set(system.colony_points)
        assert set(launch_points(start.port)) == set(start.launch_points)
        assert start.colony_ship in start.launch_points
