"""Deadline settings go from the slash command to the game as one value (`DeadlineOverrides`): /mod deadlines
changes the settings it was given and keeps the others, /settings stores the server's defaults as it always did."""

from __future__ import annotations

import pytest

from rules.registry import registry
from tests.e2e.bot_play import open_game
from tests.e2e.conftest import SpacePort, Starmail
from tests.e2e.test_bot_async import answer
from tests.e2e.test_bot_mod import mod

pytestmark = pytest.mark.skipif("hanse" not in registry.ids(), reason="Hanse is not written yet")


async def test_mod_deadlines_changes_what_it_is_given_and_keeps_the_rest(
    space_port: SpacePort, starmail: Starmail
) -> None:
    fake, sp = space_port.fake, space_port
    async with fake.run(starmail.client()) as client:
        shown = await answer(
            fake, fake.world.owner, sp, sp.lobby, "settings", deadline_hours=2.5, reminders=" 50%,1h ", forfeit_after=3
        )
        assert "Deadline per decision: 150 minutes" in shown
        settings = await client.store.guild_settings(sp.guild.id)
        game_id = await open_game(fake, sp.alice, [sp.bob], sp, "hanse", {"round_cap": 2})
        channel = fake.channel_named(sp.guild, f"hanse-{game_id:04d}")
        refused = await mod(fake, sp.alice, sp, channel, "deadlines", reminders="soon")
        unchanged = await client.store.get_game(game_id)
        said = await mod(fake, sp.alice, sp, channel, "deadlines", hours=4.0, policy="pause")
        changed = await client.store.get_game(game_id)
    assert {key: settings[key] for key in ("deadline_hours", "reminders", "forfeit_after")} == {
        "deadline_hours": "2.5",
        "reminders": "50%,1h",
        "forfeit_after": "3",
    }
    assert refused == "Reminder “soon” is not a share like 50% or a time before the deadline like 1h or 30m."
    assert unchanged is not None and unchanged.meta["deadline"]["reminders"] == "50%,1h"
    assert unchanged.meta["deadline"]["deadline_hours"] == 2.5
    assert changed is not None and changed.meta["deadline"] == {
        "deadline_hours": 4.0,
        "deadline_policy": "pause",
        "reminders": "50%,1h",
        "forfeit_after": 3,
        "quiet_deadlines": "run",
        "window_minutes": 10.0,
    }
    assert said == (
        f"Moderator <@{sp.alice.id}> set the deadlines: 4 hours per decision; reminders when 50% of the time has passed"
        " and 1 hour before the deadline; forfeit after 3 missed deadlines in a row. When a deadline passes: the game"
        " pauses and moderators are told."
    )
