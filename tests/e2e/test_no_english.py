"""A German, French or Dutch table reads no English and no internal id (issue: every word a player reads).

Whole games of Hanse (two players) and Andromeda (three; Carol's DMs are closed, so she is told in the channel)
through the real discord.py client against the fake Discord, with the server's language chosen with
`/settings locale` and every player's Discord in that language. Everything each player received is checked with
the catalog-built detector (tests/e2e/english.py): every channel post and edit (content, embeds, buttons, selects
and their options, image descriptions, channel names and topics), every answer to their own interactions
(ephemeral or not, follow-ups included) and every DM. Besides the moves, each player opens /hand, is refused
(/move out of turn, a made-up action, a stale button after the end, /hand when the game is over), and asks for
/game status, /game log (one of them its second page), /game verify, /game hands and /game rules, read to the last
page; one asks for /game replay.

Every translation is read with the detector too, for what the games never show. The detector's own tests are in
tests/e2e/test_english.py.
"""

from __future__ import annotations

import random
from collections import defaultdict
from dataclasses import replace
from typing import Any

import pytest

from rules.registry import registry
from tests.e2e.bot_play import actions_of, finished, latest_board, open_game, open_hand, play_to_end
from tests.e2e.conftest import SpacePort, Starmail
from tests.e2e.english import (
    COMMAND_NAME,
    OPTION_NAME,
    PLACEHOLDER,
    Finding,
    entries,
    findings,
    report,
    visible_texts,
)
from tests.e2e.fake_discord import FakeDiscord, Interaction, RecordedRequest
from tests.e2e.fake_discord.layout import nested
from tests.e2e.leaks import audience
from tests.e2e.posts import board_title

pytestmark = pytest.mark.heavy  # whole games: run first (tests/conftest.py)

PEOPLE = ("alice", "bob", "carol", "owner", "Space Port", "lobby", "Games")
TITLES = tuple(registry.get(g).title for g in registry.ids())
ROUNDS = {"hanse": 8, "andromeda": 5}
"""The round limit of each game: a whole game to its end (by the limit) in a few seconds, with flights, loads,
trades and scoring on the way (an unlimited game of random moves takes 600 to 1100 moves and half a minute)."""

# -- every translation ------------------------------------------------------------------------------------------


@pytest.mark.parametrize("locale", ["de", "fr", "nl"])
def test_no_translation_keeps_english(locale: str) -> None:
    """What the games above may never show (a /back hint, a moderator's refusal): every translation, read as the
    detector reads a received text, its placeholders left out."""
    texts = [
        ("catalog", PLACEHOLDER.sub(" ", text))
        for entry in entries(locale)
        if entry.context not in (COMMAND_NAME, OPTION_NAME)  # Discord's own fields: what the reader types
        for text in entry.forms
    ]
    found = findings(texts, locale, TITLES, [])
    assert not found, f"{len(found)} English or internal words in the {locale} translations:\n{report(found)}"


# -- a whole game ------------------------------------------------------------------------------------------------

Received = dict[str, list[tuple[str, str]]]


def received(fake: FakeDiscord, requests: list[RecordedRequest], people: dict[int, str]) -> Received:
    """Per person: (where, text) of everything they were shown. A channel's posts reach every player; an answer
    to an interaction reaches its user (or the channel, when it is not ephemeral); a DM its reader."""
    found: Received = defaultdict(list)
    for request in requests:
        if not request.ok or request.method not in ("POST", "PATCH", "PUT") or "/commands" in request.route:
            continue
        texts = [*visible_texts(request.json), *(f.description or "" for f in request.files)]
        texts = [t for t in texts if t.strip()]
        if not texts:
            continue
        who = audience(fake, request)
        token = request.params.get("interaction_token")
        if who == "ephemeral" and token is not None:
            who = fake.world.interactions_by_token[token].interaction.user_id
        readers = list(people.values()) if who == "public" else [people.get(int(who), f"user {who}")]
        kind = "channel" if who == "public" else "DM" if token is None else "answer"
        for reader in readers:
            found[reader] += [(f"{kind}: {request.route}", t) for t in texts]
    return found


async def ask(fake: FakeDiscord, user: Any, sp: SpacePort, channel: Any, command: str, **options: Any) -> Interaction:
    """`user` runs a slash command; waits for the bot's last word on it."""
    asked = await fake.slash(user, sp.guild, channel, command, options)
    await finished(fake, asked)
    return asked


async def read_the_rules(fake: FakeDiscord, user: Any, sp: SpacePort, channel: Any, game: str) -> int:
    """/game rules, then "Next" to the last page; returns the pages read."""
    shown = fake.original_response(await ask(fake, user, sp, channel, "game rules", game=game))
    assert shown is not None
    page = 0
    while f"sm:r:{game}:{page + 1}" in shown.custom_ids():
        await finished(fake, await fake.click(user, shown, f"sm:r:{game}:{page + 1}"))
        page += 1
    return page + 1


async def acting_person(client: Any, game_id: int, players: list[Any]) -> Any:
    public = await client.service.view(game_id, None)
    acting = {s.user_id for s in public.seats if s.seat in public.acting}
    return next(p for p in players if p.id in acting)


async def refused_out_of_turn(fake: FakeDiscord, client: Any, sp: SpacePort, channel: Any, game_id: int) -> None:
    """A player who is not to act types /move; the acting one types an action that does not exist."""
    public = await client.service.view(game_id, None)
    acting = {s.user_id for s in public.seats if s.seat in public.acting}
    waiting = [s.user_id for s in public.seats if s.user_id not in acting and s.user_id is not None]
    if waiting:
        await ask(fake, waiting[0], sp, channel, "move", action="1", game=game_id)
    await ask(fake, next(iter(acting)), sp, channel, "move", action="zzz no such action", game=game_id)


@pytest.mark.parametrize("locale", ["de", "fr", "nl"])
@pytest.mark.parametrize("game", ["hanse", "andromeda"])
async def test_a_whole_game_in_one_language_has_no_english(
    space_port: SpacePort, starmail: Starmail, locale: str, game: str
) -> None:
    fake, sp = space_port.fake, space_port
    owner = fake.world.owner
    players = [sp.alice, sp.bob] + ([sp.carol] if game == "andromeda" else [])
    for person in [*players, owner]:
        person.locale = locale
    people = {p.id: p.name for p in [*players, owner]}
    async with fake.run(starmail.client()) as client:
        start = len(fake.requests)
        await ask(fake, owner, sp, sp.lobby, "settings", locale=locale)
        game_id = await open_game(fake, sp.alice, players[1:], sp, game, {"round_cap": ROUNDS[game]})
        channel = fake.channel_named(sp.guild, f"{game}-{game_id:04d}")
        board = latest_board(fake, channel.id, game_id)
        first = await acting_person(client, game_id, players)
        stale = await open_hand(fake, first, board, game_id)
        offered = actions_of(stale)
        assert offered, f"{first.name}'s first prompt offers nothing to press"
        for person in players:
            await ask(fake, person, sp, channel, "hand", game=game_id)
        await refused_out_of_turn(fake, client, sp, channel, game_id)
        await ask(fake, sp.bob, sp, channel, "game status", game=game_id)
        moves = await play_to_end(fake, client, game_id, channel.id, random.Random(11))
        final = await client.service.view(game_id, None)
        custom_id, value = offered[0]  # long gone: refused
        await finished(fake, await fake.click(first, stale, custom_id, values=None if value is None else [value]))
        for person in players:
            for command in ("game status", "game log", "game verify", "hand"):
                await ask(fake, person, sp, channel, command, game=game_id)
            assert await read_the_rules(fake, person, sp, channel, game) > 1
            await ask(fake, person, sp, channel, "game hands", game=game_id, turn=2)
        await ask(fake, sp.bob, sp, channel, "game log", game=game_id, page=2)
        await ask(fake, sp.alice, sp, channel, "game replay", game=game_id)
        seen = received(fake, fake.requests[start:], people)
    assert final.status == "over" and moves >= 20
    allowed = [*PEOPLE, *TITLES, channel.name]
    readers: dict[tuple[str, str], list[str]] = defaultdict(list)
    first_seen: dict[tuple[str, str], Finding] = {}
    for person in [*players, owner]:
        assert person is owner or len(seen[person.name]) > 100, f"{person.name} was sent too little to judge"
        for found in findings(seen[person.name], locale, allowed, [game]):
            readers[(found.kind, found.what)].append(person.name)
            first_seen.setdefault((found.kind, found.what), found)
    problems = [replace(f, where=f"to {', '.join(readers[key])}; {f.where}") for key, f in first_seen.items()]
    assert not problems, f"{len(problems)} English or internal words reached a {locale} table:\n{report(problems)}"


# -- each reader their own language --------------------------------------------------------------------------------


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
        refused: Interaction = await fake.slash(sp.bob, sp.guild, channel, "game resign", {"game": 999})
        await finished(fake, refused)
        assert (await client.service.view(game_id, None)).status == "active"
        seen = received(fake, fake.requests[start:], {sp.alice.id: "alice", sp.bob.id: "bob"})
    public = [text for where, text in seen["alice"] if where.startswith("channel")]
    private = {
        name: [text for where, text in seen[name] if not where.startswith("channel")] for name in ("alice", "bob")
    }
    title = registry.get("hanse").title
    assert " · coup " in board_title(board)  # the channel's board post is French
    assert "Voir ma main" in _labels(board)
    assert public
    found = findings(public, "fr", [*PEOPLE, title, channel.name], ["hanse"])
    assert not found, f"English in the French channel:\n{report(found)}"
    assert "bent" in str(alices.embeds[0].get("description"))  # Alice's own prompt is Dutch
    assert "Du bist" in str(bobs.embeds[0].get("description"))  # Bob's is German
    assert "Es gibt keine Partie mit dieser Nummer." in private["bob"]  # so is what Bob is refused
    for name, locale in (("alice", "nl"), ("bob", "de")):
        assert private[name]
        found = findings(private[name], locale, [*PEOPLE, title, channel.name], ["hanse"])
        assert not found, f"English in what {name} alone read ({locale}):\n{report(found)}"


def _labels(message: Any) -> list[str]:
    return [str(c.get("label")) for c in nested(message.components) if c.get("label")]
