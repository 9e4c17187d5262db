"""The games' requests as slash commands (`Game.requests`, rules/contract.py): `/offer give:ore,ore want:food
to:@Anna`, one command per request name, built from what the registered games declare. The command plays the
single moves the game turns the request into (bot/game/write/play.py `act_request`).

A request's help and its fields' help are the game's texts (translated in the game's catalog); the command and
option names are Starmail's (its catalog, like every command name). Two games may share a request name only with
the same fields: one command serves both, and each game reads the words its own way.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import discord
from discord import app_commands

from bot.discord.actions.base import GAME_OPTION, game_named
from bot.discord.actions.play import PlayActions
from bot.discord.actions.reading import ReadingActions
from bot.discord.commands.common import GAME_NUMBER_HELP
from bot.discord.commands.new_game import Suggest, clip, keyword_callback
from bot.discord.ports import Interaction
from rules.contract import Game, Request
from rules.registry import registry


def declared_requests(games: Sequence[Game]) -> list[tuple[Game, Request]]:
    """Each request name once, with the first game (in id order) that declares it; ValueError when two games
    declare one name with different fields (one command could not serve both)."""
    found: dict[str, tuple[Game, Request]] = {}
    for game in games:
        for request in game.requests:
            first = found.get(request.name)
            if first is None:
                found[request.name] = (game, request)
            elif first[1].fields != request.fields:
                raise ValueError(f"{game.id} and {first[0].id} both declare /{request.name} with other fields")
    return list(found.values())


def request_command(
    game: Game, request: Request, play: PlayActions, reading: ReadingActions
) -> app_commands.Command[Any, ..., None]:
    annotations: dict[str, Any] = {
        field.name: discord.User if field.kind == "seat" else app_commands.Range[str, 1, 200]
        for field in request.fields
    }
    annotations[GAME_OPTION] = int
    descriptions: dict[str, str | app_commands.locale_str] = {
        field.name: app_commands.locale_str(clip(field.help), domain=game.id, text=field.help)
        for field in request.fields
    }
    descriptions[GAME_OPTION] = GAME_NUMBER_HELP
    required = [field.name for field in request.fields if field.required]
    seats = {field.name for field in request.fields if field.kind == "seat"}

    async def handle(interaction: Interaction, given: dict[str, Any]) -> None:
        texts = {
            name: str(value)
            for name, value in given.items()
            if value is not None and name not in seats and name != GAME_OPTION
        }
        players = {name: value.id for name, value in given.items() if name in seats and value is not None}
        number = given.get(GAME_OPTION)
        await play.request(interaction, number if isinstance(number, int) else None, request.name, texts, players)

    callback: Any = app_commands.describe(**descriptions)(keyword_callback(handle, annotations, required))
    completers: dict[str, Any] = {GAME_OPTION: reading.game_numbers}
    completers.update({f.name: _completer(play, request.name, f.name) for f in request.fields if f.kind == "text"})
    callback = app_commands.autocomplete(**completers)(callback)
    description = app_commands.locale_str(clip(request.help), domain=game.id, text=request.help)
    return app_commands.Command(name=request.words[-1], description=description, callback=callback)


def _completer(play: PlayActions, name: str, field: str) -> Suggest:
    """The autocomplete of one text field: the game's completions for the game named in the command (or the one of
    this channel)."""

    async def complete(interaction: Interaction, current: str) -> list[app_commands.Choice[str]]:
        return await play.request_suggestions(interaction, game_named(interaction), name, field, current)

    return complete


def request_commands(
    play: PlayActions, reading: ReadingActions, games: Sequence[Game] | None = None
) -> list[app_commands.Command[Any, ..., None] | app_commands.Group]:
    """One command per request the registered games (or `games`) declare; the requests of a group ("deal propose",
    "deal accept") become the subcommands of one command group (`/deal propose`)."""
    chosen = registry.all() if games is None else games
    built: list[app_commands.Command[Any, ..., None] | app_commands.Group] = []
    groups: dict[str, app_commands.Group] = {}
    for game, request in declared_requests(chosen):
        command = request_command(game, request, play, reading)
        if len(request.words) == 1:
            built.append(command)
            continue
        group = groups.get(request.words[0])
        if group is None:
            help_text = request.group_help or request.help
            described = app_commands.locale_str(clip(help_text), domain=game.id, text=help_text)
            group = groups[request.words[0]] = app_commands.Group(name=request.words[0], description=described)
            built.append(group)
        group.add_command(command)
    return built
