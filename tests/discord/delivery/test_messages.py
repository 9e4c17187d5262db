"""What Starmail's messages say (bot/discord/delivery/messages.py) and in which language (a game's public texts
and a player's own: bot/discord/delivery/locales.py `Languages`): a player's private prompt, the lobby message and
the /game status answer (built from the public view only), as the keyword arguments of one send."""

from __future__ import annotations

import json
from typing import Any

from bot.discord.delivery.record import DiscordRecord
from tests.discord.delivery.world import World
from tests.e2e.leaks import hidden_ids

TITLE = "Perry Rhodan: The Cosmic Hansa"


def custom_ids(kwargs: dict[str, Any]) -> list[str]:
    return [child.custom_id for child in kwargs["view"].children]


async def test_a_games_language_is_its_servers(world: World) -> None:
    game_id = await world.hanse()
    lone = await world.service.create("hanse", world.port.alice.id)  # no Discord record: nothing names a server
    assert await world.languages.locale(lone.game_id) == "en"

    world.port.guild.locale = "nl"  # the server's own preferred language, read from the API
    assert await world.languages.locale(game_id) == "nl"

    await world.store.update_guild_settings(world.guild_id, {"locale": "fr"})
    assert await world.languages.locale(game_id) == "nl", "remembered until the settings are said to change"
    world.languages.settings_changed(world.guild_id)
    assert await world.languages.locale(game_id) == "fr"


async def test_what_a_player_alone_reads_is_in_their_language(world: World) -> None:
    game_id = await world.hanse()
    await world.store.update_guild_settings(world.guild_id, {"locale": "de"})
    await world.languages.people.choose(world.port.alice.id, "nl")

    assert await world.languages.personal_locale(game_id, world.port.alice.id) == "nl"
    assert await world.languages.personal_locale(game_id, world.port.bob.id) == "de"


async def test_the_acting_players_prompt_carries_their_hand_and_actions(world: World) -> None:
    game_id = await world.hanse()
    uv = await world.service.view(game_id, world.port.alice.id)

    kwargs = await world.messages.prompt_message(uv, note="Hello.", jump="https://discord.test/b", locale="en")

    embed = kwargs["embed"].to_dict()
    assert embed["title"] == f"{TITLE} · hanse-{game_id:04}"
    assert embed["description"] == (
        "Hello.\nYour turn (Player 1): 2 possible actions.\n[Go to the board](https://discord.test/b)"
    )
    assert custom_ids(kwargs) == [f"sm:a:{game_id}:0:0", f"sm:a:{game_id}:0:1"]
    assert kwargs["file"].filename == f"hanse-{game_id:04}-hand-0.png"


async def test_a_waiting_players_prompt_offers_nothing_and_a_paused_one_says_why(world: World) -> None:
    game_id = await world.hanse()
    alice, bob = world.port.alice.id, world.port.bob.id

    waiting = await world.messages.prompt_message(await world.service.view(game_id, bob), locale="en")
    assert waiting["embed"].description == f"Not your turn (Player 2). Waiting for <@{alice}>."
    assert custom_ids(waiting) == []

    assert await world.messages.pause_text(game_id, "en") == "The game is paused."
    await world.service.pause(game_id, alice, reason="tea break")
    assert await world.messages.pause_text(game_id, "en") == "Paused by a moderator: tea break."
    paused = await world.messages.prompt_message(await world.service.view(game_id, alice), locale="en")
    assert "Paused by a moderator: tea break." in paused["embed"].description


async def test_the_lobby_message_names_the_host_and_offers_the_lobby_buttons(world: World) -> None:
    bob = world.port.bob.id
    created = await world.service.create("hanse", bob, guild_id=world.guild_id, channel_id=world.port.lobby.id)
    game_id = created.game_id

    kwargs = await world.messages.lobby_message(game_id, note="Cancelled by nobody.")

    embed = kwargs["embed"].to_dict()
    assert embed["title"] == f"{TITLE} · hanse-{game_id:04}"
    assert embed["description"] == (
        f"Host: <@{bob}> · 2 players\n"
        "Join with the buttons below; the host starts the game when the table is ready.\nCancelled by nobody."
    )
    assert embed["fields"][0] == {"inline": False, "name": "Seats (1/2)", "value": f"1. <@{bob}>"}
    buttons = [(c.item.custom_id, c.item.label, c.item.disabled) for c in kwargs["view"].children]
    assert buttons == [
        (f"sm:l:{game_id}:join", "Join", False),
        (f"sm:l:{game_id}:leave", "Leave", False),
        (f"sm:l:{game_id}:ai", "Add AI", False),
        (f"sm:l:{game_id}:start", "Start", True),
        (f"sm:l:{game_id}:cancel", "Cancel", False),
    ]
    assert not kwargs["allowed_mentions"].users


async def test_the_status_answer_shows_the_public_board_and_whose_turn_it_is(world: World) -> None:
    game_id = await world.hanse()
    alice, bob = world.port.alice.id, world.port.bob.id
    found = await world.store.discord_game(game_id)
    assert found is not None
    linked = DiscordRecord.from_json(found.data)
    await world.store.set_discord_game(
        game_id, found.channel_id, DiscordRecord(guild=linked.guild, jump="https://discord.test/b").to_json()
    )

    kwargs = await world.messages.status_message(game_id, "en")

    embed = kwargs["embed"].to_dict()
    assert embed["title"] == f"{TITLE} · hanse-{game_id:04} · move 0"
    assert embed["description"] == f"Next: <@{alice}>\n[Latest board post](https://discord.test/b)"
    assert embed["fields"] == [{"inline": False, "name": "Seats", "value": f"1. <@{alice}>\n2. <@{bob}>"}]
    assert kwargs["file"].filename == f"hanse-{game_id:04}-move-0.png", "the board, no one's hand"
    assert embed["image"] == {"url": f"attachment://hanse-{game_id:04}-move-0.png"}
    said = json.dumps(embed) + kwargs["file"].description
    hidden = await hidden_ids(world.store, game_id)
    assert hidden.public and not [i for i in hidden.public if i in said]


async def test_a_lobbys_status_has_no_board_and_a_spectator_is_told_they_watch(world: World) -> None:
    bob = world.port.bob.id
    created = await world.service.create("hanse", bob, guild_id=world.guild_id, channel_id=world.port.lobby.id)
    lobby = await world.messages.status_message(created.game_id, "en")
    assert "file" not in lobby and lobby["embed"].description == "The game has not started yet."

    game_id = await world.hanse()
    watching = await world.messages.spectator_message(game_id, "en", note="Hi.")
    assert "file" not in watching
    assert watching["embed"].description == (
        f"Hi.\nYou are not seated in this game: you are watching, not playing.\nNext: <@{world.port.alice.id}>"
    )
