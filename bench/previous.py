"""The previous code path, measured in the same run: the `rules` package as it was before the declared surface.

`git archive` extracts `rules/` at PREVIOUS into a temporary folder, and a child process plays the same seeded
random games with it that the current code plays, so a ratio "now / before" compares two figures taken on the
same machine under the same load. Without git or that commit (a shallow copy), the figure is None.
"""

from __future__ import annotations

import io
import json
import subprocess
import sys
import tarfile
import tempfile
from functools import cache
from pathlib import Path

PREVIOUS = "ab04bbdd0f75ea2c3c6ab815ec92f8727f490519"
"""The last commit before the declared game surface and the engine work that came with it."""

ROOT = Path(__file__).resolve().parent.parent

# One random playout loop, the same for both code paths: acting, legal_actions, a seeded choice, apply.
PLAYOUT = """
import json, random, sys, time
import rules
from rules import registry
game = registry.get(sys.argv[1])
players, seeds = int(sys.argv[2]), int(sys.argv[3])
actions = 0
spent = 0.0
for seed in range(seeds):
    rand = random.Random(seed)
    state = game.setup([f"p{i}" for i in range(1, players + 1)], seed)
    start = time.perf_counter()
    while not game.is_over(state):
        seat = game.acting(state)[0]
        legal = game.legal_actions(state, seat)
        state = game.apply(state, seat, legal[rand.randrange(len(legal))]).state
        actions += 1
    spent += time.perf_counter() - start
print(json.dumps({"actions": actions, "seconds": spent, "where": rules.__file__}))
"""


@cache
def _previous_tree() -> Path | None:
    try:
        archive = subprocess.run(
            ["git", "archive", "--format=tar", PREVIOUS, "rules"], cwd=ROOT, capture_output=True, check=True
        ).stdout
    except (OSError, subprocess.CalledProcessError):
        return None
    folder = Path(tempfile.mkdtemp(prefix="starmail-previous-"))
    with tarfile.open(fileobj=io.BytesIO(archive)) as tar:
        tar.extractall(folder, filter="data")
    return folder


def playout_rate(game_id: str, players: int, seeds: int, previous: bool) -> tuple[int, float] | None:
    """(actions, actions per second) of `seeds` random games, with the current or the previous `rules`."""
    path = _previous_tree() if previous else ROOT
    if path is None:
        return None
    done = subprocess.run(
        [sys.executable, "-c", PLAYOUT, game_id, str(players), str(seeds)],
        cwd=path,
        capture_output=True,
        text=True,
        env={"PYTHONPATH": str(path), "PYTHONHASHSEED": "0", "PATH": ""},
        check=False,
    )
    if done.returncode != 0:
        return None
    figures = json.loads(done.stdout)
    if not figures["where"].startswith(str(path)):
        return None  # another copy of `rules` was imported: the figure would not be the one asked for
    return figures["actions"], figures["actions"] / figures["seconds"]


ROUNDS = 11
"""Alternating measurements of the current and the previous code per figure; the best of each counts (a busy
machine only ever slows a run down, so the best is the figure least disturbed by the rest of the machine)."""


def throughput_row(game_id: str, players: int, seeds: int, target: float, rounds: int = ROUNDS) -> tuple[object, ...]:
    """(players, games, actions, actions/s, target met, previous actions/s, now / previous) for a bench table."""
    now: list[tuple[int, float]] = []
    before: list[tuple[int, float]] = []
    for _ in range(rounds):
        for previous, figures in ((False, now), (True, before)):
            measured = playout_rate(game_id, players, seeds, previous)
            if measured is not None:
                figures.append(measured)
    if not now:
        return (players, seeds, "n/a", "n/a", "n/a", "n/a", "n/a")
    actions, rate = max(now, key=lambda f: f[1])
    prior = max((f[1] for f in before), default=None)
    return (
        players,
        seeds,
        actions,
        f"{rate:,.0f}",
        "yes" if rate >= target else "no",
        "n/a" if prior is None else f"{prior:,.0f}",
        "n/a" if prior is None else f"{rate / prior:.2f}x",
    )


THROUGHPUT_HEADER = ("players", "games", "actions", "actions/s", "target met", "previous actions/s", "now / previous")
