"""A stand-in for a Discord interaction, for the actions (bot/discord/actions/): who acts, where, in which language,
with which permissions, and a record of every answer it was given, in order.

What an answer does on Discord is done where a test reads it: a public first answer is posted in the interaction's
channel through plain discord.py logged in to the fake Discord (as Discord shows it there), so that a later edit of
that message by delivery (the lobby) finds it. Everything else is only recorded. Like Discord, it refuses a second
first answer (`discord.InteractionResponded`)."""

from __future__ import annotations

from dataclasses import dataclass, field
from types import SimpleNamespace
from typing import Any, cast

import discord

from bot.discord.ports import Interaction


@dataclass(frozen=True)
class Answer:
    """One answer: `how` is "send" (the first answer), "defer", "edit" (a click's message edited), "followup",
    or "edit_original" (the first answer edited)."""

    how: str
    content: str | None
    kwargs: dict[str, Any]

    @property
    def ephemeral(self) -> bool:
        return bool(self.kwargs.get("ephemeral"))

    @property
    def embed(self) -> discord.Embed:
        found = self.kwargs.get("embed")
        assert isinstance(found, discord.Embed), f"no embed in {self}"
        return found


@dataclass(frozen=True)
class Person:
    id: int
    display_name: str


class Response:
    def __init__(self, owner: FakeInteraction) -> None:
        self._owner = owner
        self._done = False

    def is_done(self) -> bool:
        return self._done

    def _first(self) -> None:
        if self._done:
            raise discord.InteractionResponded(cast(Any, self._owner))
        self._done = True

    async def send_message(self, content: str | None = None, **kwargs: Any) -> None:
        self._first()
        self._owner.answers.append(Answer("send", content, kwargs))
        channel = self._owner.channel
        if not kwargs.get("ephemeral") and isinstance(channel, discord.abc.Messageable):
            self._owner.posted = await channel.send(content, **kwargs)

    async def defer(self, *, ephemeral: bool = False, thinking: bool = False) -> None:
        self._first()
        self._owner.answers.append(Answer("defer", None, {"ephemeral": ephemeral, "thinking": thinking}))

    async def edit_message(self, **kwargs: Any) -> None:
        self._first()
        self._owner.answers.append(Answer("edit", kwargs.pop("content", None), kwargs))


class Followup:
    def __init__(self, owner: FakeInteraction) -> None:
        self._owner = owner

    async def send(self, content: str | None = None, **kwargs: Any) -> None:
        assert self._owner.response.is_done(), "a follow-up before the first answer"
        self._owner.answers.append(Answer("followup", content, kwargs))


@dataclass
class FakeInteraction:
    user: Person
    guild_id: int | None = None
    channel_id: int | None = None
    guild: discord.Guild | None = None
    channel: Any = None
    locale: discord.Locale = discord.Locale.american_english
    permissions: discord.Permissions = field(default_factory=discord.Permissions.none)
    app_permissions: discord.Permissions = field(default_factory=discord.Permissions.all)
    type: discord.InteractionType = discord.InteractionType.application_command
    namespace: Any = field(default_factory=SimpleNamespace)
    id: int = 1
    data: dict[str, Any] = field(default_factory=dict)
    answers: list[Answer] = field(default_factory=list)
    posted: discord.Message | None = None
    """The public first answer as posted in the channel."""

    def __post_init__(self) -> None:
        self.response = Response(self)
        self.followup = Followup(self)

    async def original_response(self) -> discord.Message:
        assert self.posted is not None, "no public first answer to read back"
        return self.posted

    async def edit_original_response(self, **kwargs: Any) -> None:
        assert self.response.is_done()
        self.answers.append(Answer("edit_original", kwargs.pop("content", None), kwargs))

    @property
    def said(self) -> list[tuple[str, str | None]]:
        """(how, text) of every answer: the text, else the embed's description."""
        found = []
        for answer in self.answers:
            embed = answer.kwargs.get("embed")
            text = answer.content if answer.content is not None or embed is None else embed.description
            found.append((answer.how, text))
        return found

    def real(self) -> Interaction:
        """This stand-in where the adapter expects a Discord interaction."""
        return cast(Interaction, self)
