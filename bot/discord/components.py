"""Persistent components: `discord.ui.DynamicItem`s whose custom_id holds all they need (bot/discord/ids.py).

They keep working after a restart because nothing about them lives in memory: a click is parsed back
from its custom_id and handed to the desk (bot/discord/desk.py), which reloads the game, checks the
clicker holds an acting seat and refuses a stale prompt with a fresh one.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any, cast

import discord

from bot.discord import ids

if TYPE_CHECKING:
    from bot.discord.desk import Desk

BUTTON_LABEL_LIMIT = 80
OPTION_LABEL_LIMIT = 100


def desk_of(interaction: discord.Interaction[Any]) -> Desk:
    return cast("Desk", interaction.client.desk)


def short(text: str, limit: int) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"


class ActButton(discord.ui.DynamicItem[discord.ui.Button[discord.ui.View]], template=ids.ACT_TEMPLATE):
    """Plays the clicker's legal action number `index` as it was at `seq`."""

    def __init__(self, game_id: int, seq: int, index: int, label: str = "Play", *, row: int | None = None) -> None:
        button: discord.ui.Button[discord.ui.View] = discord.ui.Button(
            label=short(label, BUTTON_LABEL_LIMIT),
            style=discord.ButtonStyle.primary,
            custom_id=ids.act_id(game_id, seq, index),
        )
        super().__init__(button, row=row)
        self.game_id, self.seq, self.index = game_id, seq, index

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> ActButton:
        return cls(int(match["game"]), int(match["seq"]), int(match["index"]))

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        await desk_of(interaction).play_index(interaction, self.game_id, self.seq, self.index)


class ActSelect(discord.ui.DynamicItem[discord.ui.Select[discord.ui.View]], template=ids.PICK_TEMPLATE):
    """A select of actions (values are indices into the clicker's legal actions at `seq`)."""

    def __init__(
        self,
        game_id: int,
        seq: int,
        part: int,
        options: list[discord.SelectOption] | None = None,
        placeholder: str = "Choose an action",
        *,
        row: int | None = None,
    ) -> None:
        select: discord.ui.Select[discord.ui.View] = discord.ui.Select(
            custom_id=ids.pick_id(game_id, seq, part),
            options=options or [discord.SelectOption(label="-", value="0")],
            placeholder=short(placeholder, 150),
            min_values=1,
            max_values=1,
        )
        super().__init__(select, row=row)
        self.game_id, self.seq, self.part = game_id, seq, part

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> ActSelect:
        return cls(int(match["game"]), int(match["seq"]), int(match["part"]))

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        data = cast(dict[str, Any], interaction.data or {})
        values = data.get("values") or []
        if not values or not str(values[0]).isdigit():
            await desk_of(interaction).refuse(interaction, "Pick one of the listed actions.")
            return
        await desk_of(interaction).play_index(interaction, self.game_id, self.seq, int(values[0]))


class PageButton(discord.ui.DynamicItem[discord.ui.Button[discord.ui.View]], template=ids.PAGE_TEMPLATE):
    """Shows another page of a prompt with more actions than one message holds."""

    def __init__(self, game_id: int, seq: int, page: int, label: str = "More", *, row: int | None = None) -> None:
        button: discord.ui.Button[discord.ui.View] = discord.ui.Button(
            label=label, style=discord.ButtonStyle.secondary, custom_id=ids.page_id(game_id, seq, page)
        )
        super().__init__(button, row=row)
        self.game_id, self.seq, self.page = game_id, seq, page

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> PageButton:
        return cls(int(match["game"]), int(match["seq"]), int(match["page"]))

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        await desk_of(interaction).show_page(interaction, self.game_id, self.seq, self.page)


class HandButton(discord.ui.DynamicItem[discord.ui.Button[discord.ui.View]], template=ids.HAND_TEMPLATE):
    """The permanent "Show my hand" button of every board post: a fresh ephemeral private view."""

    def __init__(self, game_id: int, *, row: int | None = None) -> None:
        button: discord.ui.Button[discord.ui.View] = discord.ui.Button(
            label="Show my hand", emoji="🂠", style=discord.ButtonStyle.success, custom_id=ids.hand_id(game_id)
        )
        super().__init__(button, row=row)
        self.game_id = game_id

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> HandButton:
        return cls(int(match["game"]))

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        await desk_of(interaction).show_hand(interaction, self.game_id)


LOBBY_LOOK: dict[str, tuple[str, discord.ButtonStyle]] = {
    "join": ("Join", discord.ButtonStyle.success),
    "leave": ("Leave", discord.ButtonStyle.secondary),
    "ai": ("Add AI", discord.ButtonStyle.secondary),
    "start": ("Start", discord.ButtonStyle.primary),
    "cancel": ("Cancel", discord.ButtonStyle.danger),
}


class LobbyButton(discord.ui.DynamicItem[discord.ui.Button[discord.ui.View]], template=ids.LOBBY_TEMPLATE):
    """Join / Leave / Add AI / Start / Cancel on a lobby message."""

    def __init__(self, game_id: int, op: str, *, disabled: bool = False) -> None:
        label, style = LOBBY_LOOK[op]
        button: discord.ui.Button[discord.ui.View] = discord.ui.Button(
            label=label, style=style, custom_id=ids.lobby_id(game_id, op), disabled=disabled
        )
        super().__init__(button)
        self.game_id, self.op = game_id, op

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> LobbyButton:
        return cls(int(match["game"]), match["op"])

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        await desk_of(interaction).lobby_op(interaction, self.game_id, self.op)


class RulesButton(discord.ui.DynamicItem[discord.ui.Button[discord.ui.View]], template=ids.RULES_TEMPLATE):
    """Turns the pages of a game's rules summary."""

    def __init__(self, game: str, page: int, label: str, *, disabled: bool = False) -> None:
        button: discord.ui.Button[discord.ui.View] = discord.ui.Button(
            label=label, style=discord.ButtonStyle.secondary, custom_id=ids.rules_id(game, page), disabled=disabled
        )
        super().__init__(button)
        self.game, self.page = game, page

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> RulesButton:
        return cls(match["game"], int(match["page"]), "")

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        await desk_of(interaction).rules_page(interaction, self.game, self.page)


DYNAMIC_ITEMS: tuple[type[discord.ui.DynamicItem[Any]], ...] = (
    ActButton,
    ActSelect,
    PageButton,
    HandButton,
    LobbyButton,
    RulesButton,
)
