"""The games' requests as slash commands (bot/discord/commands/requests.py): `/offer` and `/counter` for
Starfarers, their options as the game declares them, in every language, and one command per request name."""

from __future__ import annotations

import json
from typing import Any, cast

import discord
import pytest
from discord import app_commands

from bot.discord.commands.requests import declared_requests, request_commands
from bot.discord.translator import CatalogTranslator
from rules.contract import Game, Request, RequestField
from rules.registry import registry
from tests.discord.support import UNUSED_ACTIONS

USER, STRING, INTEGER = 6, 3, 4


async def payload() -> dict[str, dict[str, Any]]:
    tree: app_commands.CommandTree[Any] = app_commands.CommandTree(discord.Client(intents=discord.Intents.none()))
    commands = request_commands(UNUSED_ACTIONS.play, UNUSED_ACTIONS.reading)
    for command in commands:
        tree.add_command(command)
    built = [await c.get_translated_payload(tree, CatalogTranslator()) for c in commands]
    return {c["name"]: c for c in cast(list[dict[str, Any]], json.loads(json.dumps(built)))}


async def test_offer_takes_the_cards_given_and_wanted_and_optionally_one_player() -> None:
    offer = (await payload())["offer"]
    options = {o["name"]: (o["type"], o.get("required", False)) for o in offer["options"]}
    assert options == {"give": (STRING, True), "want": (STRING, True), "to": (USER, False), "game": (INTEGER, False)}
    assert [o["name"] for o in offer["options"]][:2] == ["give", "want"]  # required options come first


async def test_the_request_commands_speak_every_language_from_the_games_catalog() -> None:
    built = await payload()
    assert set(built) == {"offer", "counter", "deal"}
    offer = built["offer"]
    assert offer["name_localizations"] == {"de": "angebot", "fr": "offre", "nl": "aanbod"}
    assert offer["description_localizations"]["de"] == "Den Mitspielern in deiner Handelsphase Karten anbieten"
    give = next(o for o in offer["options"] if o["name"] == "give")
    assert give["name_localizations"]["fr"] == "donner"
    assert give["description_localizations"]["nl"] == "De kaarten die je geeft, bijv. erts, erts"


async def test_requests_of_two_words_are_the_subcommands_of_one_group() -> None:
    deal = (await payload())["deal"]
    assert deal["name_localizations"] == {"de": "abmachung", "fr": "marché"}  # Dutch says "deal" too
    subcommands = {o["name"]: o for o in deal["options"]}
    assert set(subcommands) == {"propose", "accept", "abandon"}
    assert all(o["type"] == 1 for o in subcommands.values())  # SUB_COMMAND
    propose = {o["name"]: o for o in subcommands["propose"]["options"]}
    assert set(propose) == {"cards_to_opponent", "cards_from_opponent", "my_base_on", "your_base_on", "game"}
    assert not any(o.get("required") for o in propose.values())
    assert subcommands["abandon"]["name_localizations"]["de"] == "abbrechen"
    assert propose["my_base_on"]["description_localizations"]["de"] == "Ein Planet für deine Basis, z. B. Blau 3"


def test_two_games_may_share_a_request_name_only_with_the_same_fields() -> None:
    starfarers = registry.get("starfarers")

    class Other:
        id = "other"
        requests = (Request("offer", "Another offer", (RequestField("give", "Cards"),)),)

    class Same:
        id = "same"
        requests = starfarers.requests

    with pytest.raises(ValueError, match="offer"):
        declared_requests([starfarers, cast(Game, Other())])
    shared = declared_requests([starfarers, cast(Game, Same())])
    assert [(game.id, request.name) for game, request in shared] == [("starfarers", "offer"), ("starfarers", "counter")]


async def test_the_command_hands_over_only_the_fields_given_and_players_as_their_ids() -> None:
    asked: list[tuple[object, ...]] = []

    class Recording:
        async def request(self, *args: object) -> None:
            asked.append(args[1:])

        async def game_numbers(self, interaction: object, current: str) -> list[object]:
            return []

        async def request_suggestions(self, *args: object) -> list[object]:
            return []

    class Optional:
        id = "optional"
        requests = (
            Request(
                "note",
                "Leave a note",
                (
                    RequestField("text", "What to say"),
                    RequestField("extra", "More", required=False),
                    RequestField("to", "To whom", "seat", required=False),
                ),
            ),
        )

    game = cast(Game, Optional())
    recording = cast(Any, Recording())
    command = request_commands(recording, recording, [game])[0]
    await command.callback(cast(Any, None), text="hello", extra=None, to=discord.Object(77), game=None)  # type: ignore[call-arg]
    await command.callback(cast(Any, None), text="again", extra="more", to=None, game=3)  # type: ignore[call-arg]
    assert asked == [
        (None, "note", {"text": "hello"}, {"to": 77}),
        (3, "note", {"text": "again", "extra": "more"}, {}),
    ]
