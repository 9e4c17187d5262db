"""How many prompts a game asks at the terminal: seeded games played through the real terminal front end
(bot/local/play.py `play`, bot/local/table.py LocalTable) by a scripted player who always takes choice 1 and
presses Enter when asked to, counted per game.

    python -m tools.prompts                            # every game, both setups, 3 seeds each
    python -m tools.prompts --game cosmic --seeds 5    # one game, seeds 1 to 5
    python -m tools.prompts --game hanse --seats you,ai --seed-list 7,9
    python -m tools.prompts --shortcuts                # take the first shortcut offered, where there is one
    python -m tools.prompts --game cosmic --seats you,you,you --until-turn   # "p" at every window's prompt

Counted per game: the choice prompts ("Your choice (1-N …"), those offering exactly one choice, the hand-overs
("press Enter", hot seat only) and, for Cosmic Encounter, the challenges played (the public "challenge" events of
the game's log), so that prompts per challenge compare tables of different lengths. A game stops at `--cap`
prompts (the scripted player ends its input: the table saves the game); the table says how many games hit it.

It uses only what the front end offered before shortcuts existed (`play`, `PlayRequest`, `Settings`, the console
and the store's log), so it runs unchanged against an older checkout: put it in that checkout's tools/ and run it
with that checkout first on PYTHONPATH; the first line printed names the folder the code was imported from.
"""

from __future__ import annotations

import argparse
import io
import re
import statistics
import sys
import tempfile
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import rules
from bot.config import Settings
from bot.local.console import Console
from bot.local.play import PlayRequest, play
from bot.local.table import Runner
from bot.store import SqliteStore
from bot.store.base import FINISHED_STATUSES

CAP = 3000
"""Choice prompts after which a game is stopped: far above any game's length so far, low enough to end a loop."""
SEEDS = 3
CHOICE_PROMPT = re.compile(r"\(1-(\d+)[;)]")
"""The range in the English choice prompt, "Your choice (1-4; ?N explains …": how many choices it offers."""
SHORTCUT_HEADING = "Or, in one choice:"
"""The English heading the table shows above a game's shortcuts (bot/local/table.py `show_choices`)."""
UNTIL_OFFER = "Or type p to pass in every window until your turn."
"""What the table says beside a window's prompt (bot/local/table.py `show_choices`): with `--until-turn` the player
takes that standing order."""
NUMBERED = re.compile(r"^\s*(\d+)\.\s", re.MULTILINE)


@dataclass(frozen=True)
class Setup:
    game: str
    seats: tuple[str, ...]
    options: tuple[tuple[str, Any], ...] = ()

    @property
    def name(self) -> str:
        return ",".join(self.seats)


SETUPS = (
    Setup("andromeda", ("you", "ai", "ai")),
    Setup("starfarers", ("you", "ai", "ai")),
    Setup("hanse", ("you", "ai")),
    Setup("cosmic", ("you", "ai", "ai")),
    Setup("cosmic", ("you", "you", "you")),
)


@dataclass
class Count:
    """One game's prompts."""

    prompts: int = 0
    single: int = 0
    shortcuts: int = 0
    """Prompts answered with a shortcut (`--shortcuts`)."""
    handovers: int = 0
    challenges: int = 0
    ended: bool = False
    capped: bool = False
    status: str = ""
    seconds: float = 0.0
    choices: list[int] = field(default_factory=list)
    """How many choices each prompt offered, in order."""


class _Sink(io.StringIO):
    """The table's output since the last question (a whole game's text would fill memory for nothing)."""

    def __init__(self) -> None:
        super().__init__()
        self.since: list[str] = []

    def write(self, text: str) -> int:
        self.since.append(text)
        return len(text)

    def take(self) -> str:
        said, self.since = "".join(self.since), []
        return said

    def isatty(self) -> bool:
        return False


class _NoInput:
    def readline(self) -> str:
        return ""

    def isatty(self) -> bool:
        return False


class CountingConsole(Console):
    """A console whose player answers 1 to every choice prompt (or, with `shortcuts`, the first shortcut offered) and
    Enter to every other question, counting them; at `cap` choice prompts its input ends (the table then saves the
    game and returns)."""

    def __init__(self, count: Count, cap: int, shortcuts: bool = False, until_turn: bool = False) -> None:
        self.sink = _Sink()
        super().__init__(_NoInput(), self.sink)
        self.count = count
        self.cap = cap
        self.shortcuts = shortcuts
        self.until_turn = until_turn

    def ask(self, prompt: str) -> str:
        shown = self.sink.take()
        found = CHOICE_PROMPT.search(prompt)
        if found is None:
            self.count.handovers += 1
            if self.count.handovers > self.cap:  # a question the player cannot get past: stop as well
                self.count.capped = True
                raise EOFError
            return ""
        if self.count.prompts >= self.cap:
            self.count.capped = True
            raise EOFError
        offered = int(found[1])
        self.count.prompts += 1
        self.count.single += offered == 1
        self.count.choices.append(offered)
        if self.until_turn and UNTIL_OFFER in shown:
            return "p"  # pass in every window until my turn (a standing order)
        shortcut = first_shortcut(shown) if self.shortcuts else None
        if shortcut is not None:
            self.count.shortcuts += 1
        return shortcut or "1"


def first_shortcut(shown: str) -> str | None:
    """The number of the first choice listed under the shortcuts' heading in what the table just showed, if any."""
    _, heading, after = shown.rpartition(SHORTCUT_HEADING)
    found = NUMBERED.search(after) if heading else None
    return found[1] if found else None


def play_one(
    setup: Setup, seed: int, folder: Path, cap: int = CAP, shortcuts: bool = False, until_turn: bool = False
) -> Count:
    """One seeded game of `setup` at the terminal, in a database of its own under `folder`; its counts."""
    folder.mkdir(parents=True, exist_ok=True)
    database = folder / "games.db"
    settings = Settings(
        discord_token=None,
        database_url=f"sqlite:///{database}",
        dev_guild_id=None,
        log_level="WARNING",
        board_dir=folder / "boards",
    )
    count = Count()
    request = PlayRequest(game=setup.game, seats=list(setup.seats), seed=seed, options=dict(setup.options))
    started = time.monotonic()
    code = play(settings, request, CountingConsole(count, cap, shortcuts, until_turn))
    count.seconds = time.monotonic() - started
    if code != 0:
        raise RuntimeError(f"{setup.game} ({setup.name}) seed {seed}: the table stopped with status {code}")
    count.status, count.challenges = _read_game(database)
    count.ended = count.status in FINISHED_STATUSES
    return count


def _read_game(database: Path) -> tuple[str, int]:
    """The status of the database's only game and how many challenges its log tells of (Cosmic's)."""
    run = Runner()

    async def read() -> tuple[str, int]:
        store = await SqliteStore.open(database)
        try:
            games = await store.list_games()
            game = games[0]
            log = await store.read_log(game.id)
        finally:
            await store.close()
        challenges = sum(1 for row in log for event in row.events if event.get("type") == "challenge")
        return game.status, challenges

    try:
        return run(read())
    finally:
        run.close()


@dataclass(frozen=True)
class Row:
    setup: Setup
    seeds: tuple[int, ...]
    counts: tuple[Count, ...]


def measure(
    setup: Setup,
    seeds: Sequence[int],
    cap: int = CAP,
    progress: bool = False,
    shortcuts: bool = False,
    until_turn: bool = False,
) -> Row:
    counts: list[Count] = []
    with tempfile.TemporaryDirectory(prefix="starmail-prompts-") as folder:
        for seed in seeds:
            count = play_one(setup, seed, Path(folder) / f"{setup.game}-{len(counts)}", cap, shortcuts, until_turn)
            counts.append(count)
            if progress:
                state = "capped" if count.capped else ("ended" if count.ended else count.status)
                print(
                    f"  {setup.game} {setup.name} seed {seed}: {count.prompts} prompts, {count.single} single-choice, "
                    f"{count.challenges} challenges, {state}, {count.seconds:.0f}s",
                    file=sys.stderr,
                    flush=True,
                )
    return Row(setup, tuple(seeds), tuple(counts))


def _median(values: Sequence[float]) -> str:
    return f"{statistics.median(values):g}" if values else "-"


def table(rows: Sequence[Row]) -> str:
    head = (
        "| game | setup | seeds | prompts/game (median) | single-choice/game (median) | single share "
        "| shortcuts taken/game | hand-overs/game | challenges/game | prompts/challenge | ended | capped |"
    )
    lines = [head, "|" + "---|" * head.count(" | ") + "---|"]
    for row in rows:
        counts = row.counts
        prompts = [c.prompts for c in counts]
        single = [c.single for c in counts]
        share = sum(single) / sum(prompts) if sum(prompts) else 0.0
        cosmic = row.setup.game == "cosmic"
        challenges = [c.challenges for c in counts]
        per_challenge = [c.prompts / c.challenges for c in counts if c.challenges]
        cells = [
            row.setup.game,
            row.setup.name,
            ",".join(str(s) for s in row.seeds),
            _median(prompts),
            _median(single),
            f"{share:.0%}",
            _median([c.shortcuts for c in counts]),
            _median([c.handovers for c in counts]),
            _median(challenges) if cosmic else "-",
            f"{statistics.median(per_challenge):.1f}" if cosmic and per_challenge else "-",
            f"{sum(c.ended for c in counts)}/{len(counts)}",
            f"{sum(c.capped for c in counts)}/{len(counts)}",
        ]
        lines.append("| " + " | ".join(cells) + " |")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.prompts", description=__doc__.splitlines()[0])
    parser.add_argument("--game", action="append", help="only this game (repeatable)")
    parser.add_argument("--seats", help="one setup of your own, e.g. you,ai,ai (with --game)")
    parser.add_argument("--seeds", type=int, default=SEEDS, help="seeds 1..N per setup (default %(default)s)")
    parser.add_argument("--seed-list", help="these seeds instead, e.g. 3,7")
    parser.add_argument("--cap", type=int, default=CAP, help="choice prompts at most per game (default %(default)s)")
    parser.add_argument("--option", action="append", default=[], help="a game option KEY=VALUE (repeatable)")
    parser.add_argument(
        "--shortcuts", action="store_true", help="take the first shortcut offered instead of choice 1 (where any)"
    )
    parser.add_argument(
        "--until-turn",
        action="store_true",
        help="at a window's prompt, pass in every window until one's turn (p) instead of choice 1",
    )
    parser.add_argument("--quiet", action="store_true", help="no line per game while it runs")
    args = parser.parse_args(argv)
    seeds = tuple(int(s) for s in args.seed_list.split(",")) if args.seed_list else tuple(range(1, args.seeds + 1))
    options = tuple((key, _value(value)) for key, _, value in (o.partition("=") for o in args.option))
    if args.seats:
        if not args.game or len(args.game) != 1:
            parser.error("--seats needs exactly one --game")
        setups: tuple[Setup, ...] = (Setup(args.game[0], tuple(args.seats.split(",")), options),)
    else:
        setups = tuple(
            Setup(s.game, s.seats, options or s.options) for s in SETUPS if not args.game or s.game in args.game
        )
    print(f"Code imported from {Path(rules.__file__).resolve().parent.parent}", flush=True)
    started = time.monotonic()
    rows = [measure(setup, seeds, args.cap, not args.quiet, args.shortcuts, args.until_turn) for setup in setups]
    print(table(rows))
    policy = "takes the first shortcut offered, else choice 1" if args.shortcuts else "always takes choice 1"
    if args.until_turn:
        policy += ", and passes in every window until their turn where offered"
    print(f"({time.monotonic() - started:.0f}s; the player {policy}; cap {args.cap} prompts a game)")
    return 0


def _value(text: str) -> Any:
    return int(text) if text.lstrip("-").isdigit() else text


if __name__ == "__main__":
    sys.exit(main())
