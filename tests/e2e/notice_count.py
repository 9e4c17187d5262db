"""Counting Cosmic Encounter's turn notifications through the fake Discord, per challenge and per player.

Driver code shared by tests/e2e/test_bot_cosmic_notices.py and `python -m tools.notices` (no tests here). A seeded
Cosmic game with human seats only (standing orders off) is played through the real bot against the loopback fake:
whoever acts first in seat order plays the first choice of their prompt, but "done" and "decline" when offered (the
others look on), as tests/game/test_window_notices.py does at the service level. After each move the requests the
bot made for it are counted: a notification is a message posted to a player's DM channel, or a channel message
whose allowed mentions notify them (a ping). A move's notifications belong to the challenge of the stored state it
led to: its notice group (`Game.notice_group`), or for the losses and discards the game leaves out of any group
(told each time), the challenge they happen in. Edits, interaction answers and ephemeral prompts notify nobody and
are not counted.

`old_notices()` puts in the registry a Cosmic game whose `notice_group` is None: the behaviour before notice
groups (every new decision point told), for the table "before and after".
"""

from __future__ import annotations

import itertools
import statistics
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from bot.config import Settings
from bot.discord.client import StarmailClient
from rules.cosmic.game import Cosmic
from rules.cosmic.state import PLAY, State
from rules.registry import registry
from tests.e2e.bot_play import CHANNEL_POST, open_game
from tests.e2e.conftest import SpacePort
from tests.e2e.fake_discord import FakeDiscord, User
from tests.e2e.test_bot_starfarers import choose
from tests.waits import condition

GAME = registry.get("cosmic")
NAMES = ("alice", "bob", "carol", "dave", "erin", "frank")
CLOSED = ("carol",)
"""Whose DMs are closed (as in tests/e2e/conftest.py): their turn notices are pings in the game's channel."""
LOOKING_ON = ("done", "decline")
MAX_MOVES = 1200


class WithoutGroups(Cosmic):
    """Cosmic Encounter as it was told before notice groups: no challenge groups its prompts."""

    def notice_group(self, state: State) -> str | None:
        return None


@contextmanager
def old_notices() -> Iterator[None]:
    """While open, the registry (hence the bot's service and delivery) plays Cosmic without notice groups."""
    real = registry.get("cosmic")
    registry._games["cosmic"] = WithoutGroups()
    try:
        yield
    finally:
        registry._games["cosmic"] = real


@dataclass(frozen=True)
class Counted:
    """What one game told: per finished challenge (notice group, in order) and per user, the notifications sent."""

    players: int
    challenges: tuple[str, ...]
    told: dict[str, dict[int, int]]
    involved: dict[str, frozenset[int]]
    """Per challenge, the users of its offense, defense and allies (at any time in it)."""

    def per_player(self) -> list[int]:
        """One count per player per finished challenge."""
        return [n for group in self.challenges for n in self.told[group].values()]

    def onlookers(self) -> list[int]:
        """One count per player not in the challenge, per finished challenge."""
        return [n for g in self.challenges for user, n in self.told[g].items() if user not in self.involved[g]]


def table_world(fake: FakeDiscord, players: int) -> tuple[SpacePort, list[User]]:
    """The space port of tests/e2e/conftest.py, with `players` members (Carol's DMs closed)."""
    guild = fake.add_guild("Space Port")
    games = fake.add_category(guild, "Games")
    lobby = fake.add_channel(guild, "lobby")
    users = [fake.add_member(guild, name, dms_open=name not in CLOSED) for name in NAMES[:players]]
    alice, bob, carol = users[:3]
    return SpacePort(fake, guild, games, lobby, alice, bob, carol), users


def client_for(fake: FakeDiscord, db_path: Path, guild_id: int) -> StarmailClient:
    """A Starmail client on `db_path` whose games are dealt from seeds 1000, 1001, ... (as tests/e2e/conftest.py)."""
    settings = Settings(
        discord_token=fake.token,
        database_url=str(db_path),
        dev_guild_id=guild_id,
        log_level="INFO",
        board_dir=db_path.parent / "boards",
    )
    seeds = itertools.count(1000)
    return StarmailClient(settings, seed_source=lambda: next(seeds))


def notified(fake: FakeDiscord, since: int) -> tuple[list[int], int]:
    """The users notified by the bot's messages recorded from index `since` (one entry per notification), and the
    index to count from next time."""
    dm_users = {channel: user for user, channel in fake.world.dm_channels.items()}
    found: list[int] = []
    requests = fake.requests
    for request in requests[since:]:
        if request.route != CHANNEL_POST or not request.ok:
            continue
        channel = int(request.params["channel_id"])
        if channel in dm_users:
            found.append(dm_users[channel])
        else:
            found += [u.id for u in fake.message(int(request.response["id"])).mentions]
    return found, len(requests)


async def count_challenges(
    fake: FakeDiscord, client: Any, sp: SpacePort, users: list[User], *, challenges: int = 3
) -> Counted:
    """Open a Cosmic game for `users` (all human), play it as the module docstring says until `challenges`
    challenges are complete (or the game ends) and count what each challenge told whom."""
    host, *others = users
    game_id = await open_game(fake, host, list(others), sp, "cosmic")
    channel = fake.channel_named(sp.guild, f"cosmic-{game_id:04d}")
    ids = [u.id for u in users]
    told: dict[str, dict[int, int]] = {}
    involved: dict[str, set[int]] = {}
    order: list[str] = []
    since = 0
    for _ in range(MAX_MOVES):
        # the click's answer comes after its delivery; a delivery left in the outbox would be counted late
        await condition(lambda: _delivered(client, game_id), "the game's outbox to be delivered")
        record = await client.store.get_game(game_id)
        state: State = GAME.decode(record.state)
        group = challenge_of(state)
        found, since = notified(fake, since)
        if group is not None:
            if group not in told:
                if len(order) == challenges:
                    break  # the next challenge has begun: the ones before are complete
                order.append(group)
                told[group], involved[group] = dict.fromkeys(ids, 0), set()
            for user in found:
                told[group][user] += 1
            public = GAME.view(state, None)["public"]
            seat_user = {s.seat: s.user_id for s in record.seats}
            seats = {public[key] for key in ("offense", "defense") if public.get(key) is not None}
            seats |= {p["seat"] for p in public["players"] if p.get("ally")}
            involved[group] |= {seat_user[s] for s in seats if seat_user.get(s) is not None}
        if record.status != "active":
            break
        await _play_one(fake, client, channel, game_id)
    else:
        raise AssertionError(f"{challenges} challenges were not complete after {MAX_MOVES} moves")
    complete = tuple(order)  # when the game ended, its last challenge ended with it
    return Counted(
        players=len(users),
        challenges=complete,
        told={g: told[g] for g in complete},
        involved={g: frozenset(involved[g]) for g in complete},
    )


def challenge_of(state: State) -> str | None:
    """The challenge a stored state is in: its notice group, or, for a loss or a discard the game leaves out of
    the group (told each time: `Cosmic.notice_group`), the challenge it happens in (the group's own key); None
    before the first challenge."""
    group = GAME.notice_group(state)
    if group is None and state.phase == PLAY and state.offense >= 0:
        return f"{state.turns}.{state.challenge_no}"
    return group


async def _delivered(client: Any, game_id: int) -> bool:
    return not await client.store.outbox(game_id)


async def _play_one(fake: FakeDiscord, client: Any, channel: Any, game_id: int) -> None:
    """The first human in seat order with a choice plays "done" or "decline" when offered, else their first
    choice (a single action: shortcuts of several steps come after the single actions)."""
    public = await client.service.view(game_id, None)
    for seat in public.seats:
        if seat.seat not in public.acting or seat.user_id is None:
            continue
        mine = await client.service.view(game_id, seat.user_id)
        singles = [c for c in mine.choices if not c.steps]
        if not singles:
            continue
        pick = next((c for c in singles if c.action["type"] in LOOKING_ON), singles[0])
        await choose(fake, client, seat.user_id, channel, game_id, pick.action)
        return
    raise AssertionError(f"nobody can move in game {game_id} at move {public.seq}")


def summary(counted: Counted) -> dict[str, Any]:
    """The table's numbers for one game."""
    every, aside = counted.per_player(), counted.onlookers()
    return {
        "players": counted.players,
        "challenges": len(counted.challenges),
        "median": statistics.median(every) if every else None,
        "max": max(every, default=None),
        "onlooker_median": statistics.median(aside) if aside else None,
        "onlooker_max": max(aside, default=None),
    }
