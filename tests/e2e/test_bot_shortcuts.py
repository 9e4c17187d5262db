"""A Hanse flight to a far place as one choice in Discord, as at the terminal: the prompt's select offers it with
what it does underneath; a click plays its single steps, one logged move each, and the mover's prompt says what
they played."""

from __future__ import annotations

import asyncio
import re
from typing import Any

from tests.e2e.bot_play import (
    EDIT_ORIGINAL,
    FOLLOWUP,
    actions_of,
    click_action,
    finished,
    latest_board,
    open_game,
    open_hand,
    prompt_seq,
)
from tests.e2e.conftest import SpacePort, Starmail
from tests.e2e.fake_discord.state import walk_components

FAR = re.compile(r"Fly to .+ \(\d+ steps, \d+ energy\)$")


def options(prompt: Any) -> list[tuple[str, dict[str, Any]]]:
    """(select custom_id, option) for every option of the prompt's selects."""
    return [
        (str(component["custom_id"]), option)
        for component in walk_components(prompt.components)
        for option in component.get("options", [])
    ]


async def test_a_far_flight_is_one_select_option_played_as_single_logged_steps(
    space_port: SpacePort, starmail: Starmail
) -> None:
    fake, sp = space_port.fake, space_port
    async with fake.run(starmail.client()) as client:
        game_id = await open_game(fake, sp.alice, ["ai"], sp, "hanse")
        channel = fake.channel_named(sp.guild, f"hanse-{game_id:04d}")
        for _ in range(12):
            public = await client.service.view(game_id, None)
            prompt = await open_hand(fake, sp.alice.id, latest_board(fake, channel.id, game_id), game_id)
            assert prompt_seq(prompt) == public.seq
            far = [(cid, o) for cid, o in options(prompt) if FAR.match(o["label"])]
            if far:
                break
            await click_action(fake, sp.alice.id, prompt)
        else:
            raise AssertionError("no far flight was offered")
        custom_id, option = far[0]
        assert option["description"].startswith("The cheapest way there, flown one step at a time")
        steps = int(re.search(r"\((\d+) steps", option["label"])[1])  # type: ignore[index]
        before = len(await client.store.read_log(game_id))

        click = await fake.click(sp.alice.id, prompt, custom_id, values=[option["value"]])
        await finished(fake, click)

        rows = [r for r in (await client.store.read_log(game_id))[before:] if r.kind == "move"]
        assert [r.action["type"] for r in rows[:steps] if r.action] == ["step"] * steps
        assert {r.user_id for r in rows[:steps]} == {sp.alice.id}
        answer = fake.original_response(click)
        assert answer is not None
        said = " ".join([answer.content, *(str(e.get("description", "")) for e in answer.embeds)])
        assert f"You played: {option['label']}." in said


async def test_clicking_a_move_five_times_at_once_plays_it_once_and_answers_once(
    space_port: SpacePort, starmail: Starmail
) -> None:
    fake, sp = space_port.fake, space_port
    async with fake.run(starmail.client()) as client:
        game_id = await open_game(fake, sp.alice, [sp.bob], sp, "hanse")
        channel = fake.channel_named(sp.guild, f"hanse-{game_id:04d}")
        public = await client.service.view(game_id, None)
        seats = {s.seat: s.user_id for s in public.seats}
        player = seats[public.acting[0]]
        prompt = await open_hand(fake, player, latest_board(fake, channel.id, game_id), game_id)
        custom_id, value = actions_of(prompt)[0]
        before = len(await client.store.read_log(game_id))
        clicks = await asyncio.gather(
            *(fake.click(player, prompt, custom_id, values=None if value is None else [value]) for _ in range(5))
        )
        for click in clicks:
            await fake.wait_for_callback(click)  # every click is acknowledged
        tokens = {c.token for c in clicks}
        await fake.wait_for(
            lambda r: r.params.get("interaction_token") in tokens and r.route in (EDIT_ORIGINAL, FOLLOWUP)
        )
        moves = [r for r in (await client.store.read_log(game_id))[before:] if r.kind == "move" and r.user_id == player]
    said = {r.params["interaction_token"] for r in fake.requests if r.route in (EDIT_ORIGINAL, FOLLOWUP)}
    assert len(moves) == 1
    assert len(said & tokens) == 1  # one answer, not five
