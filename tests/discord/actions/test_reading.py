"""Reading (bot/discord/actions/reading.py): /game status, list, log, verify, hands, replay, luck, /stats, the rules
summary and the game-number autocomplete. Every answer is the caller's alone; what a running game shows is its public
view, and every hand is shown only once the game is over."""

from __future__ import annotations

import discord

from bot.discord.actions.reading import ReadingActions
from tests.discord.actions.actors import actions, in_dm, in_lobby
from tests.discord.actions.interaction import Answer, FakeInteraction
from tests.discord.delivery.world import World
from tests.e2e.leaks import hidden_ids

TITLE = "Perry Rhodan: The Cosmic Hansa"
WHEN = "<t:1800000000:R>"  # the service's clock (tests/game/clocked.py START)


def private_answer(click: FakeInteraction) -> Answer:
    """The one private follow-up of a private deferral."""
    assert [a.how for a in click.answers] == ["defer", "followup"]
    assert click.answers[0].kwargs["ephemeral"] and click.answers[1].ephemeral
    return click.answers[1]


async def test_status_shows_the_public_board_privately(world: World) -> None:
    game_id = await world.hanse()
    click = await in_lobby(world, world.port.carol.id)

    await actions(world, ReadingActions).status(click.real(), None)

    answer = private_answer(click)
    assert answer.embed.title == f"{TITLE} · hanse-{game_id:04} · move 0"
    assert answer.embed.description == f"Next: <@{world.port.alice.id}>"
    assert answer.kwargs["file"].filename == f"hanse-{game_id:04}-move-0.png"
    hidden = await hidden_ids(world.store, game_id)
    said = str(answer.embed.to_dict()) + answer.kwargs["file"].description
    assert hidden.public and not [i for i in hidden.public if i in said]


async def test_list_shows_the_running_games_and_the_finished_ones(world: World) -> None:
    reading = actions(world, ReadingActions)
    alice, bob = world.port.alice.id, world.port.bob.id
    await reading.list_games((empty := await in_lobby(world, alice)).real(), False)
    await reading.list_games((none_over := await in_lobby(world, alice)).real(), True)
    game_id = await world.hanse()
    await reading.list_games((running := await in_lobby(world, alice)).real(), False)
    await world.service.end(game_id, alice, moderator=True)
    await reading.list_games((over := await in_lobby(world, alice)).real(), True)

    assert empty.said == [("send", "No games are running here; open one with /game new.")]
    assert none_over.said == [("send", "No finished games here yet.")]
    players = f"<@{alice}>, <@{bob}>"
    where = f"<#{world.port.lobby.id}>"
    assert running.answers[0].embed.title == "Running games"
    assert running.said == [("send", f"**#{game_id}** {TITLE} · running in {where} · {players} · {WHEN}")]
    assert over.answers[0].embed.title == "Finished games"
    assert over.said == [("send", f"**#{game_id}** {TITLE} · ended early in {where} · {players} · {WHEN}")]
    assert all(c.answers[0].ephemeral for c in (empty, none_over, running, over))


async def test_the_log_tells_what_happened_as_the_caller_may_see_it(world: World) -> None:
    reading = actions(world, ReadingActions)
    alice = world.port.alice.id
    game_id = await world.hanse()
    await reading.game_log((before := await in_lobby(world, alice)).real(), None)
    view = await world.service.view(game_id, alice)
    await world.service.act_index(game_id, alice, 0, view.seq)

    await reading.game_log((after := await in_lobby(world, alice)).real(), None)

    assert private_answer(before).embed.title == f"Game #{game_id}: log"
    assert private_answer(before).embed.description == "Nothing has happened yet."
    assert private_answer(after).embed.description == (
        f"`   1` <@{alice}> starts first; the other player picks the start planet."
    )


async def test_what_only_a_finished_game_shows_is_refused_while_it_runs(world: World) -> None:
    reading = actions(world, ReadingActions)
    game_id = await world.hanse()

    await reading.verify((verify := await in_lobby(world, world.port.alice.id)).real(), game_id)
    await reading.hands((hands := await in_lobby(world, world.port.alice.id)).real(), game_id, 1)

    assert private_answer(verify).content == "The seed is revealed when the game ends; verify it then."
    assert private_answer(hands).content == "Every hand is shown once the game is over."


async def test_a_finished_game_is_verified_and_shows_every_hand(world: World) -> None:
    reading = actions(world, ReadingActions)
    alice = world.port.alice.id
    game_id = await world.hanse()
    await world.service.end(game_id, alice, moderator=True)

    await reading.verify((verify := await in_lobby(world, alice)).real(), game_id)
    await reading.hands((hands := await in_lobby(world, alice)).real(), None, 1)
    await reading.hands_page((page := await in_lobby(world, alice)).real(), game_id, 1)

    assert private_answer(verify).content == (
        f"Game {game_id}: replaying 0 moves from the seed gives the stored state. 0 of them used dice, shuffles or "
        "reveals. All 0 logged events match. The seed matches the SHA-256 announced at the start "
        "(40510175845988f13f6162ed8526f0b09f73384467fa855e1e79b44a56562a58)."
    )
    shown = private_answer(hands)
    assert shown.content == "Turn 1 of 1 (move 0), with every hand: the game is over, so all may be seen."
    code = f"hanse-{game_id:04}"
    assert [f.filename for f in shown.kwargs["files"]] == [
        f"{code}-turn-1.png",
        f"{code}-turn-1-p1.png",
        f"{code}-turn-1-p2.png",
    ]
    buttons = [(c.item.custom_id, c.item.label, c.item.disabled) for c in shown.kwargs["view"].children]
    assert buttons == [(f"sm:t:{game_id}:1", "◀ Turn 1", True), (f"sm:t:{game_id}:1", "Turn 1 ▶", True)]
    assert [a.how for a in page.answers] == ["defer", "edit_original"], "a page click edits the message clicked"
    assert [f.filename for f in page.answers[1].kwargs["attachments"]] == [f.filename for f in shown.kwargs["files"]]


async def test_replay_luck_and_stats_answer_privately(world: World) -> None:
    reading = actions(world, ReadingActions)
    alice, bob = world.port.alice.id, world.port.bob.id
    game_id = await world.hanse()
    await reading.server_stats((no_stats := await in_lobby(world, alice)).real())
    await reading.luck((luck := await in_lobby(world, alice)).real(), game_id)
    await world.service.end(game_id, alice, moderator=True)
    await reading.replay((replay := await in_lobby(world, alice)).real(), game_id)
    await reading.server_stats((stats := await in_lobby(world, alice)).real())
    await reading.server_stats((in_a_dm := in_dm(world, alice)).real())

    assert private_answer(no_stats).content == "No finished games here yet."
    told = private_answer(luck)
    assert told.content == "No dice or blind draws yet: there is no luck to report."
    assert told.kwargs["file"].filename == f"hanse-{game_id:04}-luck.png"
    timelapse = private_answer(replay)
    assert timelapse.content == f"Timelapse of {TITLE}: the board after 1 turn."
    assert timelapse.kwargs["file"].filename == f"hanse-{game_id:04}-replay.webp"
    # ended without a ranking: no winner
    assert private_answer(stats).embed.description == (
        f"1 finished game:\n• {TITLE}: 1\n\n<@{alice}>: won 0 of 1; made no move\n<@{bob}>: won 0 of 1; made no move"
    )
    assert private_answer(in_a_dm).content == "Games are opened in a server channel."


async def test_the_rules_summary_opens_privately_and_turns_its_pages_in_place(world: World) -> None:
    reading = actions(world, ReadingActions)
    alice = world.port.alice.id
    await reading.rules_page((opened := await in_lobby(world, alice)).real(), "hanse", 0)
    turned = await in_lobby(world, alice, type=discord.InteractionType.component)
    await reading.rules_page(turned.real(), "hanse", 1)

    [first] = opened.answers
    assert first.how == "send" and first.ephemeral
    assert first.embed.title == f"{TITLE}: rules summary" and first.embed.footer.text == "Page 1 of 3"
    [second] = turned.answers
    assert second.how == "edit" and second.embed.footer.text == "Page 2 of 3"
    assert [c.item.custom_id for c in second.kwargs["view"].children] == ["sm:r:hanse:0", "sm:r:hanse:2"]


async def test_game_numbers_offer_the_running_games_the_callers_first(world: World) -> None:
    reading = actions(world, ReadingActions)
    alice, carol = world.port.alice.id, world.port.carol.id
    theirs = await world.hanse()
    mine = await world.hanse(host=carol)
    ended = await world.hanse(host=carol)
    await world.service.end(ended, carol, moderator=True)

    offered = await reading.game_numbers((await in_lobby(world, carol)).real(), "")
    typed = await reading.game_numbers((await in_lobby(world, alice)).real(), str(mine))

    assert [(c.name, c.value) for c in offered] == [
        (f"#{mine} {TITLE} · running (you play)", mine),
        (f"#{theirs} {TITLE} · running", theirs),
    ]
    assert [c.value for c in typed] == [mine]
