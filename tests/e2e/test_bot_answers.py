"""What the bot answers a move and a refused move, through the real client against the fake Discord.

- `/offer` against AI seats, answered in the same step: the offerer is told their own move, not a move that followed.
- `/move` with a label typed out follows the documented refusal order (docs/decisions/service.md): a paused game
  says it is paused (with the moderator's reason), someone not seated hears that, before "not your turn".
- `/mod pause reason:` shows the reason on the board post (and in `/game status` and a player's prompt) while the game
  is paused.
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from rules.registry import registry
from rules.starfarers.state import TRADE, State
from rules.starfarers.testing import arrange
from tests.e2e.bot_play import finished, latest_board, open_game
from tests.e2e.conftest import SpacePort, Starmail
from tests.e2e.fake_discord import FakeDiscord, Interaction
from tests.e2e.posts import call_line, post_texts
from tests.e2e.test_bot_mod import mod

pytestmark = pytest.mark.skipif(
    not {"hanse", "starfarers"} <= set(registry.ids()), reason="Hanse and Starfarers are needed"
)

REASON = "Back on Monday, the server moves"


def answers(fake: FakeDiscord, interaction: Interaction) -> str:
    """Everything the bot sent in answer to `interaction`, as readable text."""
    mine = [r for r in fake.requests if r.params.get("interaction_token") == interaction.token]
    return " ".join(json.dumps(r.json, ensure_ascii=False) for r in mine)


def last_answer(answer: Any) -> str:
    """The text of an answer that is a plain sentence (a refusal)."""
    body = answer.json.get("data", answer.json) if answer.route.endswith("/callback") else answer.json
    return str(body.get("content") or "")


async def test_an_offer_the_ai_declines_at_once_answers_with_the_offer(
    space_port: SpacePort, starmail: Starmail
) -> None:
    fake, sp = space_port.fake, space_port
    game = registry.get("starfarers")
    async with fake.run(starmail.client()) as client:
        game_id = await open_game(fake, sp.alice, ["ai", "ai"], sp, "starfarers")
        channel = fake.channel_named(sp.guild, f"starfarers-{game_id:04d}")
        # Alice's trade phase, with ore to give (the scenario tests' way: the stored state arranged)
        record = await client.store.get_game(game_id)
        state: State = game.decode(record.state)
        alice = state.seats.index(next(s.seat for s in record.seats if s.user_id == sp.alice.id))
        state = arrange(state, hands={alice: {"ore": 2}}, active=alice, start=alice, phase=TRADE)
        await client.store.update_game(game_id, record.version, {"state": game.encode(state)})
        client.service._tables.evict(game_id)
        before = (await client.service.view(game_id, None)).seq
        offer = await fake.slash(sp.alice, sp.guild, channel, "offer", {"give": "ore", "want": "food"})
        await finished(fake, offer)
        log = [r for r in await client.store.read_log(game_id) if r.kind == "move" and r.seq > before]
    # the same step went on after her offer (the others' answers, and what followed for her seat without her); she
    # is told the move she made, whatever came after it
    assert [r.action["type"] for r in log if r.user_id == sp.alice.id][-1] == "offer_send"
    assert [r for r in log if r.user_id != sp.alice.id], "nothing followed the offer in the same step"
    said = answers(fake, offer)
    assert "You played: Send the offer." in said and said.count("You played:") == 1


async def test_a_typed_move_is_refused_in_the_documented_order(space_port: SpacePort, starmail: Starmail) -> None:
    fake, sp = space_port.fake, space_port
    async with fake.run(starmail.client()) as client:
        game_id = await open_game(fake, sp.alice, [sp.bob], sp, "hanse")
        channel = fake.channel_named(sp.guild, f"hanse-{game_id:04d}")
        waits = [u for u in (sp.alice, sp.bob) if not (await client.service.view(game_id, u.id)).choices]
        assert len(waits) == 1
        waiting = waits[0]
        typed = {"action": "end the turn", "game": game_id}
        # someone who only watches: not a player, whatever they typed
        watcher = await finished(fake, await fake.slash(sp.carol, sp.guild, channel, "move", typed))
        # a player whose turn it is not
        early = await finished(fake, await fake.slash(waiting, sp.guild, channel, "move", typed))
        # a paused game: paused, with the moderator's reason, for players and watchers alike
        assert await mod(fake, sp.alice, sp, channel, "pause", reason=REASON) == "The game is paused."
        paused = await finished(fake, await fake.slash(waiting, sp.guild, channel, "move", typed))
        watching = await finished(fake, await fake.slash(sp.carol, sp.guild, channel, "move", typed))
    assert last_answer(watcher) == "You are not seated in this game."
    assert last_answer(early) == "It is not your turn."
    assert last_answer(paused) == last_answer(watching) == f"This game is paused: {REASON}."


async def test_the_pause_reason_is_on_the_board_while_the_game_is_paused(
    space_port: SpacePort, starmail: Starmail
) -> None:
    fake, sp = space_port.fake, space_port
    async with fake.run(starmail.client()) as client:
        game_id = await open_game(fake, sp.alice, [sp.bob], sp, "hanse")
        channel = fake.channel_named(sp.guild, f"hanse-{game_id:04d}")
        assert await mod(fake, sp.alice, sp, channel, "pause", reason=REASON) == "The game is paused."
        paused_board = latest_board(fake, channel.id, game_id)
        status = await finished(fake, await fake.slash(sp.bob, sp.guild, channel, "game status", {"game": game_id}))
        hand = await finished(fake, await fake.slash(sp.bob, sp.guild, channel, "hand", {"game": game_id}))
        assert await mod(fake, sp.alice, sp, channel, "resume") == "The game continues."
        resumed_board = latest_board(fake, channel.id, game_id)
        assert (await client.service.view(game_id, None)).status == "active"
    assert call_line(paused_board) == f"Paused by a moderator: {REASON}."
    assert f"Paused by a moderator: {REASON}." in json.dumps(status.json, ensure_ascii=False)
    assert f"Paused by a moderator: {REASON}." in json.dumps(hand.json, ensure_ascii=False)  # a player's own prompt
    assert resumed_board.id != paused_board.id and REASON not in " ".join(post_texts(resumed_board))
