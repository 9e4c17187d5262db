"""A German, French or Dutch table reads no English and no internal id (issue: every word a player reads).

Whole games of Hanse and Andromeda through the real discord.py client against the fake Discord, with the server
and every player in one language: every channel post, embed, button, select, image description (alt text),
channel topic, ephemeral answer and DM the bot sent is checked with the catalog-built detector
(tests/e2e/english.py). Besides the moves, each player asks for /game status, /game log and /game rules, and is
refused once (a stale button), so those answers are read too.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from rules.registry import registry
from tests.e2e.bot_play import finished, latest_board, open_hand, play_to_end
from tests.e2e.conftest import SpacePort, Starmail
from tests.e2e.english import findings, report, visible_texts
from tests.e2e.leaks import audience
from tests.e2e.test_bot_game import open_game

PEOPLE = ("alice", "bob", "carol", "Space Port", "lobby", "Games")


def test_the_detector_flags_english_and_ids_and_spares_good_german() -> None:
    german = "Spieler 2 (KI) wählt den Startplaneten; der andere beginnt. Du bist am Zug, alice."
    assert findings([german], "de", PEOPLE, ["hanse"]) == []
    mixed = ["Du bist am Zug.", "It is your turn, alice.", "Spieler 1 spielt agent_einschleusen."]
    found = {(f.kind, f.what) for f in findings(mixed, "de", PEOPLE, ["hanse", "andromeda"])}
    assert ("word", "your") in found and ("word", "turn") in found
    assert ("id", "agent_einschleusen") in found
    assert ("id", "p2") in {(f.kind, f.what) for f in findings(["p2 fliegt nach Coronis."], "de", PEOPLE, ["hanse"])}
    assert any(f.kind == "fragment" for f in findings(["Nothing has happened yet."], "fr", PEOPLE, []))


@pytest.mark.parametrize("locale", ["de", "fr", "nl"])
@pytest.mark.parametrize("game", ["hanse", "andromeda"])
async def test_a_whole_game_in_one_language_has_no_english(
    space_port: SpacePort, starmail: Starmail, locale: str, game: str
) -> None:
    fake, sp = space_port.fake, space_port
    sp.guild.locale = locale
    players = [sp.alice, sp.bob] + ([sp.carol] if game == "andromeda" else [])
    for person in players:
        person.locale = locale
    async with fake.run(starmail.client()) as client:
        start = len(fake.requests)
        game_id = await open_game(fake, sp.alice, players[1:], sp, game, {"round_cap": 1})
        channel = fake.channel_named(sp.guild, f"{game}-{game_id:04d}")
        board = latest_board(fake, channel.id, game_id)
        stale = await open_hand(fake, sp.bob, board, game_id)
        await play_to_end(fake, client, game_id, channel.id, random.Random(11))
        stale_ids = [c for c in stale.custom_ids() if c.startswith("sm:a:") or c.startswith("sm:s:")]
        if stale_ids:  # a button of a prompt long gone: refused politely, with a fresh prompt
            await finished(fake, await fake.click(sp.bob, stale, stale_ids[0], values=["0"]))
        for command in ("game status", "game log", "game rules"):
            options = {"game": game} if command == "game rules" else {"game": game_id}
            asked = await fake.slash(sp.alice, sp.guild, channel, command, options)
            await fake.wait_for_original(asked)
        final = await client.service.view(game_id, None)
    assert final.status == "over"
    texts: list[str] = []
    for request in fake.requests[start:]:
        if request.method not in ("POST", "PATCH", "PUT") or "/commands" in request.route:
            continue
        texts += list(visible_texts(request.json))
        texts += [f.description or "" for f in request.files]
    assert len(texts) > 50, "the game sent too little to judge"
    title = registry.get(game).title
    found = findings(texts, locale, [*PEOPLE, title], [game])
    assert not found, f"{len(found)} English or internal words reached a {locale} table:\n{report(found)}"


async def test_the_channel_speaks_the_servers_language_and_each_player_their_own(
    space_port: SpacePort, starmail: Starmail
) -> None:
    fake, sp = space_port.fake, space_port
    sp.guild.locale, sp.alice.locale, sp.bob.locale = "fr", "nl", "de"
    async with fake.run(starmail.client()) as client:
        start = len(fake.requests)
        game_id = await open_game(fake, sp.alice, [sp.bob], sp, "hanse", {"round_cap": 1})
        channel = fake.channel_named(sp.guild, f"hanse-{game_id:04d}")
        board = latest_board(fake, channel.id, game_id)
        alices = await open_hand(fake, sp.alice, board, game_id)
        bobs = await open_hand(fake, sp.bob, board, game_id)
        refused = await fake.slash(sp.bob, sp.guild, channel, "game resign", {"game": 999})
        await finished(fake, refused)
        assert (await client.service.view(game_id, None)).status == "active"
    public: list[str] = []
    private: dict[int, list[str]] = {sp.alice.id: [], sp.bob.id: []}
    for request in fake.requests[start:]:
        if request.method not in ("POST", "PATCH") or "/commands" in request.route:
            continue
        texts = [*visible_texts(request.json), *(f.description or "" for f in request.files)]
        who = audience(fake, request)
        token = request.params.get("interaction_token")
        if who == "ephemeral" and token is not None:
            who = fake.world.interactions_by_token[token].interaction.user_id
        if who == "public":
            public += texts
        elif isinstance(who, int) and who in private:
            private[who] += texts
    title = registry.get("hanse").title
    assert " · coup " in board.embeds[0]["title"]  # the channel's board post is French
    assert "Voir ma main" in _labels(board)
    assert public and not findings(public, "fr", [*PEOPLE, title], ["hanse"])
    assert "bent" in str(alices.embeds[0].get("description"))  # Alice's own prompt is Dutch
    assert "Du bist" in str(bobs.embeds[0].get("description"))  # Bob's is German
    assert "Es gibt keine Partie mit dieser Nummer." in private[sp.bob.id]  # so is what Bob is refused
    for user, locale in ((sp.alice.id, "nl"), (sp.bob.id, "de")):
        assert private[user] and not findings(private[user], locale, [*PEOPLE, title], ["hanse"])


def _labels(message: Any) -> list[str]:
    return [str(c.get("label")) for row in message.components for c in row.get("components", []) if c.get("label")]
