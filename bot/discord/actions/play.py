"""Playing: the private prompt (/hand, "Show my hand", its pages) and moves (a click on an action, /move)."""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable, Mapping
from typing import Any

import discord
from discord import app_commands

from bot.discord.actions.base import ALREADY_PLAYED_NOTE, PLAYED, STALE_NOTE, ActionBase
from bot.discord.delivery.record import DiscordRecord
from bot.discord.delivery.waiting import waiting_lines
from bot.discord.ports import Interaction
from bot.discord.present.formatting import COLOUR, clip_lines, discord_naming, private_lines
from bot.game import NOT_SEATED, At, Outcome, Refusal, Sayable, SeatLoss, UserView, phrase, require_playing, seat_loss
from bot.store.base import ACTIVE_STATUSES
from rules.i18n import TEXT, mark
from rules.registry import registry

log = logging.getLogger(__name__)

SEAT_LOST: dict[SeatLoss, str] = {
    "replaced": mark("This seat was given to another player."),
    "kicked": mark("A moderator removed you from this game."),
}


class PlayActions(ActionBase):
    async def show_hand(self, interaction: Interaction, game_id: int | None) -> None:
        """/hand and "Show my hand": the caller's private prompt; someone not seated gets where the game stands."""

        async def work() -> None:
            await interaction.response.defer(ephemeral=True, thinking=True)
            resolved = await self.resolve_game(interaction, game_id)
            user = interaction.user.id
            uv, locale = await self.view_and_locale(resolved, user)
            if uv.seat is None and not any(s.user_id == user for s in uv.seats):
                gone = await self.seat_gone(resolved, user)
                note = gone.say(locale, discord_naming({})) if gone is not None else None
                kwargs = await self.messages.spectator_message(resolved, locale, note=note)
            else:
                found = await self.store.discord_game(resolved)
                jump = DiscordRecord.from_json(found.data).jump if found is not None else None
                kwargs = await self.messages.prompt_message(uv, jump=jump, locale=locale)
            await interaction.followup.send(ephemeral=True, **kwargs)

        await self.guarded(interaction, work)

    async def my_turns(self, interaction: Interaction) -> None:
        """/turns: every running game, on every server, in which the caller has a decision to make, nearest deadline
        first, each with a link to its board; for the caller alone."""

        async def work() -> None:
            await interaction.response.defer(ephemeral=True, thinking=True)
            locale = await self.reader_locale(interaction)
            lines = await waiting_lines(self.service, self.store, interaction.user.id, locale)
            if not lines:
                await interaction.followup.send(TEXT.tr(locale, "No game is waiting for you."), ephemeral=True)
                return
            embed = discord.Embed(
                title=TEXT.ntr(locale, "{count} game waits for you", "{count} games wait for you", len(lines)),
                description=clip_lines([f"• {line}" for line in lines], 4000),
                colour=COLOUR,
            )
            await interaction.followup.send(embed=embed, ephemeral=True)

        await self.guarded(interaction, work)

    async def show_page(self, interaction: Interaction, game_id: int, seq: int, page: int) -> None:
        async def work() -> None:
            await interaction.response.defer()
            uv, locale = await self.view_and_locale(game_id, interaction.user.id)
            if uv.seq != seq:
                kwargs = await self.prompt(game_id, interaction.user.id, note=STALE_NOTE)
                await interaction.followup.send(ephemeral=True, **kwargs)
                return
            kwargs = await self.messages.prompt_message(uv, page=page, locale=locale)
            await interaction.edit_original_response(attachments=_files(kwargs), **_no_file(kwargs))

        await self.guarded(interaction, work)

    # -- moves ------------------------------------------------------------------------------------------
    async def _act_or_refresh(
        self, interaction: Interaction, game_id: int, user: int, index: int, seq: int, *, typed: bool = False
    ) -> Outcome | None:
        """Play the user's action `index` of the prompt made at `seq` (`typed`: by /move, whose interaction id is the
        request's own); a stale or spent prompt gets a fresh one (None)."""
        try:
            locale = await self.languages.personal_locale(game_id, user)
            others = self.languages.people.known(await self.languages.locale(game_id))
            outcome: Outcome = await self.service.act_index(
                game_id,
                user,
                index,
                seq,
                locale,
                locales=others,
                request_id=interaction.id if typed else None,
            )
        except Refusal as refusal:
            await self._refresh(interaction, game_id, user, refusal)
            return None
        return outcome

    async def _refresh(self, interaction: Interaction, game_id: int, user: int, refusal: Refusal) -> None:
        """Answer a move refused because its prompt was out of date or already played with a fresh prompt saying
        so; any other refusal goes on to the user as it is. A seat that went to someone else or to the AI is said so
        first: its prompt was spent by their move, not by this user's."""
        notes = {"stale": STALE_NOTE, "played": ALREADY_PLAYED_NOTE}
        if refusal.code not in notes:
            raise await self.explained(game_id, user, refusal) from None
        if refusal.code == "played" and (reason := await self.seat_gone(game_id, user)) is not None:
            raise Refusal(reason, refusal.code) from None
        kwargs = await self.prompt(game_id, user, note=notes[refusal.code])
        await interaction.followup.send(ephemeral=True, **kwargs)

    async def _after_move(
        self, game_id: int, outcome: Outcome, user: int
    ) -> Callable[[], Awaitable[dict[str, Any]]] | None:
        """Deliver a move to the channel and the other players; then a factory for the mover's next prompt,
        saying what they played (their own move's label, never an AI's reply that came in the same step) and learnt
        (each call builds fresh files: an upload consumes them). None when the move's views could not be made after
        its commit (`Outcome.fanout`): the move stands and the outbox row stored with it tells the table; the caller
        says so (PLAYED) instead of reading the game again."""
        jump = await self.delivery.deliver(game_id, outcome, clicker=user)
        fanout = outcome.fanout
        if fanout is None:
            return None
        own = [m.label for m in outcome.moves if m.user_id == user]
        label = outcome.played or (own[-1] if own else None)
        current = outcome.current_fanout
        if current is not None:
            uv, locale = current.views[user], current.locales[user]  # the view from the commit: nothing more to read
        else:
            # the AI seats moved on past the fan-out: the mover's choices may have changed, so they are read again
            uv, locale = await self.view_and_locale(game_id, user)
        news = private_lines(registry.get(uv.game), outcome, uv.seats, user, locale)
        played = (
            TEXT.tr(locale, "You played: {move}.", move=label) if label else TEXT.tr(locale, "You played your move.")
        )
        done = "\n".join([played, *news])

        async def prompt() -> dict[str, Any]:
            kwargs: dict[str, Any] = await self.messages.prompt_message(uv, note=done, jump=jump, locale=locale)
            return kwargs

        return prompt

    async def play_index(self, interaction: Interaction, game_id: int, seq: int, index: int) -> None:
        """A click on an action component: defer, apply if current, otherwise refuse with a fresh prompt."""

        async def work() -> None:
            await interaction.response.defer()
            user = interaction.user.id
            outcome = await self._act_or_refresh(interaction, game_id, user, index, seq)
            if outcome is None:
                return
            try:
                prompt = await self._after_move(game_id, outcome, user)
                if prompt is None:
                    await self.refuse(interaction, phrase(PLAYED))
                    return
                kwargs = await prompt()
                try:
                    await interaction.edit_original_response(attachments=_files(kwargs), **_no_file(kwargs))
                except discord.HTTPException:  # the prompt message is gone: answer with a new one
                    await interaction.followup.send(ephemeral=True, **await prompt())
            except Exception:
                log.exception("after a move in game %s", game_id)
                await self.refuse(interaction, phrase(PLAYED))

        await self.guarded(interaction, work)

    async def move(self, interaction: Interaction, game_id: int | None, value: str) -> None:
        """/move: the value is "seq:index" from autocomplete, or an action's label typed out."""

        async def work() -> None:
            await interaction.response.defer(ephemeral=True, thinking=True)
            resolved = await self.resolve_game(interaction, game_id)
            user = interaction.user.id
            uv, _locale = await self.view_and_locale(resolved, user)
            try:
                seq, index = parse_move(value, uv)
            except Refusal as refusal:
                raise await self.explained(resolved, user, await self.first_refusal(resolved, user, refusal)) from None
            outcome = await self._act_or_refresh(interaction, resolved, user, index, seq, typed=True)
            if outcome is None:
                return
            try:
                prompt = await self._after_move(resolved, outcome, user)
                if prompt is None:
                    await self.refuse(interaction, phrase(PLAYED))
                    return
                await interaction.followup.send(ephemeral=True, **await prompt())
            except Exception:
                log.exception("after a move in game %s", resolved)
                await self.refuse(interaction, phrase(PLAYED))

        await self.guarded(interaction, work)

    async def request(
        self,
        interaction: Interaction,
        game_id: int | None,
        name: str,
        texts: Mapping[str, str],
        players: Mapping[str, int],
    ) -> None:
        """/offer and the other requests games declare: played as their single moves, or refused in one sentence."""

        async def work() -> None:
            await interaction.response.defer(ephemeral=True, thinking=True)
            resolved = await self.resolve_game(interaction, game_id)
            user = interaction.user.id
            try:
                # the request is read against the game as the user can see it now: a move in between refuses it
                uv, locale = await self.view_and_locale(resolved, user)
                others = self.languages.people.known(await self.languages.locale(resolved))
                outcome = await self.service.act_request(
                    resolved,
                    user,
                    name,
                    texts,
                    players,
                    uv.seq,
                    locale,
                    locales=others,
                    request_id=interaction.id,
                )
            except Refusal as refusal:
                await self._refresh(interaction, resolved, user, refusal)
                return
            try:
                prompt = await self._after_move(resolved, outcome, user)
                if prompt is None:
                    await self.refuse(interaction, phrase(PLAYED))
                    return
                await interaction.followup.send(ephemeral=True, **await prompt())
            except Exception:
                log.exception("after a request in game %s", resolved)
                await self.refuse(interaction, phrase(PLAYED))

        await self.guarded(interaction, work)

    async def request_suggestions(
        self, interaction: Interaction, game_id: int | None, name: str, field: str, typed: str
    ) -> list[app_commands.Choice[str]]:
        """Autocomplete for a request's text field (/offer give:): the game's completions of what was typed."""
        try:
            resolved = await self.resolve_game(interaction, game_id)
            locale = await self.languages.personal_locale(resolved, interaction.user.id)
            found = await self.service.request_suggestions(resolved, interaction.user.id, name, field, typed, locale)
        except Refusal:
            return []
        return [app_commands.Choice(name=value[:100], value=value[:100]) for value in found]

    async def first_refusal(self, game_id: int, user: int, refusal: Refusal) -> Refusal:
        """The refusal a typed /move gets in the documented order (docs/decisions/service.md): the game's state
        (paused with its reason, over, not started) and whether the user plays in it come before anything read from the
        words they typed, which are read against their choices (none when the game is paused or they only watch)."""
        record = await self.store.get_game(game_id)
        if record is None:
            return refusal
        try:
            require_playing(record)
        except Refusal as first:
            return first
        if not any(s.user_id == user and s.kind == "human" for s in record.seats):
            return Refusal(NOT_SEATED, "not_seated")
        return refusal

    async def explained(self, game_id: int, user: int, refusal: Refusal) -> Refusal:
        """`refusal`, or, when the user's seat went to someone else or to the AI, a refusal saying so."""
        if refusal.code not in ("not_seated", "not_your_turn"):
            return refusal
        reason = await self.seat_gone(game_id, user)
        return refusal if reason is None else Refusal(reason, refusal.code)

    async def seat_gone(self, game_id: int, user: int) -> Sayable | None:
        """Why `user` may not play their (former) seat now, in one sentence: a moderator gave it to another player or
        to the AI, or they handed it to the AI with /away. None when none of these is the case."""
        record = await self.store.get_game(game_id)
        if record is None:
            return None
        lost = seat_loss(record, user)
        if lost is not None:
            return phrase(SEAT_LOST[lost])
        away = await self.service.away_until(user)
        if (
            away is not None
            and away.mode == "ai"
            and any(s.user_id == user and s.kind == "human" for s in record.seats)
        ):
            return phrase(
                "You handed this seat to the AI until {until}; use /back to play it yourself.", until=At(away.until)
            )
        return None

    async def move_choices(
        self, interaction: Interaction, game_id: int | None, typed: str
    ) -> list[app_commands.Choice[str]]:
        """Autocomplete for /move: the caller's legal actions whose label contains what was typed (25 at most)."""
        try:
            resolved = await self.resolve_game(interaction, game_id)
            uv, _locale = await self.view_and_locale(resolved, interaction.user.id)
        except Refusal:
            return []
        words = typed.lower().split()
        found = [c for c in uv.choices if all(w in c.label.lower() for w in words)]
        return [app_commands.Choice(name=c.label[:100], value=f"{uv.seq}:{c.index}") for c in found[:25]]


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
