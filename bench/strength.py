"""How strong the search AI is (`make bench-ai`, not part of `make bench`): per game, seeded games of one search
player (rules/search.py) among the game's heuristic AIs, the search seat rotating round the table.

    python -m bench.strength                          # every game that can sample its hidden information
    python -m bench.strength --game hanse --games 40  # one game, fewer games
    python -m bench.strength --seconds 0.2            # another thinking budget per decision (CPU seconds)

A shared win counts 1/k to each of the k winners; a game that ends with no winner (everyone tied, or no ranking)
counts as a loss for every seat. The verdict: in Hanse (two players) the search seat must win at least 60 % of the
games; in the others the lower bound of the 95 % Wilson interval of its win share must lie above the fair share
(1/players). Games are played on every core (one process per game); thinking time is CPU time per decision that
had more than one legal action.
"""

from __future__ import annotations

import argparse
import math
import multiprocessing
import statistics
import sys
import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from rules.contract import Player
from rules.players import default_player, player_rng, search_player
from rules.registry import KNOWN_GAMES, registry
from rules.search import ROLLOUT_STEPS


@dataclass(frozen=True)
class Setting:
    """One game's bench: its table, its options, how many games at least, its target and the budget it is run with."""

    game: str
    players: int
    games: int
    options: Mapping[str, Any] = field(default_factory=dict)
    seconds: float = 1.0
    target: str = "wilson"  # "wilson": the interval's lower bound above 1/players; "share:0.6": a win share
    rollout_steps: int = ROLLOUT_STEPS
    max_actions: int = 30_000


SETTINGS: Mapping[str, Setting] = {
    "hanse": Setting("hanse", 2, 200, seconds=0.1, target="share:0.6"),
    "andromeda": Setting("andromeda", 4, 100, seconds=0.5),
    "starfarers": Setting("starfarers", 3, 40, seconds=0.25, max_actions=60_000),
    "cosmic": Setting("cosmic", 4, 100, options={"power_mode": "standard", "power_pool": "w2b"}, seconds=0.05),
}
"""The budgets are what fits `make bench-ai` into three hours on this 2-core machine; the bot's default is 1 s."""


@dataclass(frozen=True)
class Played:
    """One game's outcome for the search seat, and its thinking times."""

    share: float
    thinking: tuple[float, ...]
    samples: tuple[int, ...]
    actions: int
    seconds: float


def play_one(setting: Setting, number: int, seconds: float) -> Played:
    """Game `number` of a setting: seed `number`, the search player in seat `number % players`."""
    game = registry.get(setting.game)
    seats = [f"p{i}" for i in range(1, setting.players + 1)]
    strong = seats[number % setting.players]
    search = search_player(game, seconds=seconds, rollout_steps=setting.rollout_steps)
    players: dict[str, Player] = {seat: search if seat == strong else default_player(game) for seat in seats}
    started = time.perf_counter()
    state = game.setup(seats, number, dict(setting.options))
    thinking: list[float] = []
    samples: list[int] = []
    actions = 0
    while not game.is_over(state):
        if actions >= setting.max_actions:
            raise RuntimeError(f"{setting.game} seed {number} did not end within {setting.max_actions} actions")
        seat = game.acting(state)[0]
        legal = game.legal_actions(state, seat)
        view = game.view(state, seat)
        before = time.process_time()
        action = players[seat].choose(game, view, legal, player_rng(number, actions, seat))
        if seat == strong and len(legal) > 1:
            thinking.append(time.process_time() - before)
            samples.append(search.last_iterations)
        state = game.apply(state, seat, action).state
        actions += 1
    share = game.evaluate(state).get(strong, 0.0)
    return Played(share, tuple(thinking), tuple(samples), actions, time.perf_counter() - started)


def wilson(successes: float, trials: int, z: float = 1.959964) -> tuple[float, float]:
    """The 95 % Wilson score interval of a share (fractional successes allowed: a shared win counts 1/k)."""
    if trials == 0:
        return 0.0, 1.0
    p = successes / trials
    denominator = 1 + z * z / trials
    centre = (p + z * z / (2 * trials)) / denominator
    spread = z * math.sqrt(p * (1 - p) / trials + z * z / (4 * trials * trials)) / denominator
    return max(0.0, centre - spread), min(1.0, centre + spread)


def p99(values: Sequence[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, math.ceil(0.99 * len(ordered)) - 1)] if ordered else 0.0


def verdict(setting: Setting, share: float, low: float) -> tuple[str, bool]:
    if setting.target.startswith("share:"):
        wanted = float(setting.target.split(":", 1)[1])
        return f"win share >= {wanted:.0%}", share >= wanted
    fair = 1 / setting.players
    return f"Wilson low > {fair:.1%}", low > fair


def run(setting: Setting, games: int, seconds: float, workers: int) -> tuple[str, bool]:
    """One table row for a setting, and whether its target is met."""
    started = time.perf_counter()
    jobs = [(setting, number, seconds) for number in range(games)]
    with multiprocessing.get_context("spawn").Pool(workers) as pool:
        results: list[Played] = pool.starmap(play_one, jobs)
    wall = time.perf_counter() - started
    won = sum(r.share for r in results)
    share = won / games
    low, high = wilson(won, games)
    thinking = [t for r in results for t in r.thinking]
    samples = [n for r in results for n in r.samples]
    target, met = verdict(setting, share, low)
    per_hour = games / wall * 3600
    return (
        f"| {setting.game} | {setting.players} | {games} | {seconds:g} s | {share:.1%} | [{low:.1%}, {high:.1%}] | "
        f"{target} | {'met' if met else 'NOT met'} | {statistics.median(thinking) * 1000 if thinking else 0:.0f} ms | "
        f"{p99(thinking) * 1000:.0f} ms | {statistics.median(samples) if samples else 0:.0f} | {per_hour:.0f} |"
    ), met


HEADER = (
    "| game | players | games | budget per decision | search win share | 95 % Wilson | target | verdict | "
    "thinking median | thinking p99 | samples per decision | games per hour |\n"
    "|---|---|---|---|---|---|---|---|---|---|---|---|"
)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.strength", description=__doc__.splitlines()[0])
    parser.add_argument("--game", action="append", default=[], help="only this game (may repeat)")
    parser.add_argument("--games", type=int, default=0, help="games per game (default: each setting's)")
    parser.add_argument("--seconds", type=float, default=0.0, help="CPU seconds per decision (default: the setting's)")
    parser.add_argument("--workers", type=int, default=max(1, multiprocessing.cpu_count()))
    args = parser.parse_args(argv)
    chosen = args.game or [g for g in KNOWN_GAMES if registry.get(g).can_determinize()]
    unknown = [g for g in chosen if g not in SETTINGS]
    if unknown:
        parser.error(f"no bench setting for {', '.join(unknown)}; the games: {', '.join(SETTINGS)}")
    if not chosen:
        print("No game samples its hidden information yet: nothing to bench.")
        return 0
    print(HEADER, flush=True)
    missed: list[str] = []
    for name in chosen:
        setting = SETTINGS[name]
        row, met = run(setting, args.games or setting.games, args.seconds or setting.seconds, args.workers)
        print(row, flush=True)
        if not met:
            missed.append(name)
    if missed:
        print(
            f"\nTargets not met: {', '.join(missed)}. Why, and what was tried: docs/decisions/search-ai.md "
            '("How strong" and "Limits").'
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
