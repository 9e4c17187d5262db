"""/turns: every game waiting for the caller, across servers, nearest deadline first, with links to the boards; and
the commands a user may install for themselves say so to Discord."""

from __future__ import annotations

import time

from tests.e2e.bot_play import finished, open_game
from tests.e2e.conftest import SpacePort, Starmail
from tests.e2e.test_bot_commands import answer_body


async def test_turns_lists_the_games_waiting_for_the_caller_nearest_deadline_first(
    space_port: SpacePort, starmail: Starmail
) -> None:
    fake, sp = space_port.fake, space_port
    async with fake.run(starmail.client()) as client:
        games = [await open_game(fake, sp.alice, [sp.bob], sp, "hanse") for _ in range(3)]
        waiting = []
        for game_id in games:
            uv = await client.service.view(game_id, sp.alice.id)
            if uv.choices:
                waiting.append(game_id)
        if waiting:  # a deadline on the last one waiting puts it first
            await client.service.set_deadline(waiting[-1], sp.alice.id, time.time() + 5 * 3600, moderator=True)
        asked = await fake.slash(sp.alice, sp.guild, sp.lobby, "turns")
        await finished(fake, asked)
        records = {g: await client.store.discord_game(g) for g in games}
    body = answer_body(fake, asked)
    assert body["flags"] & 64
    if not waiting:
        assert body["content"] == "No game is waiting for you."
        return
    embed = body["embeds"][0]
    lines = embed["description"].splitlines()
    assert embed["title"] == (f"{len(waiting)} games wait for you" if len(waiting) > 1 else "1 game waits for you")
    expected = [waiting[-1], *waiting[:-1]]
    for line, game_id in zip(lines, expected, strict=True):
        found = records[game_id]
        assert found is not None
        assert f"· hanse-{game_id:04d}]({found.data['jump']})" in line
    assert ", due <t:" in lines[0] and all("due" not in line for line in lines[1:])


async def test_the_commands_for_anywhere_are_installable_by_users_and_usable_in_dms(
    space_port: SpacePort, starmail: Starmail
) -> None:
    fake = space_port.fake
    async with fake.run(starmail.client()):
        pass
    commands = {c["name"]: c for scope in fake.world.commands.values() for c in scope}
    for name in ("turns", "hand", "away", "back"):
        assert sorted(commands[name]["integration_types"]) == [0, 1], name  # server and user installs
        assert sorted(commands[name]["contexts"]) == [0, 1, 2], name  # servers, the bot's DMs, other DMs
    assert commands["game"].get("integration_types") in (None, [0])  # games are opened in servers
