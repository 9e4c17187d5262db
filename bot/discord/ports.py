"""The small interfaces the adapter's parts need of each other, so that each part imports only downward.

- `Interaction`: what every handler receives. Parts see the client as a plain `discord.Client`: whatever
  they need of Starmail is handed to them by the composition root (bot/discord/client.py), never fetched
  through the client object.
- `Lookup`: the channels, guilds and users of Discord's cache and API (the client offers it).
- `Controls`: the persistent components a message may carry (made in bot/discord/commands/components.py,
  where their clicks are answered); presentation builds messages with them without knowing what a click does.
"""

from __future__ import annotations

from typing import Protocol, TypeAlias

import discord
from discord.abc import GuildChannel, PrivateChannel

Interaction: TypeAlias = discord.Interaction[discord.Client]
Button: TypeAlias = discord.ui.DynamicItem[discord.ui.Button[discord.ui.View]]
Select: TypeAlias = discord.ui.DynamicItem[discord.ui.Select[discord.ui.View]]


class Lookup(Protocol):
    """Discord's channels, guilds and users, from the cache or through the API."""

    def get_channel(self, id: int, /) -> GuildChannel | discord.Thread | PrivateChannel | None: ...

    async def fetch_channel(self, channel_id: int, /) -> GuildChannel | PrivateChannel | discord.Thread: ...

    def get_guild(self, id: int, /) -> discord.Guild | None: ...

    async def fetch_guild(self, guild_id: int, /, *, with_counts: bool = True) -> discord.Guild: ...

    def get_user(self, id: int, /) -> discord.User | None: ...

    async def fetch_user(self, user_id: int, /) -> discord.User: ...


class Controls(Protocol):
    """Persistent components: each custom_id carries what a click needs (bot/discord/ids.py)."""

    def act_button(self, game_id: int, seq: int, index: int, label: str, *, row: int | None = None) -> Button:
        """Plays the clicker's legal action number `index` as it was at `seq`."""
        ...

    def act_select(
        self,
        game_id: int,
        seq: int,
        part: int,
        options: list[discord.SelectOption] | None,
        placeholder: str,
        *,
        row: int | None = None,
    ) -> Select:
        """A select of actions (values are indices into the clicker's legal actions at `seq`)."""
        ...

    def page_button(self, game_id: int, seq: int, page: int, label: str, *, row: int | None = None) -> Button:
        """Shows another page of a prompt with more actions than one message holds."""
        ...

    def hand_button(self, game_id: int, locale: str, *, row: int | None = None) -> Button:
        """The permanent "Show my hand" button of every board post, labelled in `locale`."""
        ...

    def lobby_button(self, game_id: int, op: str, locale: str, *, disabled: bool = False) -> Button:
        """Join / Leave / Add AI / Start / Cancel on a lobby message, labelled in `locale`."""
        ...

    def rules_button(self, game: str, page: int, label: str, *, disabled: bool = False) -> Button:
        """Turns the pages of a game's rules summary."""
        ...

    def turn_button(self, game_id: int, turn: int, label: str, *, disabled: bool = False) -> Button:
        """Shows another turn of a finished game with every hand (/game hands)."""
        ...

    def rematch_button(self, game_id: int, locale: str) -> Button:
        """Opens a lobby with the same players and options as the finished game `game_id`."""
        ...

    def until_button(self, game_id: int, locale: str) -> Button:
        """Gives the clicker's standing order to pass in every window until their turn (bot/game/write/orders.py)."""
        ...
