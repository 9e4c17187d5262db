"""How often Cosmic Encounter tells its players that they act, before and after notice groups (`Game.notice_group`).

    python -m tools.notices                     the table, for four and five players
    python -m tools.notices --players 5 --detail   one setup, with each challenge's counts per player

Each row is a seeded game played through the real bot against the loopback fake Discord (tests/e2e/fake_discord),
by the driver of tests/e2e/test_bot_cosmic_notices.py (tests/e2e/notice_count.py): human seats only, standing
orders off, every player picking their first choice but "done" and "decline" when offered, until three challenges
are complete. A notification is a DM or a ping. "before" is the same game whose `notice_group` is None (every new
decision point told), "after" the game as it is. Run from the repository root (it imports the tests' fake).
"""

from __future__ import annotations

import argparse
import asyncio
import logging
import tempfile
from contextlib import AbstractContextManager, nullcontext
from pathlib import Path
from typing import Any

from tests.e2e.fake_discord import FakeDiscord
from tests.e2e.notice_count import Counted, client_for, count_challenges, old_notices, summary, table_world

HEADER = (
    "| told | setup | challenges | per player per challenge: median | max | not in the challenge: median | max |\n"
    "|---|---|---|---|---|---|---|"
)


async def one_game(players: int, challenges: int, old: bool) -> tuple[Counted, dict[int, str]]:
    """Count one game; also the players' names by user id."""
    variant: AbstractContextManager[Any] = old_notices() if old else nullcontext()
    with variant, tempfile.TemporaryDirectory() as folder:
        async with FakeDiscord() as fake:
            sp, users = table_world(fake, players)
            async with fake.run(client_for(fake, Path(folder) / "starmail.db", sp.guild.id)) as client:
                found = await count_challenges(fake, client, sp, users, challenges=challenges)
            fake.check_clean()
    return found, {u.id: u.name for u in users}


def row(told: str, found: Counted) -> str:
    s = summary(found)
    cells = [told, f"{s['players']} players", s["challenges"], s["median"], s["max"]]
    cells += [s["onlooker_median"], s["onlooker_max"]]
    return "| " + " | ".join("–" if c is None else f"{c:g}" if isinstance(c, float) else str(c) for c in cells) + " |"


def detail(found: Counted, names: dict[int, str]) -> list[str]:
    """Per challenge: each player's count, those in it starred."""
    lines = []
    for group in found.challenges:
        counts = ", ".join(
            f"{names[u]}{'*' if u in found.involved[group] else ''} {n}" for u, n in found.told[group].items()
        )
        lines.append(f"  challenge {group}: {counts}")
    return lines


async def main(players: list[int], challenges: int, show: bool) -> None:
    print(HEADER)
    notes: list[str] = []
    for count in players:
        for told, old in (("before", True), ("after", False)):
            found, names = await one_game(count, challenges, old)
            print(row(told, found), flush=True)
            if show:
                notes += [f"{told}, {count} players (* in the challenge):", *detail(found, names)]
    if notes:
        print()
        print("\n".join(notes))


if __name__ == "__main__":
    parser = argparse.ArgumentParser(prog="python -m tools.notices", description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, action="append", help="players at the table (4 and 5 by default)")
    parser.add_argument("--challenges", type=int, default=3, help="complete challenges to count (3)")
    parser.add_argument("--detail", action="store_true", help="each challenge's counts per player")
    args = parser.parse_args()
    logging.basicConfig(level=logging.ERROR)
    asyncio.run(main(args.players or [4, 5], args.challenges, args.detail))
