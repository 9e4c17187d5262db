"""What every action shares (bot/discord/actions/base.py): a handler's refusal or failure is one private sentence in
the reader's language, answered or followed up as the interaction stands; the game a command means when it names
none; who moderates; and a player's fresh private prompt with a note above it."""

from __future__ import annotations

from types import SimpleNamespace

import discord

from bot.discord.actions.base import STALE_NOTE, ActionBase, game_named
from bot.discord.delivery.record import DiscordRecord
from bot.game import Refusal
from bot.store.failures import StorageFailure
from tests.discord.actions.actors import MODERATOR, actions, in_dm, in_lobby
from tests.discord.actions.interaction import FakeInteraction, Person
from tests.discord.delivery.world import World
from tests.game.support import refused

OOPS = "Something went wrong on my side; nothing was changed. Please try again."


async def test_a_refusal_is_one_private_sentence_in_the_readers_language(world: World) -> None:
    base = actions(world, ActionBase)
    click = in_dm(world, world.port.alice.id, locale=discord.Locale.german)

    async def work() -> None:
        raise Refusal("There is no game with that id.", "not_found")

    await base.guarded(click.real(), work)

    assert click.said == [("send", "Es gibt keine Partie mit dieser Nummer.")] and click.answers[0].ephemeral
    assert await world.store.user_locales([world.port.alice.id]) == {world.port.alice.id: ("de", None)}


async def test_after_the_first_answer_a_refusal_is_a_follow_up(world: World) -> None:
    base = actions(world, ActionBase)
    click = in_dm(world, world.port.alice.id)

    async def work() -> None:
        await click.response.defer(ephemeral=True, thinking=True)
        raise Refusal("There is no game with that id.", "not_found")

    await base.guarded(click.real(), work)

    assert click.said == [("defer", None), ("followup", "There is no game with that id.")]
    assert click.answers[1].ephemeral


async def test_an_unexpected_failure_says_nothing_changed_and_a_storage_failure_says_what_to_do(world: World) -> None:
    base = actions(world, ActionBase)
    broken, full = in_dm(world, world.port.alice.id), in_dm(world, world.port.alice.id)

    async def crash() -> None:
        raise KeyError("a bug")

    async def disk() -> None:
        raise StorageFailure("read_only", "/data/starmail.db")

    await base.guarded(broken.real(), crash)
    await base.guarded(full.real(), disk)

    assert broken.said == [("send", OOPS)]
    assert full.said == [
        (
            "send",
            "The database /data/starmail.db is read-only, so nothing can be stored; make it writable and try again.",
        )
    ]


async def test_a_handled_interaction_teaches_the_users_display_name(world: World) -> None:
    base = actions(world, ActionBase)
    click = FakeInteraction(Person(world.port.alice.id, "Alice the Trader"))

    async def work() -> None:
        return None

    await base.guarded(click.real(), work)

    assert click.answers == []
    assert await world.names.names([world.port.alice.id]) == {world.port.alice.id: "Alice the Trader"}


async def test_the_game_meant_is_the_one_named_else_this_channels_else_the_players_only_one(world: World) -> None:
    base = actions(world, ActionBase)
    alice, carol = world.port.alice.id, world.port.carol.id
    game_id = await world.hanse()  # played in the lobby channel
    here = await in_lobby(world, carol)
    assert await base.resolve_game(here.real(), 77) == 77
    assert await base.resolve_game(here.real(), None) == game_id

    assert await base.resolve_game(in_dm(world, alice).real(), None) == game_id, "alice's only game"
    with refused("You have no running game here; open one with /game new."):
        await base.resolve_game(in_dm(world, carol).real(), None)

    second = await world.hanse()
    with refused(f"Which game? Pass its number in the game option (#{second}, #{game_id})."):
        await base.resolve_game(in_dm(world, alice).real(), None)


async def test_a_lobby_opened_in_this_channel_is_meant_before_the_players_games(world: World) -> None:
    base = actions(world, ActionBase)
    await world.hanse(channel=world.port.games)
    created = await world.service.create(
        "hanse", world.port.bob.id, guild_id=world.guild_id, channel_id=world.port.lobby.id
    )

    assert await base.resolve_game((await in_lobby(world, world.port.alice.id)).real(), None) == created.game_id


def test_the_game_option_typed_so_far_is_a_number_or_nothing() -> None:
    def typed(value: object) -> FakeInteraction:
        return FakeInteraction(Person(1, "x"), namespace=SimpleNamespace(game=value))

    assert game_named(typed(12).real()) == 12
    assert game_named(typed(True).real()) is None
    assert game_named(FakeInteraction(Person(1, "x")).real()) is None


async def test_moderators_hold_manage_channels_in_a_server(world: World) -> None:
    base = actions(world, ActionBase)
    alice = world.port.alice.id
    assert await base.moderator((await in_lobby(world, alice, permissions=MODERATOR)).real())
    assert not await base.moderator((await in_lobby(world, alice)).real())
    assert not await base.moderator(in_dm(world, alice, permissions=MODERATOR).real()), "no server, no moderator"


async def test_a_fresh_prompt_carries_the_note_and_the_link_to_the_board(world: World) -> None:
    base = actions(world, ActionBase)
    alice = world.port.alice.id
    game_id = await world.hanse()
    found = await world.store.discord_game(game_id)
    assert found is not None
    linked = DiscordRecord(guild=world.guild_id, jump="https://discord.test/b")
    await world.store.set_discord_game(game_id, found.channel_id, linked.to_json())

    kwargs = await base.prompt(game_id, alice, note=STALE_NOTE)

    assert kwargs["embed"].description == (
        "That prompt is out of date; here is the current one.\n"
        "Your turn (Player 1): 2 possible actions.\n[Go to the board](https://discord.test/b)"
    )
    assert [c.custom_id for c in kwargs["view"].children] == [f"sm:a:{game_id}:0:0", f"sm:a:{game_id}:0:1"]
