"""/me (bot/discord/actions/me.py): a player's own preferences, shown and changed privately, each change saved and
shown back; a bad value is refused in one sentence and changes nothing."""

from __future__ import annotations

from bot.discord.actions.me import PreferenceActions
from bot.store.base import NO_PREFERENCES, Preferences
from tests.discord.actions.actors import actions, in_dm
from tests.discord.actions.interaction import FakeInteraction
from tests.discord.delivery.world import World

# The service's clock stands at 08:00 UTC (tests/game/clocked.py START).
DEFAULTS = [
    "Time zone: UTC (it is 08:00 there now).",
    "Quiet hours: none.",
    "Turns reach you by: a direct message each turn.",
    "Heads-up when the player before you starts: off.",
]


def shown(click: FakeInteraction) -> tuple[str | None, list[str]]:
    [answer] = click.answers
    assert answer.how == "send" and answer.ephemeral
    return answer.embed.title, (answer.embed.description or "").split("\n")


async def test_show_lists_the_players_preferences(world: World) -> None:
    click = in_dm(world, world.port.alice.id)

    await actions(world, PreferenceActions).my_preferences(click.real())

    assert shown(click) == ("Your preferences", DEFAULTS)


async def test_each_change_is_saved_and_shown_back(world: World) -> None:
    me = actions(world, PreferenceActions)
    alice = world.port.alice.id
    zone, quiet, notify = in_dm(world, alice), in_dm(world, alice), in_dm(world, alice)

    await me.set_time_zone(zone.real(), "Europe/Berlin")
    await me.set_quiet(quiet.real(), "23:00-08:00")
    await me.set_notify(notify.real(), "none", True)

    assert shown(zone) == (
        "Your preferences are saved",
        ["Time zone: Europe/Berlin (it is 09:00 there now).", *DEFAULTS[1:]],
    )
    assert shown(quiet)[1][1] == "Quiet hours: 23:00–08:00."
    assert shown(notify)[1][2:] == [
        "Turns reach you by: no direct messages, only the mention in the game's channel.",
        "Heads-up when the player before you starts: on.",
    ]
    assert await world.service.preferences.of(alice) == Preferences(
        time_zone="Europe/Berlin", quiet=(23 * 60, 8 * 60), notify="none", heads_up=True
    )


async def test_a_bad_value_is_refused_and_changes_nothing(world: World) -> None:
    me = actions(world, PreferenceActions)
    alice = world.port.alice.id
    zone, quiet, notify = in_dm(world, alice), in_dm(world, alice), in_dm(world, alice)

    await me.set_time_zone(zone.real(), "Mars/Olympus")
    await me.set_quiet(quiet.real(), "23:00-23:00")
    await me.set_notify(notify.real(), "loud", None)

    assert zone.said == [
        ("send", "“Mars/Olympus” is not a time zone I know; pick one like Europe/Berlin or America/New_York.")
    ]
    assert quiet.said == [("send", "Quiet hours must end at another time than they start.")]
    assert notify.said == [("send", "Notifications are one of: turns, reminders, none.")]
    assert all(c.answers[0].ephemeral for c in (zone, quiet, notify))
    assert await world.service.preferences.of(alice) == NO_PREFERENCES


async def test_time_zones_are_offered_by_what_was_typed(world: World) -> None:
    me = actions(world, PreferenceActions)
    click = in_dm(world, world.port.alice.id)

    assert [c.value for c in await me.zone_choices(click.real(), "berl")] == ["Europe/Berlin"]
    assert [c.value for c in await me.zone_choices(click.real(), "new york")] == ["America/New_York"]
    assert len(await me.zone_choices(click.real(), "")) == 25
