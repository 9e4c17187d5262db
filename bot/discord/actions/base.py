"""The actions layer between Discord and the core: what a command or a button does.

Each action acknowledges the interaction first (the 3-second rule), calls the core once, then hands the
result to delivery. Refusals are answered ephemerally with the core's one sentence; a stale prompt is
answered with that sentence and a fresh prompt. Anything unexpected is logged and answered with one sentence
too: the game is unchanged because the core refuses before it changes anything.

`ActionBase` holds what every action needs (`ActionDeps`, built once in bot/discord/client.py) and the answering
helpers; the actions themselves are grouped by what they are about (play, lobby, reading, moderation, players,
preferences, orders), one object per group over the same `ActionDeps`, and each command module receives only the
groups it calls (bot/discord/actions/__init__.py `ActionGroups`).
"""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass
from typing import Any

import discord

from bot.discord.delivery.board import Delivery
from bot.discord.delivery.locales import Languages
from bot.discord.delivery.messages import Messages
from bot.discord.delivery.record import DiscordRecord
from bot.discord.permissions import is_moderator
from bot.discord.ports import Controls, Interaction
from bot.discord.present.formatting import NO_PINGS, discord_naming, seat_naming
from bot.discord.present.names import NameBook
from bot.game import GameService, Refusal, Sayable, UserView, phrase
from bot.store.base import SeatRecord, Store
from bot.store.failures import StorageFailure
from rules.i18n import TEXT, known, mark

log = logging.getLogger(__name__)

OOPS = mark("Something went wrong on my side; nothing was changed. Please try again.")
STALE_NOTE = mark("That prompt is out of date; here is the current one.")
ALREADY_PLAYED_NOTE = mark("That move was already made; here is the current prompt.")
PLAYED = mark(
    "Your move was played, but I could not show everything that followed; use /hand to see where the game is."
)


GAME_OPTION = "game"
"""The name of the game-number option every game command has."""


def game_named(interaction: Interaction) -> int | None:
    """The game number the command being typed names so far (its `game` option), for an autocomplete that depends on
    the game; None while it names none (the game of the channel, or the player's only game, is meant)."""
    number = getattr(interaction.namespace, GAME_OPTION, None)
    return number if type(number) is int else None  # a bool is no game number


@dataclass(frozen=True)
class ActionDeps:
    """What every group of actions is built over (the same objects for all of them)."""

    store: Store
    service: GameService
    delivery: Delivery
    messages: Messages
    languages: Languages
    names: NameBook
    controls: Controls


class ActionBase:
    def __init__(self, deps: ActionDeps) -> None:
        self.store = deps.store
        self.service = deps.service
        self.delivery = deps.delivery
        self.messages = deps.messages
        self.languages = deps.languages
        self.names = deps.names
        self.controls = deps.controls

    # -- answering --------------------------------------------------------------------------------------
    async def reader_locale(self, interaction: Interaction) -> str:
        """The language of what only the interaction's user reads: the one they chose, else their Discord
        client's."""
        return await self.languages.people.of_user(interaction.user.id, known(str(interaction.locale.value)))

    async def words(self, interaction: Interaction, said: Sayable, seats: Sequence[SeatRecord] = ()) -> str:
        """`said` in the language of the interaction's user, the game's `seats` named by their holders."""
        locale = await self.reader_locale(interaction)
        return said.say(locale, seat_naming(seats, locale))

    async def refuse(self, interaction: Interaction, said: Sayable) -> None:
        """One ephemeral sentence in the user's language, whether or not the interaction was acknowledged yet."""
        try:
            text = said.say(await self.reader_locale(interaction), discord_naming({}))
        except Exception:
            log.exception("could not say a refusal")
            text = str(said)
        try:
            if interaction.response.is_done():
                await interaction.followup.send(text, ephemeral=True, allowed_mentions=NO_PINGS)
            else:
                await interaction.response.send_message(text, ephemeral=True, allowed_mentions=NO_PINGS)
        except discord.HTTPException:
            log.warning("could not answer interaction %s", interaction.id)

    async def guarded(self, interaction: Interaction, work: Callable[[], Awaitable[None]]) -> None:
        """Run a handler; refusals and failures become one ephemeral sentence."""
        self.names.remember(interaction.user)
        try:
            await self.languages.people.saw(interaction)
            await work()
        except Refusal as refusal:
            await self.refuse(interaction, refusal.said)
        except StorageFailure as failure:  # the database's own condition (full, read-only...): say it as it is
            log.error("handling interaction %s: %s", interaction.id, failure)
            await self.refuse(interaction, failure)
        except Exception:
            log.exception("handling interaction %s failed", interaction.id)
            await self.refuse(interaction, phrase(OOPS))

    async def settings(self, interaction: Interaction) -> dict[str, Any]:
        if interaction.guild_id is None:
            return {}
        return await self.store.guild_settings(interaction.guild_id)

    async def moderator(self, interaction: Interaction) -> bool:
        return is_moderator(interaction, await self.settings(interaction))

    async def resolve_game(self, interaction: Interaction, game_id: int | None, *, finished: bool = False) -> int:
        """The game a command means: the one given, else the one played in this channel, else the one running game
        opened here (a lobby), else the user's only running game (with `finished`: their only finished one)."""
        if game_id is not None:
            return game_id
        channel_id = interaction.channel_id
        if channel_id is not None:
            found = await self.store.game_for_channel(channel_id)
            if found is not None:
                return found
        if interaction.guild_id is not None and channel_id is not None:
            running = await self.service.list_games(guild_id=interaction.guild_id, limit=100)
            opened_here = [g for g in running if g.channel_id == channel_id]
            if len(opened_here) == 1:
                return int(opened_here[0].game_id)
        mine = await self.service.list_games(
            guild_id=interaction.guild_id, user_id=interaction.user.id, finished=finished
        )
        if len(mine) == 1:
            return int(mine[0].game_id)
        if not mine:
            raise Refusal("You have no running game here; open one with /game new.", "not_found")
        listed = ", ".join(f"#{g.game_id}" for g in mine[:10])
        raise Refusal("Which game? Pass its number in the game option ({games}).", "not_found", games=listed)

    # -- private prompts --------------------------------------------------------------------------------
    async def prompt(self, game_id: int, user_id: int, *, note: str | None = None, page: int = 0) -> dict[str, Any]:
        """`user_id`'s fresh private prompt; `note` is a catalog text (marked) said above it in their language."""
        locale = await self.languages.personal_locale(game_id, user_id)
        note = TEXT.tr(locale, note) if note else None
        uv = await self.service.view(game_id, user_id, locale)
        found = await self.store.discord_game(game_id)
        jump = DiscordRecord.from_json(found.data).jump if found is not None else None
        return await self.messages.prompt_message(uv, note=note, jump=jump, page=page, locale=locale)

    async def view_and_locale(self, game_id: int, user_id: int) -> tuple[UserView, str]:
        locale = await self.languages.personal_locale(game_id, user_id)
        return await self.service.view(game_id, user_id, locale), locale
