"""Metrics and health over HTTP (bot/metrics.py, README "Metrics"): a Hanse game played through the fake Discord with
the endpoint on; a scrape of /metrics on 127.0.0.1 shows the move applied, the double click refused, the clicks'
first answers and Discord's responses by status; /healthz is 200, and 503 naming the database once it is closed."""

from __future__ import annotations

from dataclasses import replace

import aiohttp
import pytest
from prometheus_client.parser import text_string_to_metric_families

from bot.discord.client import StarmailClient
from bot.metrics import Metrics, bound_port
from bot.store import open_store
from rules.registry import registry
from tests.e2e.bot_play import actions_of, finished, latest_board, open_game, open_hand
from tests.e2e.conftest import SpacePort, Starmail
from tests.game.support import discarding_with_a_pair

pytestmark = pytest.mark.skipif("hanse" not in registry.ids(), reason="Hanse is not written yet")


def samples(text: str) -> dict[tuple[str, tuple[tuple[str, str], ...]], float]:
    """Every sample of a scrape: (name, sorted labels) -> value."""
    return {
        (sample.name, tuple(sorted(sample.labels.items()))): sample.value
        for family in text_string_to_metric_families(text)
        for sample in family.samples
    }


def total(found: dict[tuple[str, tuple[tuple[str, str], ...]], float], name: str, **labels: str) -> float:
    """The sum of `name`'s samples whose labels include `labels`."""
    return sum(v for (n, ls), v in found.items() if n == name and set(labels.items()) <= set(ls))


async def get(port: int, path: str) -> tuple[int, str]:
    async with aiohttp.ClientSession() as session, session.get(f"http://127.0.0.1:{port}{path}") as response:
        return response.status, await response.text()


async def test_a_scrape_shows_the_moves_the_clicks_and_discords_answers(
    space_port: SpacePort, starmail: Starmail
) -> None:
    fake, sp = space_port.fake, space_port
    store = await open_store(str(starmail.db_path))
    client: StarmailClient = starmail.client(store=store, metrics=Metrics())
    client.settings = replace(client.settings, metrics_port=0)  # a free port, chosen by the OS
    try:
        async with fake.run(client) as client:
            assert client.metrics_runner is not None
            port = bound_port(client.metrics_runner)
            status, body = await get(port, "/metrics")
            before = samples(body)
            assert status == 200
            assert total(before, "starmail_moves_applied_total") == 0

            game_id = await open_game(fake, sp.alice, [sp.bob], sp, "hanse")
            channel = fake.channel_named(sp.guild, f"hanse-{game_id:04d}")
            user, view, kind = await discarding_with_a_pair(client.service, game_id, (sp.alice.id, sp.bob.id))
            middle = samples((await get(port, "/metrics"))[1])
            board = latest_board(fake, channel.id, game_id)
            first, second = await open_hand(fake, user, board, game_id), await open_hand(fake, user, board, game_id)
            index = next(c.index for c in view.choices if c.action == {"type": "discard", "card": kind})
            custom_id = actions_of(first)[index][0]
            await finished(fake, await fake.click(user, first, custom_id))
            await finished(fake, await fake.click(user, second, custom_id))  # the same prompt again: refused

            status, body = await get(port, "/metrics")
            after = samples(body)
            health, health_body = await get(port, "/healthz")
            await store.close()
            closed, closed_body = await get(port, "/healthz")
    finally:
        await store.close()

    assert status == 200
    applied = "starmail_moves_applied_total"
    assert total(after, applied, game="hanse") == total(middle, applied, game="hanse") + 1
    assert total(after, "starmail_moves_refused_total", game="hanse", reason="played") == 1
    # every click got a first answer: one latency sample each (two hands opened, two discards)
    clicks = "starmail_interaction_first_answer_seconds_count"
    assert total(after, clicks, kind="click") == total(middle, clicks, kind="click") + 4
    assert total(middle, clicks, kind="command") == 1  # /game new (joining and starting are clicks)
    assert total(after, "starmail_discord_requests_total", status="200") > 0
    assert total(after, "starmail_discord_requests_total", status="429") == 0
    assert total(after, "starmail_games_active") == 1
    assert total(after, "starmail_outbox_backlog") == 0
    assert (health, '"failed": []' in health_body) == (200, True)
    assert closed == 503 and '"failed": ["database"]' in closed_body
