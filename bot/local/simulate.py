"""Many AI-only games in a row: win rates per seat and per AI kind, game length, speed.

A "turn" here is a run of consecutive moves by one seat: the generic measure every game shares (a Hanse
turn interrupted by the opponent's reaction counts as two runs).

With `rotate`, game n seats the kinds shifted by n places (ai,random then random,ai, ...), so that every
kind plays every seat equally often and a first-player advantage does not pass for a stronger AI. The
per-kind rate is then wins per seat played; the per-seat rate still measures the seat's own advantage.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass

from bot.game import end_reason
from rules.contract import Game
from rules.i18n import WordedError
from rules.players import Player, default_player, play_game, players_for


class UnknownPlayerKind(WordedError):
    """A --seats entry names no AI kind of this game."""


def resolve_players(game: Game, kinds: Sequence[str]) -> dict[str, tuple[str, Player]]:
    """Seat name -> (kind label, player) for `kinds` like ["ai", "random"]; "ai" is the game's best AI."""
    available = players_for(game)
    seats: dict[str, tuple[str, Player]] = {}
    for i, kind in enumerate(kinds, start=1):
        if kind == "ai":
            player = default_player(game)
            seats[f"p{i}"] = (player.name, player)
        elif kind in available:
            seats[f"p{i}"] = (kind, available[kind])
        else:
            names = ", ".join(["ai", *sorted(available)])
            raise UnknownPlayerKind("This game has no AI kind “{kind}”; choose from {names}.", kind=kind, names=names)
    return seats


@dataclass(frozen=True)
class SimulationReport:
    game: str
    games: int
    seat_kinds: dict[str, str]  # the first game's seating ("rotating" shown when `rotated`)
    wins_by_seat: dict[str, float]  # a shared first place counts 1/n for each of the n winners
    wins_by_kind: dict[str, float]
    seats_by_kind: dict[str, int]  # seats per game held by each kind
    mean_actions: float
    mean_turns: float
    actions_per_second: float
    reasons: dict[str, int]
    """How the games ended, in words ("the goods ran out"), and how often."""
    rotated: bool = False

    def lines(self) -> list[str]:
        seating = ", seats rotating" if self.rotated else ""
        out = [f"{self.games} games of {self.game}{seating}", "", "seat  kind        win rate"]
        for seat, kind in self.seat_kinds.items():
            shown = "rotating" if self.rotated else kind
            out.append(f"{seat:<5} {shown:<11} {self.wins_by_seat[seat] / self.games:7.1%}")
        out += ["", "kind        seats  win rate per seat"]
        for kind, wins in sorted(self.wins_by_kind.items()):
            share = wins / (self.games * self.seats_by_kind[kind])
            out.append(f"{kind:<11} {self.seats_by_kind[kind]:>5}  {share:7.1%}")
        out += [
            "",
            f"mean game length: {self.mean_actions:.1f} actions, {self.mean_turns:.1f} turns",
            f"speed: {self.actions_per_second:,.0f} actions/s",
            "endings: " + "; ".join(f"{reason} ({count})" for reason, count in sorted(self.reasons.items())),
        ]
        return out


def count_turns(seats: Sequence[str]) -> int:
    """Runs of consecutive moves by the same seat."""
    return sum(1 for i, seat in enumerate(seats) if i == 0 or seats[i - 1] != seat)


def simulate(
    game: Game,
    kinds: Sequence[str],
    games: int,
    first_seed: int = 0,
    options: Mapping[str, object] | None = None,
    progress: Callable[[int, int], None] | None = None,
    rotate: bool = False,
) -> SimulationReport:
    """Play `games` games with seeds first_seed, first_seed + 1, ...; report who won and how long it took."""
    seated = resolve_players(game, kinds)
    wins = dict.fromkeys(seated, 0.0)
    by_kind: dict[str, float] = {}
    reasons: dict[str, int] = {}
    total_actions = 0
    total_turns = 0
    start = time.perf_counter()
    for n in range(games):
        this_game = rotated_seating(seated, n) if rotate else seated
        players = {seat: player for seat, (_, player) in this_game.items()}
        seed = first_seed + n
        try:
            state, log = play_game(game, players, seed, options)
        except Exception as error:
            error.add_note(f"while simulating {game.id} game {n + 1} with seed {seed}")
            raise
        result = game.result(state)
        for seat in result.ranking[0]:
            share = 1 / len(result.ranking[0])
            wins[seat] += share
            kind = this_game[seat][0]
            by_kind[kind] = by_kind.get(kind, 0.0) + share
        ending = end_reason(game, result.reason, "en").rstrip(".")  # a developer tool: its report is in English
        reasons[ending] = reasons.get(ending, 0) + 1
        total_actions += len(log)
        total_turns += count_turns([seat for seat, _ in log])
        if progress is not None:
            progress(n + 1, games)
    elapsed = max(time.perf_counter() - start, 1e-9)
    seats_by_kind: dict[str, int] = {}
    for kind, _ in seated.values():
        by_kind.setdefault(kind, 0.0)
        seats_by_kind[kind] = seats_by_kind.get(kind, 0) + 1
    return SimulationReport(
        game=game.id,
        games=games,
        seat_kinds={seat: kind for seat, (kind, _) in seated.items()},
        wins_by_seat=wins,
        wins_by_kind=by_kind,
        seats_by_kind=seats_by_kind,
        mean_actions=total_actions / games if games else 0.0,
        mean_turns=total_turns / games if games else 0.0,
        actions_per_second=total_actions / elapsed,
        reasons=reasons,
        rotated=rotate,
    )


def rotated_seating(seated: Mapping[str, tuple[str, Player]], shift: int) -> dict[str, tuple[str, Player]]:
    """The same players, each moved `shift` seats on (seat names stay in table order)."""
    seats = list(seated)
    players = list(seated.values())
    count = len(seats)
    return {seat: players[(i - shift) % count] for i, seat in enumerate(seats)}
