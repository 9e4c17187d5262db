"""Persistent components: `discord.ui.DynamicItem`s whose custom_id holds all they need (bot/discord/ids.py).

They keep working after a restart because nothing about them lives in memory: a click is parsed back from
its custom_id and handed to one action (bot/discord/actions/), which reloads the game, checks the clicker
holds an acting seat and refuses a stale prompt with a fresh one.

`Components` makes them (it is the `Controls` that presentation builds messages with, bot/discord/ports.py)
and knows which actions answer their clicks. Its item classes are made per client, so that two clients in
one process (a restart in the tests) each answer with their own actions; the actions are bound once built,
because delivery needs the components before the actions exist.
"""

from __future__ import annotations

import contextlib
import re
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any, ClassVar, cast

import discord

from bot.discord import ids
from bot.discord.actions.lobby import LobbyActions
from bot.discord.actions.orders import OrderActions
from bot.discord.actions.play import PlayActions
from bot.discord.actions.reading import ReadingActions
from bot.discord.clicks import ClickGate
from bot.discord.ports import Button, Interaction, Select
from bot.discord.present.formatting import clip
from bot.game import Refusal, game_id_of, phrase
from rules.i18n import TEXT, mark

BUTTON_LABEL_LIMIT = 80
OPTION_LABEL_LIMIT = 100

LOBBY_LOOK: dict[str, tuple[str, discord.ButtonStyle]] = {
    "join": (mark("Join"), discord.ButtonStyle.success),
    "leave": (mark("Leave"), discord.ButtonStyle.secondary),
    "ai": (mark("Add AI"), discord.ButtonStyle.secondary),
    "start": (mark("Start"), discord.ButtonStyle.primary),
    "cancel": (mark("Cancel"), discord.ButtonStyle.danger),
}

ButtonItem = discord.ui.DynamicItem[discord.ui.Button[discord.ui.View]]
SelectItem = discord.ui.DynamicItem[discord.ui.Select[discord.ui.View]]
# discord.py's own signature for `from_custom_id` takes the matched item as `Item[Any]`.
MatchedItem = discord.ui.Item[Any]


class ActButton(ButtonItem, template=ids.ACT_TEMPLATE):
    """Plays the clicker's legal action number `index` as it was at `seq`."""

    owner: ClassVar[Components]

    def __init__(self, game_id: int, seq: int, index: int, label: str, *, row: int | None = None) -> None:
        button: discord.ui.Button[discord.ui.View] = discord.ui.Button(
            label=clip(label, BUTTON_LABEL_LIMIT),
            style=discord.ButtonStyle.primary,
            custom_id=ids.act_id(game_id, seq, index),
        )
        super().__init__(button, row=row)
        self.game_id, self.seq, self.index = game_id, seq, index

    @classmethod
    async def from_custom_id(cls, interaction: Interaction, item: MatchedItem, match: re.Match[str], /) -> ActButton:
        return cls(int(match["game"]), int(match["seq"]), int(match["index"]), "")  # answers, never shown

    async def callback(self, interaction: Interaction) -> None:
        await self.owner.gated(
            interaction,
            lambda: self.owner.actions.play.play_index(interaction, self.game_id, self.seq, self.index),
            game_id=self.game_id,
        )


class ActSelect(SelectItem, template=ids.PICK_TEMPLATE):
    """A select of actions (values are indices into the clicker's legal actions at `seq`)."""

    owner: ClassVar[Components]

    def __init__(
        self,
        game_id: int,
        seq: int,
        part: int,
        options: list[discord.SelectOption] | None,
        placeholder: str,
        *,
        row: int | None = None,
    ) -> None:
        select: discord.ui.Select[discord.ui.View] = discord.ui.Select(
            custom_id=ids.pick_id(game_id, seq, part),
            options=options or [discord.SelectOption(label="-", value="0")],
            placeholder=clip(placeholder, 150),
            min_values=1,
            max_values=1,
        )
        super().__init__(select, row=row)
        self.game_id, self.seq, self.part = game_id, seq, part

    @classmethod
    async def from_custom_id(cls, interaction: Interaction, item: MatchedItem, match: re.Match[str], /) -> ActSelect:
        return cls(int(match["game"]), int(match["seq"]), int(match["part"]), None, "")

    async def callback(self, interaction: Interaction) -> None:
        data = cast(dict[str, object], interaction.data or {})
        values = data.get("values") or []
        if not isinstance(values, list) or not values or not str(values[0]).isdigit():
            await self.owner.actions.play.refuse(interaction, phrase("Pick one of the listed actions."))
            return
        index = int(values[0])
        await self.owner.gated(
            interaction,
            lambda: self.owner.actions.play.play_index(interaction, self.game_id, self.seq, index),
            game_id=self.game_id,
        )


class PageButton(ButtonItem, template=ids.PAGE_TEMPLATE):
    """Shows another page of a prompt with more actions than one message holds."""

    owner: ClassVar[Components]

    def __init__(self, game_id: int, seq: int, page: int, label: str, *, row: int | None = None) -> None:
        button: discord.ui.Button[discord.ui.View] = discord.ui.Button(
            label=label, style=discord.ButtonStyle.secondary, custom_id=ids.page_id(game_id, seq, page)
        )
        super().__init__(button, row=row)
        self.game_id, self.seq, self.page = game_id, seq, page

    @classmethod
    async def from_custom_id(cls, interaction: Interaction, item: MatchedItem, match: re.Match[str], /) -> PageButton:
        return cls(int(match["game"]), int(match["seq"]), int(match["page"]), "")

    async def callback(self, interaction: Interaction) -> None:
        await self.owner.gated(
            interaction,
            lambda: self.owner.actions.play.show_page(interaction, self.game_id, self.seq, self.page),
            game_id=self.game_id,
        )


class HandButton(ButtonItem, template=ids.HAND_TEMPLATE):
    """The permanent "Show my hand" button of every board post: a fresh ephemeral private view."""

    owner: ClassVar[Components]

    def __init__(self, game_id: int, locale: str = "en", *, row: int | None = None) -> None:
        button: discord.ui.Button[discord.ui.View] = discord.ui.Button(
            label=TEXT.tr(locale, "Show my hand"),
            emoji="🂠",
            style=discord.ButtonStyle.success,
            custom_id=ids.hand_id(game_id),
        )
        super().__init__(button, row=row)
        self.game_id = game_id

    @classmethod
    async def from_custom_id(cls, interaction: Interaction, item: MatchedItem, match: re.Match[str], /) -> HandButton:
        return cls(int(match["game"]))

    async def callback(self, interaction: Interaction) -> None:
        await self.owner.gated(
            interaction, lambda: self.owner.actions.play.show_hand(interaction, self.game_id), game_id=self.game_id
        )


class LobbyButton(ButtonItem, template=ids.LOBBY_TEMPLATE):
    """Join / Leave / Add AI / Start / Cancel on a lobby message."""

    owner: ClassVar[Components]

    def __init__(self, game_id: int, op: str, locale: str = "en", *, disabled: bool = False) -> None:
        label, style = LOBBY_LOOK[op]
        button: discord.ui.Button[discord.ui.View] = discord.ui.Button(
            label=TEXT.tr(locale, label), style=style, custom_id=ids.lobby_id(game_id, op), disabled=disabled
        )
        super().__init__(button)
        self.game_id, self.op = game_id, op

    @classmethod
    async def from_custom_id(cls, interaction: Interaction, item: MatchedItem, match: re.Match[str], /) -> LobbyButton:
        return cls(int(match["game"]), match["op"])

    async def callback(self, interaction: Interaction) -> None:
        await self.owner.gated(
            interaction,
            lambda: self.owner.actions.lobby.lobby_op(interaction, self.game_id, self.op),
            game_id=self.game_id,
        )


class RulesButton(ButtonItem, template=ids.RULES_TEMPLATE):
    """Turns the pages of a game's rules summary."""

    owner: ClassVar[Components]

    def __init__(self, game: str, page: int, label: str, *, disabled: bool = False) -> None:
        button: discord.ui.Button[discord.ui.View] = discord.ui.Button(
            label=label, style=discord.ButtonStyle.secondary, custom_id=ids.rules_id(game, page), disabled=disabled
        )
        super().__init__(button)
        self.game, self.page = game, page

    @classmethod
    async def from_custom_id(cls, interaction: Interaction, item: MatchedItem, match: re.Match[str], /) -> RulesButton:
        return cls(match["game"], int(match["page"]), "")

    async def callback(self, interaction: Interaction) -> None:
        await self.owner.gated(
            interaction, lambda: self.owner.actions.reading.rules_page(interaction, self.game, self.page)
        )


class TurnButton(ButtonItem, template=ids.TURN_TEMPLATE):
    """Turns the pages of a finished game shown with every hand (/game hands)."""

    owner: ClassVar[Components]

    def __init__(self, game_id: int, turn: int, label: str, *, disabled: bool = False) -> None:
        button: discord.ui.Button[discord.ui.View] = discord.ui.Button(
            label=label, style=discord.ButtonStyle.secondary, custom_id=ids.turn_id(game_id, turn), disabled=disabled
        )
        super().__init__(button)
        self.game_id, self.turn = game_id, turn

    @classmethod
    async def from_custom_id(cls, interaction: Interaction, item: MatchedItem, match: re.Match[str], /) -> TurnButton:
        return cls(int(match["game"]), int(match["turn"]), "")

    async def callback(self, interaction: Interaction) -> None:
        await self.owner.gated(
            interaction,
            lambda: self.owner.actions.reading.hands_page(interaction, self.game_id, self.turn),
            game_id=self.game_id,
        )


class RematchButton(ButtonItem, template=ids.REMATCH_TEMPLATE):
    """Rematch, under a finished game's last board: a new lobby with the same players and options."""

    owner: ClassVar[Components]

    def __init__(self, game_id: int, locale: str = "en") -> None:
        button: discord.ui.Button[discord.ui.View] = discord.ui.Button(
            label=TEXT.tr(locale, "Rematch"),
            emoji="🔁",
            style=discord.ButtonStyle.primary,
            custom_id=ids.rematch_id(game_id),
        )
        super().__init__(button)
        self.game_id = game_id

    @classmethod
    async def from_custom_id(
        cls, interaction: Interaction, item: MatchedItem, match: re.Match[str], /
    ) -> RematchButton:
        return cls(int(match["game"]))

    async def callback(self, interaction: Interaction) -> None:
        await self.owner.gated(
            interaction, lambda: self.owner.actions.lobby.rematch(interaction, self.game_id), game_id=self.game_id
        )


class UntilButton(ButtonItem, template=ids.UNTIL_TEMPLATE):
    """ "Pass in every window until my turn", beside a window's prompt: the clicker's standing order, answered at once
    where a window waits for them."""

    owner: ClassVar[Components]

    def __init__(self, game_id: int, locale: str = "en") -> None:
        button: discord.ui.Button[discord.ui.View] = discord.ui.Button(
            label=TEXT.tr(locale, "Pass in every window until my turn"),
            emoji="⏭",
            style=discord.ButtonStyle.secondary,
            custom_id=ids.until_id(game_id),
        )
        super().__init__(button)
        self.game_id = game_id

    @classmethod
    async def from_custom_id(cls, interaction: Interaction, item: MatchedItem, match: re.Match[str], /) -> UntilButton:
        return cls(int(match["game"]))

    async def callback(self, interaction: Interaction) -> None:
        await self.owner.gated(
            interaction,
            lambda: self.owner.actions.orders.pass_until_turn(interaction, self.game_id),
            game_id=self.game_id,
        )


@dataclass(frozen=True)
class ItemTypes:
    """One client's item classes: subclasses that know their `Components` (discord.py registers classes)."""

    act: type[ActButton]
    select: type[ActSelect]
    page: type[PageButton]
    hand: type[HandButton]
    lobby: type[LobbyButton]
    rules: type[RulesButton]
    turn: type[TurnButton]
    rematch: type[RematchButton]
    until: type[UntilButton]

    def all(self) -> tuple[type[discord.ui.DynamicItem[Any]], ...]:
        return (
            self.act,
            self.select,
            self.page,
            self.hand,
            self.lobby,
            self.rules,
            self.turn,
            self.rematch,
            self.until,
        )


def _item_types(components: Components) -> ItemTypes:
    class OwnAct(ActButton, template=ids.ACT_TEMPLATE):
        owner = components

    class OwnSelect(ActSelect, template=ids.PICK_TEMPLATE):
        owner = components

    class OwnPage(PageButton, template=ids.PAGE_TEMPLATE):
        owner = components

    class OwnHand(HandButton, template=ids.HAND_TEMPLATE):
        owner = components

    class OwnLobby(LobbyButton, template=ids.LOBBY_TEMPLATE):
        owner = components

    class OwnRules(RulesButton, template=ids.RULES_TEMPLATE):
        owner = components

    class OwnTurn(TurnButton, template=ids.TURN_TEMPLATE):
        owner = components

    class OwnRematch(RematchButton, template=ids.REMATCH_TEMPLATE):
        owner = components

    class OwnUntil(UntilButton, template=ids.UNTIL_TEMPLATE):
        owner = components

    return ItemTypes(OwnAct, OwnSelect, OwnPage, OwnHand, OwnLobby, OwnRules, OwnTurn, OwnRematch, OwnUntil)


@dataclass(frozen=True)
class ClickActions:
    """The groups of actions that answer clicks (any of them says a refusal: `ActionBase.refuse`)."""

    play: PlayActions
    lobby: LobbyActions
    reading: ReadingActions
    orders: OrderActions


class Components:
    """The persistent components of one client (a `Controls`), answered by its actions once bound."""

    def __init__(self) -> None:
        self._actions: ClickActions | None = None
        self.types = _item_types(self)
        self.clicks = ClickGate()

    async def gated(
        self,
        interaction: Interaction,
        answer: Callable[[], Awaitable[None]],
        *,
        game_id: int | None = None,
        window: bool = False,
    ) -> None:
        """Answer a click, unless the same user's same click is still being answered, or, with `window` (a move: its
        repeat could only be stale), was answered within the last second (bot/discord/clicks.py): that one is
        acknowledged and nothing more. Other buttons are meant to be clicked again (Add AI, Show my hand).

        The click's `game_id` (from its custom_id) is checked first: one that no game can have (a forged or garbled
        custom_id) is refused as an unknown game before anything reads by it, the game's language included."""
        if game_id is not None:
            try:
                game_id_of(game_id)
            except Refusal as refusal:
                await self.actions.play.refuse(interaction, refusal.said)
                return
        data = cast(dict[str, object], interaction.data or {})
        custom_id = str(data.get("custom_id", ""))
        if not self.clicks.admit(interaction.user.id, custom_id, window=window):
            with contextlib.suppress(discord.HTTPException):  # acknowledged or gone: nothing more is said
                await interaction.response.defer()
            return
        try:
            await answer()
        finally:
            self.clicks.release(interaction.user.id, custom_id)

    def bind(self, actions: ClickActions) -> None:
        self._actions = actions

    @property
    def actions(self) -> ClickActions:
        if self._actions is None:
            raise RuntimeError("the components answer clicks once the client's setup_hook bound its actions")
        return self._actions

    def act_button(self, game_id: int, seq: int, index: int, label: str, *, row: int | None = None) -> Button:
        return self.types.act(game_id, seq, index, label, row=row)

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
        return self.types.select(game_id, seq, part, options, placeholder, row=row)

    def page_button(self, game_id: int, seq: int, page: int, label: str, *, row: int | None = None) -> Button:
        return self.types.page(game_id, seq, page, label, row=row)

    def hand_button(self, game_id: int, locale: str, *, row: int | None = None) -> Button:
        return self.types.hand(game_id, locale, row=row)

    def lobby_button(self, game_id: int, op: str, locale: str, *, disabled: bool = False) -> Button:
        return self.types.lobby(game_id, op, locale, disabled=disabled)

    def rules_button(self, game: str, page: int, label: str, *, disabled: bool = False) -> Button:
        return self.types.rules(game, page, label, disabled=disabled)

    def turn_button(self, game_id: int, turn: int, label: str, *, disabled: bool = False) -> Button:
        return self.types.turn(game_id, turn, label, disabled=disabled)

    def rematch_button(self, game_id: int, locale: str) -> Button:
        return self.types.rematch(game_id, locale)

    def until_button(self, game_id: int, locale: str) -> Button:
        return self.types.until(game_id, locale)
