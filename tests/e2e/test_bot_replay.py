"""/game replay through the real discord.py client against the fake Discord: a running game's timelapse and a
finished one's, each an animated picture for the caller alone, every frame drawn from a public view."""

from __future__ import annotations

import io
import random
import re
from collections.abc import Iterator
from typing import Any

import pytest
from PIL import Image

import render.animation
from tests.e2e.bot_play import finished, open_game, play_to_end
from tests.e2e.conftest import SpacePort, Starmail
from tests.e2e.english import SEAT_ID, internal_ids
from tests.e2e.leaks import audience


@pytest.fixture
def drawn(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[dict[str, Any]]]:
    """Every view the timelapse hands to the board renderer."""
    real = render.animation.board_picture
    views: list[dict[str, Any]] = []

    def spy(view: Any, names: Any = None, locale: str = "en") -> Any:
        views.append(view)
        return real(view, names, locale)

    monkeypatch.setattr(render.animation, "board_picture", spy)
    yield views


@pytest.fixture
def captions(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[str]]:
    """Every caption the timelapse puts under a frame."""
    real = render.animation.animate
    said: list[str] = []

    def spy(frames: Any, told: Any, **kwargs: Any) -> Any:
        said.extend(told)
        return real(frames, told, **kwargs)

    monkeypatch.setattr(render.animation, "animate", spy)
    yield said


async def replay_of(fake: Any, sp: SpacePort, user: Any, channel: Any, game_id: int) -> tuple[Any, Image.Image]:
    asked = await fake.slash(user, sp.guild, channel, "game replay", {"game": game_id})
    reply = await finished(fake, asked)
    assert reply.files, reply.json
    (upload,) = reply.files
    return reply, Image.open(io.BytesIO(upload.data))


@pytest.mark.parametrize("game", ["hanse", "andromeda"])
async def test_a_timelapse_while_the_game_runs_and_after_it(
    space_port: SpacePort, starmail: Starmail, drawn: list[dict[str, Any]], captions: list[str], game: str
) -> None:
    fake, sp = space_port.fake, space_port
    players = [sp.alice, sp.bob] + ([sp.carol] if game == "andromeda" else [])
    async with fake.run(starmail.client()) as client:
        game_id = await open_game(fake, sp.alice, players[1:], sp, game, {"round_cap": 1})
        channel = fake.channel_named(sp.guild, f"{game}-{game_id:04d}")
        running, picture = await replay_of(fake, sp, sp.bob, channel, game_id)
        assert audience(fake, running) == "ephemeral" and picture.n_frames >= 1
        await play_to_end(fake, client, game_id, channel.id, random.Random(4))
        over, whole = await replay_of(fake, sp, sp.alice, channel, game_id)
        hidden = await client.service.turn_frames(game_id)
    assert audience(fake, over) == "ephemeral"
    assert whole.n_frames >= 3 and whole.n_frames >= picture.n_frames
    (upload,) = over.files
    assert upload.filename.endswith((".webp", ".gif")) and upload.description.startswith("Timelapse of ")
    assert drawn and all("you" not in view and "private" not in view for view in drawn)
    _, frames = hidden
    public = [
        frame.view for frame in frames
    ]  # each the game's view(state, None) at a move (tests/game/test_timelapse.py)
    assert all(view in public for view in drawn)  # the running game's frames too: a prefix of the whole
    # every caption tells public events in words: no card instance id, internal id or seat id
    ids = internal_ids([game])
    assert captions and len(captions) == len(drawn)
    for caption in captions:
        tokens = {t.strip(".:,;/-") for t in re.findall(r"[\w:#./-]+", caption)}
        assert not ids & tokens and not SEAT_ID.findall(caption) and f"{game}:" not in caption, caption


@pytest.mark.parametrize("game", ["hanse", "andromeda"])
async def test_every_hand_is_shown_once_the_game_is_over_and_never_before(
    space_port: SpacePort, starmail: Starmail, game: str
) -> None:
    fake, sp = space_port.fake, space_port
    others = [sp.bob] + ([sp.carol] if game == "andromeda" else [])
    async with fake.run(starmail.client()) as client:
        game_id = await open_game(fake, sp.alice, others, sp, game, {"round_cap": 1})
        channel = fake.channel_named(sp.guild, f"{game}-{game_id:04d}")
        early = await fake.slash(sp.bob, sp.guild, channel, "game hands", {"game": game_id})
        refused = await finished(fake, early)
        await play_to_end(fake, client, game_id, channel.id, random.Random(6), max_moves=3000)
        asked = await fake.slash(sp.bob, sp.guild, channel, "game hands", {"game": game_id, "turn": 2})
        shown = await finished(fake, asked)
        _, opened = await client.service.open_hands(game_id, 2)
        answer = fake.original_response(asked)
        assert answer is not None and sorted(answer.custom_ids()) == [f"sm:t:{game_id}:1", f"sm:t:{game_id}:3"]
        turned = await fake.click(sp.bob, answer, f"sm:t:{game_id}:3")
        await finished(fake, turned)
        paged = fake.message(answer)
        _, third = await client.service.open_hands(game_id, 3)
    body = refused.json.get("data", refused.json) if refused.route.endswith("/callback") else refused.json
    assert body["content"] == "Every hand is shown once the game is over." and not refused.files
    assert audience(fake, shown) == "ephemeral"
    assert shown.json["content"].startswith(f"Turn 2 of {opened.turns} (move {opened.frame.seq}), with every hand")
    names = [f.filename for f in shown.files]
    assert names[0].endswith("-turn-2.png") and sorted(names[1:]) == sorted(
        f"{game}-{game_id:04d}-turn-2-{seat}.png" for seat in opened.hands
    )
    assert paged.content.startswith(f"Turn 3 of {third.turns} (move {third.frame.seq}), with every hand")
    assert sorted(a.filename for a in paged.attachments) == sorted(
        [f"{game}-{game_id:04d}-turn-3.png", *(f"{game}-{game_id:04d}-turn-3-{seat}.png" for seat in third.hands)]
    )
    descriptions = [f.description or "" for f in shown.files[1:]]
    assert any("alice" in d for d in descriptions) and any("bob" in d for d in descriptions)  # each seat's hand


@pytest.mark.parametrize("game", ["hanse", "andromeda"])
async def test_the_luck_report_of_a_finished_game_is_a_chart_and_sentences_from_public_draws(
    space_port: SpacePort, starmail: Starmail, game: str
) -> None:
    fake, sp = space_port.fake, space_port
    players = [sp.alice, sp.bob] + ([sp.carol] if game == "andromeda" else [])
    options = {"round_cap": 2} if game == "hanse" else {"round_cap": 1}
    async with fake.run(starmail.client()) as client:
        game_id = await open_game(fake, sp.alice, players[1:], sp, game, options)
        channel = fake.channel_named(sp.guild, f"{game}-{game_id:04d}")
        await play_to_end(fake, client, game_id, channel.id, random.Random(9), max_moves=3000)
        asked = await fake.slash(sp.bob, sp.guild, channel, "game luck", {"game": game_id})
        reply = await finished(fake, asked)
        _, report = await client.service.luck(game_id)
        record = await client.store.get_game(game_id)
    assert record is not None
    holders = {s.seat: s.user_id for s in record.seats}
    assert audience(fake, reply) == "ephemeral"
    (upload,) = reply.files
    assert upload.filename == f"{game}-{game_id:04d}-luck.png"
    with Image.open(io.BytesIO(upload.data)) as chart:
        assert chart.size == (1100, 620)
    text = reply.json["content"]
    if not any(luck.draws for luck in report.seats):
        assert text == "No dice or blind draws yet: there is no luck to report."
    for luck in report.seats:
        if luck.draws:
            assert f"<@{holders[luck.seat]}>: {luck.draws} draw" in text
        elif any(other.draws for other in report.seats):
            assert f"<@{holders[luck.seat]}>: no dice or blind draws." in text
    assert upload.description.startswith(("alice", "bob", "carol", "No dice"))  # names, not mentions, in the alt
