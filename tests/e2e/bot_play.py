"""Simulated players for Starmail's end-to-end tests: open a lobby, click prompts, play a game to the end.

Helpers only (no tests here); they drive the fake Discord and wait on recorded requests, never on the clock.
"""

from __future__ import annotations

import random
import re
from typing import Any

from tests.e2e.conftest import SpacePort
from tests.e2e.fake_discord import FakeDiscord, Interaction, Message, RecordedRequest

ACT = re.compile(r"sm:a:(\d+):(\d+):(\d+)")
PICK = re.compile(r"sm:s:(\d+):(\d+):(\d+)")
EDIT_ORIGINAL = "PATCH /webhooks/{application_id}/{interaction_token}/messages/{message_id}"
FOLLOWUP = "POST /webhooks/{application_id}/{interaction_token}"
CHANNEL_POST = "POST /channels/{channel_id}/messages"


async def finished(fake: FakeDiscord, interaction: Interaction) -> RecordedRequest:
    """The bot's last word on an interaction: a message callback, an edit of @original or a follow-up."""

    def last_word(r: RecordedRequest) -> bool:
        if r.params.get("interaction_token") != interaction.token:
            return False
        answered = r.route.endswith("/callback") and isinstance(r.json, dict) and r.json.get("type") in (4, 7)
        return answered or r.route in (EDIT_ORIGINAL, FOLLOWUP)

    return await fake.wait_for(last_word, what=f"the bot's last word on interaction {interaction.id}")


def lobby_game_id(lobby: Message) -> int:
    """The id of the game a lobby message is for: its buttons carry it (sm:l:<game id>:<what>)."""
    return int(lobby.custom_ids()[0].split(":")[2])


async def open_lobby(
    fake: FakeDiscord, host: Any, sp: SpacePort, game: str, options: dict[str, Any] | None = None
) -> tuple[Message, int]:
    """`host` opens a lobby for `game` with `/game new <game>` and `options` in the lobby channel: the lobby
    message and the game's id."""
    opened = await fake.slash(host, sp.guild, sp.lobby, f"game new {game}", options or {})
    lobby = await fake.wait_for_original(opened)
    return lobby, lobby_game_id(lobby)


async def open_game(
    fake: FakeDiscord, host: Any, others: list[Any], sp: SpacePort, game: str, options: dict[str, Any] | None = None
) -> int:
    """`host` opens `game` with `/game new <game>` and `options`, `others` join (or "ai": an AI seat), then start."""
    lobby, game_id = await open_lobby(fake, host, sp, game, options)
    for user in others:
        if user == "ai":
            click = await fake.click(host, lobby, f"sm:l:{game_id}:ai")
        else:
            click = await fake.click(user, lobby, f"sm:l:{game_id}:join")
        await fake.wait_for_callback(click)
    start = await fake.click(host, lobby, f"sm:l:{game_id}:start")
    await finished(fake, start)
    assert fake.message(lobby).custom_ids() == []  # the lobby buttons go once the game is on
    return game_id


def prompt_seq(message: Message) -> int | None:
    for custom_id in message.custom_ids():
        match = ACT.fullmatch(custom_id) or PICK.fullmatch(custom_id)
        if match:
            return int(match.group(2))
    return None


def actions_of(message: Message) -> list[tuple[str, str | None]]:
    """(custom_id, select value or None) for every action a prompt message offers."""
    found: list[tuple[str, str | None]] = []
    from tests.e2e.fake_discord.state import walk_components

    for component in walk_components(message.components):
        custom_id = str(component.get("custom_id", ""))
        if ACT.fullmatch(custom_id):
            found.append((custom_id, None))
        elif PICK.fullmatch(custom_id):
            found.extend((custom_id, str(option["value"])) for option in component.get("options", []))
    return found


async def open_hand(fake: FakeDiscord, user: Any, board: Message, game_id: int) -> Message:
    """Click "Show my hand" on a board post; returns the ephemeral prompt."""
    click = await fake.click(user, board, f"sm:h:{game_id}")
    await finished(fake, click)
    original = fake.original_response(click)
    assert original is not None and original.ephemeral
    return original


def latest_board(fake: FakeDiscord, channel_id: int, game_id: int) -> Message:
    boards = [m for m in fake.messages_in(channel_id) if f"sm:h:{game_id}" in m.custom_ids()]
    assert boards, "no board post yet"
    return boards[-1]


async def posted_board(fake: FakeDiscord, channel_id: int, game_id: int) -> Message:
    """The latest board post of the game, waiting for the first one: a player may be prompted (a DM, an ephemeral
    reply) before the outbox has posted the board."""
    await fake.wait_for_message(channel_id, lambda m: f"sm:h:{game_id}" in m.custom_ids())
    return latest_board(fake, channel_id, game_id)


async def click_action(fake: FakeDiscord, user: Any, prompt: Message, number: int = 0) -> Interaction:
    """Click the prompt's action number `number` (button or select option); waits until the bot has answered."""
    custom_id, value = actions_of(prompt)[number]
    click = await fake.click(user, prompt, custom_id, values=None if value is None else [value])
    await finished(fake, click)
    return click


async def play(fake: FakeDiscord, user: Any, prompt: Message, rand: random.Random) -> Interaction:
    """Pick one of the prompt's actions at random and click it; waits until the bot has answered."""
    custom_id, value = rand.choice(actions_of(prompt))
    click = await fake.click(user, prompt, custom_id, values=None if value is None else [value])
    await finished(fake, click)
    return click


async def play_to_end(
    fake: FakeDiscord, client: Any, game_id: int, channel_id: int, rand: random.Random, *, max_moves: int = 300
) -> int:
    """Every acting human plays random actions through their prompts until the game is over; returns the moves.

    A player uses the prompt they last clicked (the bot edits it into the next one), else the DM turn notice if it
    is current, else "Show my hand" on the latest board post."""
    prompts: dict[int, int] = {}
    moves = 0
    while moves < max_moves:
        public = await client.service.view(game_id, None)
        if public.status != "active":
            return moves
        seats = {s.seat: s for s in public.seats}
        user_id = next(seats[a].user_id for a in public.acting if seats[a].kind == "human")
        prompt = fake.message(prompts[user_id]) if user_id in prompts else None
        if prompt is None or prompt_seq(prompt) != public.seq:
            current = [m for m in fake.dms_to(user_id) if prompt_seq(m) == public.seq]
            if current:
                prompt = current[-1]
            else:
                prompt = await open_hand(fake, user_id, await posted_board(fake, channel_id, game_id), game_id)
        assert prompt_seq(prompt) == public.seq, "the prompt must carry the current seq"
        await play(fake, user_id, prompt, rand)
        prompts[user_id] = prompt.id
        moves += 1
    raise AssertionError(f"game {game_id} did not end within {max_moves} moves")
