"""Cosmic Encounter does not ring the table (bot/game/table/outbox.py, `Game.notice_group`), counted through Discord.

Seeded games of four and five people (no AI, no standing orders; Carol's DMs are closed, so she is pinged instead)
are played through the real bot against the fake Discord until three challenges are complete: whoever acts first
plays their first choice, but "done" and "decline" when offered, so that some players look on
(tests/e2e/notice_count.py). Per challenge, every player receives at most three notifications (DMs plus pings),
and a player not in it (neither offense, defense nor ally) a median of at most one. Told as before notice groups
(every new decision point), the same table rings far more often than that (`python -m tools.notices` prints both).
"""

from __future__ import annotations

import statistics
from pathlib import Path

import pytest

from tests.e2e.fake_discord import FakeDiscord
from tests.e2e.notice_count import Counted, client_for, count_challenges, old_notices, table_world

pytestmark = pytest.mark.heavy  # whole challenges of four and five players: run first (tests/conftest.py)


async def counted(fake: FakeDiscord, tmp_path: Path, players: int, challenges: int) -> tuple[Counted, int]:
    """The counts of a game of `players`, and Carol's user id (her DMs are closed: she is only ever pinged)."""
    sp, users = table_world(fake, players)
    async with fake.run(client_for(fake, tmp_path / "starmail.db", sp.guild.id)) as client:
        return await count_challenges(fake, client, sp, users, challenges=challenges), sp.carol.id


@pytest.mark.parametrize("players", [4, 5])
async def test_a_challenge_notifies_each_player_at_most_three_times_and_onlookers_about_once(
    players: int, fake_discord: FakeDiscord, tmp_path: Path
) -> None:
    found, carol = await counted(fake_discord, tmp_path, players, 3)
    assert len(found.challenges) == 3
    assert all(len(found.involved[group]) >= 2 for group in found.challenges)  # an offense and a defense
    assert sum(found.per_player()) >= 2 * len(found.challenges)  # the counting sees the notices sent
    assert any(found.told[group][carol] for group in found.challenges)  # and the pings
    for group in found.challenges:
        assert max(found.told[group].values()) <= 3, (group, found.told[group])
    onlookers = found.onlookers()
    assert onlookers and statistics.median(onlookers) <= 1, onlookers


async def test_told_at_every_decision_point_as_before_the_same_table_is_rung_more(
    fake_discord: FakeDiscord, tmp_path: Path
) -> None:
    with old_notices():
        found, _ = await counted(fake_discord, tmp_path, 4, 1)
    assert len(found.challenges) == 1
    assert max(found.per_player()) > 3 and statistics.median(found.onlookers()) > 1, found.told
