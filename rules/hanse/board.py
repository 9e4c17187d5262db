"""The planet row as a graph (§2.3): 17 positions, directional step costs, and path costs over the tree.

Positions are `p1`..`p6` (surfaces), `o1`..`o6` (orbits) and `g1`..`g5` (gaps; `gk` lies between `ok` and
`o(k+1)`). Flying away from the sun counts gaps; flying towards it does not, so step costs are directional.
The sun tunnel (`o1 -> o6`) is not in the table: it needs a passage and is added by the flight rules.
"""

from __future__ import annotations

import heapq

PLANET_COUNT = 6
POSITIONS: tuple[str, ...] = (
    *(f"p{k}" for k in range(1, 7)),
    *(f"o{k}" for k in range(1, 7)),
    *(f"g{k}" for k in range(1, 6)),
)
TUNNEL_FROM = "o1"
TUNNEL_TO = "o6"
TUNNEL_COST = 1


def _steps() -> dict[str, tuple[tuple[str, int], ...]]:
    steps: dict[str, list[tuple[str, int]]] = {p: [] for p in POSITIONS}
    for k in range(1, PLANET_COUNT + 1):
        steps[f"p{k}"].append((f"o{k}", 1))  # take-off
        steps[f"o{k}"].append((f"p{k}", 1))  # landing
        if k > 1:
            steps[f"o{k}"].append((f"g{k - 1}", 0))  # inward into a gap: not counted
        if k < PLANET_COUNT:
            steps[f"o{k}"].append((f"g{k}", 1))  # outward into a gap: counted
            steps[f"g{k}"].append((f"o{k}", 1))  # inward out of a gap: the orbit counts
            steps[f"g{k}"].append((f"o{k + 1}", 1))  # outward out of a gap
    return {p: tuple(s) for p, s in steps.items()}


STEPS: dict[str, tuple[tuple[str, int], ...]] = _steps()
"""position -> ((neighbour, cost), ...): every single step a flight may take without the tunnel."""
STEP_COST: dict[tuple[str, str], int] = {(here, there): cost for here, steps in STEPS.items() for there, cost in steps}
"""(position, neighbour) -> the cost of that single step."""


def _distances(tunnel: bool) -> dict[str, dict[str, int]]:
    """Cheapest cost between every two positions (Dijkstra; costs are small and directional)."""
    table: dict[str, dict[str, int]] = {}
    for start in POSITIONS:
        best: dict[str, int] = {start: 0}
        queue: list[tuple[int, str]] = [(0, start)]
        while queue:
            cost, here = heapq.heappop(queue)
            if cost > best[here]:
                continue
            nbrs = list(STEPS[here])
            if tunnel and here == TUNNEL_FROM:
                nbrs.append((TUNNEL_TO, TUNNEL_COST))
            for there, step in nbrs:
                if cost + step < best.get(there, 1 << 30):
                    best[there] = cost + step
                    heapq.heappush(queue, (cost + step, there))
        table[start] = best
    return table


DISTANCE: dict[str, dict[str, int]] = _distances(tunnel=False)
"""DISTANCE[a][b]: the energy a flight needs from a to b without the tunnel (the unique tree path)."""
DISTANCE_WITH_TUNNEL: dict[str, dict[str, int]] = _distances(tunnel=True)


def path_cost(start: str, end: str) -> int:
    """Energy of the unique path from `start` to `end` without the sun tunnel."""
    return DISTANCE[start][end]


def next_step_towards(start: str, end: str) -> str | None:
    """The first step of the cheapest tunnel-free path from `start` to `end` (None when already there)."""
    if start == end:
        return None
    for there, cost in STEPS[start]:
        # every detour costs at least 1 to come back, so a step on the cheapest path is the only tie
        if cost + DISTANCE[there][end] == DISTANCE[start][end] and (there == end or not there.startswith("p")):
            return there
    return None
