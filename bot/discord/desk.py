"""The actions layer between Discord and the GameService: every command and component ends up here.

Each handler acknowledges the interaction first (the 3-second rule), then calls the service, then hands
the result to the notifier. Refusals are answered ephemerally with the service's one sentence; a stale
prompt is answered with that sentence and a fresh prompt. Anything unexpected is logged and answered
with one sentence too: the game is unchanged because the service refuses before it changes anything.
"""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable, Mapping
from typing import TYPE_CHECKING, Any

import discord

from bot.discord import channels
from bot.discord.formatting import game_code, mention, relative_time
from bot.discord.lobby import lobby_embed, lobby_view
from bot.discord.notifier import NO_PINGS, private_lines
from bot.discord.permissions import is_moderator
from bot.discord.rules_text import rules_message
from bot.game.types import Outcome, Refusal, UserView
from bot.store.base import ACTIVE_STATUSES
from rules.players import players_for
from rules.registry import registry

if TYPE_CHECKING:
    from bot.discord.client import StarmailClient

log = logging.getLogger(__name__)

OOPS = "Something went wrong on my side; nothing was changed. Please try again."
STALE_NOTE = "That prompt is out of date; here is the current one."
PLAYED = "Your move was played, but I could not show everything that followed; use /hand to see where the game is."


class Desk:
    def __init__(self, client: StarmailClient) -> None:
        self.client = client

    @property
    def service(self) -> Any:
        return self.client.service

    # -- answering --------------------------------------------------------------------------------------
    async def refuse(self, interaction: discord.Interaction[Any], text: str) -> None:
        """One ephemeral sentence, whether or not the interaction was acknowledged yet."""
        try:
            if interaction.response.is_done():
                await interaction.followup.send(text, ephemeral=True, allowed_mentions=NO_PINGS)
            else:
                await interaction.response.send_message(text, ephemeral=True, allowed_mentions=NO_PINGS)
        except discord.HTTPException:
            log.warning("could not answer interaction %s", interaction.id)

    async def guarded(self, interaction: discord.Interaction[Any], work: Callable[[], Awaitable[None]]) -> None:
        """Run a handler; refusals and failures become one ephemeral sentence."""
        self.client.names.remember(interaction.user)
        try:
            await work()
        except Refusal as refusal:
            await self.refuse(interaction, refusal.message)
        except PermissionError as error:
            await self.refuse(interaction, str(error))
        except Exception:
            log.exception("handling interaction %s failed", interaction.id)
            await self.refuse(interaction, OOPS)

    async def settings(self, interaction: discord.Interaction[Any]) -> dict[str, Any]:
        if interaction.guild_id is None:
            return {}
        return await self.client.store.guild_settings(interaction.guild_id)

    async def moderator(self, interaction: discord.Interaction[Any]) -> bool:
        return is_moderator(interaction, await self.settings(interaction))

    async def resolve_game(
        self, interaction: discord.Interaction[Any], game_id: int | None, *, finished: bool = False
    ) -> int:
        """The game a command means: the one given, else the one played in this channel, else the one running game
        opened here (a lobby), else the user's only running game (with `finished`: their only finished one)."""
        if game_id is not None:
            return game_id
        channel_id = interaction.channel_id
        if channel_id is not None:
            found = await self.client.store.game_for_channel(channel_id)
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
        raise Refusal(f"Which game? Pass its number in the game option ({listed}).", "not_found")

    # -- private prompts --------------------------------------------------------------------------------
    async def prompt(self, game_id: int, user_id: int, *, note: str | None = None, page: int = 0) -> dict[str, Any]:
        locale = await self.client.notifier.locale(game_id)
        uv = await self.service.view(game_id, user_id, locale)
        found = await self.client.store.discord_game(game_id)
        jump = found[1].get("jump") if found is not None else None
        return await self.client.notifier.prompt_message(uv, note=note, jump=jump, page=page, locale=locale)

    async def view_and_locale(self, game_id: int, user_id: int) -> tuple[UserView, str]:
        locale = await self.client.notifier.locale(game_id)
        return await self.service.view(game_id, user_id, locale), locale

    async def show_hand(self, interaction: discord.Interaction[Any], game_id: int | None) -> None:
        async def work() -> None:
            await interaction.response.defer(ephemeral=True, thinking=True)
            resolved = await self.resolve_game(interaction, game_id)
            kwargs = await self.prompt(resolved, interaction.user.id)
            await interaction.followup.send(ephemeral=True, **kwargs)

        await self.guarded(interaction, work)

    async def show_page(self, interaction: discord.Interaction[Any], game_id: int, seq: int, page: int) -> None:
        async def work() -> None:
            await interaction.response.defer()
            uv, locale = await self.view_and_locale(game_id, interaction.user.id)
            if uv.seq != seq:
                kwargs = await self.prompt(game_id, interaction.user.id, note=STALE_NOTE)
                await interaction.followup.send(ephemeral=True, **kwargs)
                return
            kwargs = await self.client.notifier.prompt_message(uv, page=page, locale=locale)
            await interaction.edit_original_response(attachments=_files(kwargs), **_no_file(kwargs))

        await self.guarded(interaction, work)

    # -- moves ------------------------------------------------------------------------------------------
    async def _act_or_refresh(
        self, interaction: discord.Interaction[Any], game_id: int, user: int, index: int, seq: int
    ) -> Outcome | None:
        """Play the user's action `index` of the prompt made at `seq`; a stale prompt gets a fresh one (None)."""
        try:
            outcome: Outcome = await self.service.act_index(game_id, user, index, seq)
        except Refusal as refusal:
            if refusal.code != "stale":
                raise
            kwargs = await self.prompt(game_id, user, note=STALE_NOTE)
            await interaction.followup.send(ephemeral=True, **kwargs)
            return None
        return outcome

    async def _after_move(self, game_id: int, outcome: Outcome, user: int) -> Callable[[], Awaitable[dict[str, Any]]]:
        """Deliver a move to the channel and the other players; then a factory for the mover's next prompt,
        saying what they played and learnt (each call builds fresh files: an upload consumes them)."""
        jump = await self.client.notifier.deliver(game_id, outcome, clicker=user)
        label = outcome.moves[0].label if outcome.moves else "your move"
        uv, locale = await self.view_and_locale(game_id, user)
        news = private_lines(registry.get(uv.game), outcome, uv.seats, user, locale)
        done = "\n".join([f"You played: {label}.", *news])

        async def prompt() -> dict[str, Any]:
            kwargs: dict[str, Any] = await self.client.notifier.prompt_message(uv, note=done, jump=jump, locale=locale)
            return kwargs

        return prompt

    async def play_index(self, interaction: discord.Interaction[Any], game_id: int, seq: int, index: int) -> None:
        """A click on an action component: defer, apply if current, otherwise refuse with a fresh prompt."""

        async def work() -> None:
            await interaction.response.defer()
            user = interaction.user.id
            outcome = await self._act_or_refresh(interaction, game_id, user, index, seq)
            if outcome is None:
                return
            try:
                prompt = await self._after_move(game_id, outcome, user)
                kwargs = await prompt()
                try:
                    await interaction.edit_original_response(attachments=_files(kwargs), **_no_file(kwargs))
                except discord.HTTPException:  # the prompt message is gone: answer with a new one
                    await interaction.followup.send(ephemeral=True, **await prompt())
            except Exception:
                log.exception("after a move in game %s", game_id)
                await self.refuse(interaction, PLAYED)

        await self.guarded(interaction, work)

    async def move(self, interaction: discord.Interaction[Any], game_id: int | None, value: str) -> None:
        """/move: the value is "seq:index" from autocomplete, or an action's label typed out."""

        async def work() -> None:
            await interaction.response.defer(ephemeral=True, thinking=True)
            resolved = await self.resolve_game(interaction, game_id)
            user = interaction.user.id
            uv, _locale = await self.view_and_locale(resolved, user)
            seq, index = parse_move(value, uv)
            outcome = await self._act_or_refresh(interaction, resolved, user, index, seq)
            if outcome is None:
                return
            try:
                prompt = await self._after_move(resolved, outcome, user)
                await interaction.followup.send(ephemeral=True, **await prompt())
            except Exception:
                log.exception("after a move in game %s", resolved)
                await self.refuse(interaction, PLAYED)

        await self.guarded(interaction, work)

    async def move_choices(self, interaction: discord.Interaction[Any], game_id: int | None, typed: str) -> list[Any]:
        """Autocomplete for /move: the caller's legal actions whose label contains what was typed (25 at most)."""
        from discord import app_commands

        try:
            resolved = await self.resolve_game(interaction, game_id)
            uv, _locale = await self.view_and_locale(resolved, interaction.user.id)
        except Refusal:
            return []
        words = typed.lower().split()
        found = [c for c in uv.choices if all(w in c.label.lower() for w in words)]
        return [app_commands.Choice(name=c.label[:100], value=f"{uv.seq}:{c.index}") for c in found[:25]]

    # -- lobby ------------------------------------------------------------------------------------------
    async def create(
        self,
        interaction: discord.Interaction[Any],
        game: str,
        options: Mapping[str, Any],
        timing: Mapping[str, Any] | None = None,
    ) -> None:
        async def work() -> None:
            if interaction.guild_id is None or interaction.channel_id is None:
                raise Refusal("Games are opened in a server channel.", "forbidden")
            outcome = await self.service.create(
                game,
                interaction.user.id,
                guild_id=interaction.guild_id,
                channel_id=interaction.channel_id,
                options=dict(options),
                **{k: v for k, v in (timing or {}).items() if v is not None},
            )
            uv = await self.service.view(outcome.game_id, None)
            record = await self.client.store.get_game(outcome.game_id)
            assert record is not None
            embed = lobby_embed(uv, record.created_by, record.options, None)
            await interaction.response.send_message(embed=embed, view=lobby_view(uv), allowed_mentions=NO_PINGS)
            message = await interaction.original_response()
            data = {"lobby": [message.channel.id, message.id], "origin": interaction.channel_id}
            data["guild"] = interaction.guild_id
            await self.client.store.set_discord_game(outcome.game_id, None, data)

        await self.guarded(interaction, work)

    async def lobby_op(self, interaction: discord.Interaction[Any], game_id: int, op: str) -> None:
        async def work() -> None:
            if op == "start":
                await self.start(interaction, game_id, via_lobby=True)
                return
            user = interaction.user.id
            moderator = await self.moderator(interaction)
            if op == "join":
                await self.service.join(game_id, user)
            elif op == "leave":
                await self.service.leave(game_id, user)
            elif op == "ai":
                await self.service.add_ai(game_id, user, moderator=moderator)
            elif op == "cancel":
                await self.service.end(game_id, user, moderator=moderator)
            note = f"Cancelled by {mention(user)}." if op == "cancel" else None
            kwargs = await self.client.notifier.lobby_message(game_id, note=note)
            await interaction.response.edit_message(**kwargs)

        await self.guarded(interaction, work)

    async def lobby_command(self, interaction: discord.Interaction[Any], game_id: int | None, op: str) -> None:
        """/game join and /game leave: the same as the buttons, answered ephemerally."""

        async def work() -> None:
            resolved = await self.resolve_game(interaction, game_id)
            if op == "join":
                outcome = await self.service.join(resolved, interaction.user.id)
            else:
                outcome = await self.service.leave(resolved, interaction.user.id)
            await self.client.notifier.refresh_lobby(resolved)
            await interaction.response.send_message(outcome.message, ephemeral=True)

        await self.guarded(interaction, work)

    async def seat_ai(
        self, interaction: discord.Interaction[Any], game_id: int | None, kind: str | None, *, remove: bool = False
    ) -> None:
        """/game add-ai and /game remove-ai: the lobby message follows."""

        async def work() -> None:
            resolved = await self.resolve_game(interaction, game_id)
            moderator = await self.moderator(interaction)
            if remove:
                outcome = await self.service.remove_ai(resolved, interaction.user.id, moderator=moderator)
            else:
                outcome = await self.service.add_ai(resolved, interaction.user.id, kind, moderator=moderator)
            await self.client.notifier.refresh_lobby(resolved)
            await interaction.response.send_message(outcome.message, ephemeral=True)

        await self.guarded(interaction, work)

    async def ai_kinds(self, interaction: discord.Interaction[Any], game_id: int | None, typed: str) -> list[Any]:
        """Autocomplete for /game add-ai: the AI players the lobby's game offers."""
        from discord import app_commands

        try:
            resolved = await self.resolve_game(interaction, game_id)
            uv = await self.service.view(resolved, None)
        except Refusal:
            return []
        kinds = sorted(players_for(registry.get(uv.game)))
        return [app_commands.Choice(name=k, value=k) for k in kinds if typed.lower() in k.lower()][:25]

    async def start(
        self, interaction: discord.Interaction[Any], game_id: int | None, *, via_lobby: bool = False
    ) -> None:
        """Deal the game, open its channel (or thread), post the first board and notify who acts."""
        if via_lobby:
            await interaction.response.defer()
        else:
            await interaction.response.defer(ephemeral=True, thinking=True)
        resolved = await self.resolve_game(interaction, game_id)
        guild = interaction.guild
        if guild is None:
            raise Refusal("Games are played in a server.", "forbidden")
        outcome = await self.service.start(resolved, interaction.user.id, moderator=await self.moderator(interaction))
        found = await self.client.store.discord_game(resolved)
        data: dict[str, Any] = dict(found[1]) if found is not None else {}
        origin = interaction.channel
        if data.get("origin") is not None:
            origin = guild.get_channel_or_thread(int(data["origin"])) or origin
        uv = await self.service.view(resolved, None)
        names = await self.client.names.names(s.user_id for s in uv.seats)
        title = registry.get(uv.game).title
        code = game_code(uv.game, resolved)
        place = await channels.open_place(
            guild,
            origin if isinstance(origin, discord.TextChannel | discord.Thread) else None,
            code,
            channels.topic_for(title, code, uv.seats, names),
            self.client.store,
            can_manage=interaction.app_permissions.manage_channels,
        )
        data.update(thread=place.thread, acting=[], lines=[])
        await self.client.store.set_discord_game(resolved, place.channel.id, data)
        if place.notice and isinstance(origin, discord.abc.Messageable):
            await origin.send(place.notice, allowed_mentions=NO_PINGS)
        players = ", ".join(mention(s.user_id) if s.user_id else f"AI ({s.seat})" for s in uv.seats)
        await self.client.notifier.deliver(resolved, outcome, note=f"{title} has started: {players}.", force_board=True)
        if via_lobby:
            kwargs = await self.client.notifier.lobby_message(resolved)
            await interaction.edit_original_response(**kwargs)
        else:
            await interaction.followup.send(f"The game is on in {place.channel.mention}.", ephemeral=True)
            await self.client.notifier.refresh_lobby(resolved)

    async def start_command(self, interaction: discord.Interaction[Any], game_id: int | None) -> None:
        await self.guarded(interaction, lambda: self.start(interaction, game_id))

    # -- reading ----------------------------------------------------------------------------------------
    async def status(self, interaction: discord.Interaction[Any], game_id: int | None) -> None:
        async def work() -> None:
            await interaction.response.defer(ephemeral=True, thinking=True)
            resolved = await self.resolve_game(interaction, game_id)
            await interaction.followup.send(ephemeral=True, **await self.client.notifier.status_message(resolved))

        await self.guarded(interaction, work)

    async def rules_page(self, interaction: discord.Interaction[Any], game: str, page: int) -> None:
        async def work() -> None:
            kwargs = rules_message(game, page)
            if interaction.type == discord.InteractionType.component:
                await interaction.response.edit_message(**kwargs)
            else:
                await interaction.response.send_message(ephemeral=True, **kwargs)

        await self.guarded(interaction, work)

    # -- moderation -------------------------------------------------------------------------------------
    async def moderate(
        self,
        interaction: discord.Interaction[Any],
        game_id: int | None,
        op: Callable[[int, int, bool], Awaitable[Outcome]],
        *,
        after: str | None = None,
    ) -> None:
        """A /mod command: Manage Channels, the moderator role, or the game's host; then the service."""

        async def work() -> None:
            resolved = await self.resolve_game(interaction, game_id)
            moderator = await self.moderator(interaction)
            record = await self.client.store.get_game(resolved)
            if record is None:
                raise Refusal("There is no game with that id.", "not_found")
            if not moderator and record.created_by != interaction.user.id:
                raise Refusal(
                    "Only moderators (Manage Channels or the moderator role) or the game's host can do that.",
                    "forbidden",
                )
            await interaction.response.defer(ephemeral=True, thinking=True)
            outcome = await op(resolved, interaction.user.id, moderator)
            if outcome.status == "lobby":
                await self.client.notifier.refresh_lobby(resolved)
            else:
                if after == "topic":
                    await self.client.notifier.update_topic(resolved)
                message = outcome.message
                if outcome.kind == "deadline":
                    record = await self.client.store.get_game(resolved)
                    if record is not None and record.deadline_at is not None:
                        message = f"The deadline is {relative_time(record.deadline_at)}."
                shown = outcome.kind not in ("undo_requested", "deadline")
                await self.client.notifier.deliver(
                    resolved, outcome, note=f"{message} ({mention(interaction.user.id)})", force_board=shown
                )
            await interaction.followup.send(outcome.message, ephemeral=True)

        await self.guarded(interaction, work)

    async def player_draw(self, interaction: discord.Interaction[Any], game_id: int | None, *, decline: bool) -> None:
        """/game draw: a player offers a draw, or agrees to (or declines) the one on the table."""
        await self._consent(
            interaction,
            game_id,
            self.service.decline_draw if decline else self.service.offer_draw,
            pending="draw_offered",
            asks="offers a draw",
            command="/game draw",
        )

    async def player_undo(self, interaction: discord.Interaction[Any], game_id: int | None, *, decline: bool) -> None:
        """/game undo: a player asks to take back their latest move, or agrees to (or declines) a request."""
        await self._consent(
            interaction,
            game_id,
            self.service.decline_undo if decline else self.service.undo,
            pending="undo_requested",
            asks="asks to undo",
            command="/game undo",
        )

    async def _consent(
        self,
        interaction: discord.Interaction[Any],
        game_id: int | None,
        call: Callable[[int, int], Awaitable[Outcome]],
        *,
        pending: str,
        asks: str,
        command: str,
    ) -> None:
        """A request every player must agree to (undo, draw): ask, agree or decline, and tell the channel.

        While agreement is `pending` the channel is told who asked and how to answer; once the request is
        carried out (the game changed) a fresh board is posted."""

        async def work() -> None:
            await interaction.response.defer(ephemeral=True, thinking=True)
            resolved = await self.resolve_game(interaction, game_id)
            user = interaction.user.id
            outcome = await call(resolved, user)
            if outcome.kind == pending:
                agree = f"Agree with {command}, refuse with {command} decline:True."
                note = f"{mention(user)} {asks}: {outcome.message} {agree}"
            else:
                note = f"{outcome.message} ({mention(user)})"
            changed = outcome.kind in ("undone", "draw_agreed")
            await self.client.notifier.deliver(resolved, outcome, note=note, force_board=changed)
            await interaction.followup.send(outcome.message, ephemeral=True)

        await self.guarded(interaction, work)


def parse_move(value: str, uv: UserView) -> tuple[int, int]:
    """(seq, index) from an autocomplete value "seq:index", or from a typed label matching one action."""
    head, _, tail = value.partition(":")
    if head.isdigit() and tail.isdigit():
        return int(head), int(tail)
    if uv.status in ACTIVE_STATUSES and not uv.choices:
        raise Refusal("It is not your turn.", "not_your_turn")
    typed = value.strip().lower()
    exact = [c for c in uv.choices if c.label.lower() == typed]
    loose = exact or [c for c in uv.choices if typed and typed in c.label.lower()]
    if len(loose) == 1:
        return uv.seq, loose[0].index
    if not loose:
        raise Refusal("No action of yours matches that; pick one from the list.", "malformed")
    raise Refusal("Several actions match that; pick one from the list.", "malformed")


def _files(kwargs: Mapping[str, Any]) -> list[discord.File]:
    file = kwargs.get("file")
    return [file] if file is not None else []


def _no_file(kwargs: Mapping[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in kwargs.items() if k != "file"}
