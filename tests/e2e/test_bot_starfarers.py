"""Starfarers of Catan through Discord, to the end, at three players and at four (one of them the AI).

The game is dealt by the bot; the test then arranges its first turn as the scenario tests do (spec §10 `rig`):
the first roll is a seven while Carol holds nine cards, the first shake brings the black ball and Zahn der Zeit,
and Alice and Bob carry four add-ons of two kinds. Through the bot's own surfaces: Carol discards on the seven
from her prompt (her DMs are closed); Alice offers Bob a card with `/offer` (and is told why a bad offer is
refused), Bob accepts from his prompt and Alice confirms; Bob answers her next offer with `/counter`, which she
takes; Alice and Bob each choose the add-on Zahn der Zeit takes. The round then runs out (`max_rounds` 1) with
every player ending their phases, and the game is over.
"""

from __future__ import annotations

import json
from dataclasses import replace
from typing import Any

import pytest

from bot.game.base.types import UserView
from rules.registry import registry
from rules.starfarers.state import ROLL, State
from rules.starfarers.testing import arrange
from tests.e2e.bot_play import actions_of, finished, latest_board, open_game, open_hand, prompt_seq
from tests.e2e.conftest import SpacePort, Starmail
from tests.e2e.fake_discord import FakeDiscord, Interaction, Message
from tests.e2e.test_bot_game import drawn_boards

pytestmark = pytest.mark.heavy  # whole games: run first (tests/conftest.py)

__all__ = ["drawn_boards"]

GAME = registry.get("starfarers")
# What a player who just wants the round over picks, first found first (the rest: the first choice offered).
HURRY = ("no_steal", "end_trade_build", "stop", "end_movement", "decline", "withdraw", "offer_drop")


async def rigged(client: Any, game_id: int, users: dict[str, int]) -> dict[str, int]:
    """Arrange the first turn (module docstring) in the stored game; the seat index of each named user."""
    record = await client.store.get_game(game_id)
    state: State = GAME.decode(record.state)
    index = {
        name: state.seats.index(next(s.seat for s in record.seats if s.user_id == user)) for name, user in users.items()
    }
    a, b, c = index["alice"], index["bob"], index["carol"]
    hands = {a: {"ore": 2, "fuel": 1}, b: {"food": 2, "goods": 1}, c: {"carbon": 3, "food": 3, "goods": 3}}
    state = arrange(state, hands=hands, active=a, start=a, phase=ROLL)
    state = state.with_player(a, drives=2, guns=2, freight=0).with_player(b, drives=3, guns=0, freight=1)
    state = replace(state, rig_dice=((3, 4),), rig_shakes=(("black", "blue"),), rig_encounters=("enc31",))
    await client.store.update_game(game_id, record.version, {"state": GAME.encode(state)})
    client.service._tables.evict(game_id)
    return index


async def prompt_for(fake: FakeDiscord, user: int, channel_id: int, game_id: int, seq: int) -> Message:
    """The user's current prompt: the DM turn notice if it is current, else "Show my hand" on the board."""
    current = [m for m in fake.dms_to(user) if prompt_seq(m) == seq]
    if current:
        return current[-1]
    return await open_hand(fake, user, latest_board(fake, channel_id, game_id), game_id)


async def choose(fake: FakeDiscord, client: Any, user: int, channel: Any, game_id: int, want: dict[str, Any]) -> None:
    """`user` plays the choice that is exactly `want` from their prompt (a button, or the select of a long list)."""
    uv: UserView = await client.service.view(game_id, user)
    index = next(c.index for c in uv.choices if c.action == want and not c.steps)
    prompt = await prompt_for(fake, user, channel.id, game_id, uv.seq)
    offered = [(cid, value) for cid, value in actions_of(prompt) if _index(cid, value) == index]
    if offered:
        custom_id, value = offered[0]
        click = await fake.click(user, prompt, custom_id, values=None if value is None else [value])
    else:  # on a later page of the prompt: /move takes the same choice by its number
        click = await fake.slash(
            user, fake.world.guilds[channel.guild_id], channel, "move", {"action": f"{uv.seq}:{index}", "game": game_id}
        )
    await finished(fake, click)
    after = await client.service.view(game_id, None)
    assert after.seq > uv.seq, f"{want} was not played"


def _index(custom_id: str, value: str | None) -> int:
    return int((value if value is not None else custom_id).split(":")[-1])


async def hurry(fake: FakeDiscord, client: Any, user: int, channel: Any, game_id: int) -> None:
    uv: UserView = await client.service.view(game_id, user)
    singles = [c for c in uv.choices if not c.steps]
    pick = next((c for kind in HURRY for c in singles if c.action["type"] == kind), singles[0])
    await choose(fake, client, user, channel, game_id, pick.action)


def answers(fake: FakeDiscord, interaction: Interaction) -> str:
    """Everything the bot sent in answer to `interaction`, as readable text."""
    mine = [r for r in fake.requests if r.params.get("interaction_token") == interaction.token]
    return " ".join(json.dumps(r.json, ensure_ascii=False) for r in mine)


@pytest.mark.parametrize("players", [3, 4])
async def test_starfarers_runs_to_its_end_in_discord_with_a_trade_a_seven_and_zahn_der_zeit(
    players: int, space_port: SpacePort, starmail: Starmail, drawn_boards: list[dict[str, Any]]
) -> None:
    fake, sp = space_port.fake, space_port
    async with fake.run(starmail.client()) as client:
        others: list[Any] = [sp.bob, sp.carol] + (["ai"] if players == 4 else [])
        game_id = await open_game(fake, sp.alice, others, sp, "starfarers", {"max_rounds": 1})
        channel = fake.channel_named(sp.guild, f"starfarers-{game_id:04d}")
        users = {"alice": sp.alice.id, "bob": sp.bob.id, "carol": sp.carol.id}
        seat = await rigged(client, game_id, users)
        a, b, c = seat["alice"], seat["bob"], seat["carol"]
        record = await client.store.get_game(game_id)
        assert record is not None and record.state is not None
        seats = GAME.decode(record.state).seats

        # the seven: Carol, over the limit, discards half her nine cards, one at a time, from her prompt
        await choose(fake, client, sp.alice.id, channel, game_id, {"type": "roll"})
        public = await client.service.view(game_id, None)
        assert public.view is not None and public.view["public"]["discards"] == {seats[c]: {"owed": 4, "chosen": 0}}
        for _ in range(4):
            mine: UserView = await client.service.view(game_id, sp.carol.id)
            await choose(fake, client, sp.carol.id, channel, game_id, mine.choices[0].action)
        assert (await client.service.view(game_id, None)).view["public"]["players"][seats[c]]["cards"] == 5  # type: ignore[index]
        await hurry(fake, client, sp.alice.id, channel, game_id)  # no steal
        assert (await client.service.view(game_id, sp.alice.id)).requests == ("offer",)  # her prompt names /offer

        # a trade in one slash command: a bad one is refused and changes nothing, a good one is sent to Bob
        before = (await client.service.view(game_id, None)).seq
        typing = await fake.autocomplete(sp.alice, sp.guild, channel, "offer", {"give": "ore, "}, focused="give")
        offered = [c["value"] for c in await fake.wait_for_choices(typing)]
        assert offered and all(value.startswith("ore, ") for value in offered)
        bad = await fake.slash(sp.alice, sp.guild, channel, "offer", {"give": "gold", "want": "food"})
        await finished(fake, bad)
        assert "“gold” is not a resource" in answers(fake, bad)
        assert (await client.service.view(game_id, None)).seq == before
        start = (await client.service.view(game_id, sp.alice.id)).view["private"]["hand"]  # type: ignore[index]
        offer = await fake.slash(sp.alice, sp.guild, channel, "offer", {"give": "ore", "want": "food", "to": sp.bob})
        await finished(fake, offer)
        assert "You played: Send the offer." in answers(fake, offer)
        public = await client.service.view(game_id, None)
        assert public.view["public"]["offer"]["to"] == seats[b]  # type: ignore[index]
        assert set(public.acting) == {seats[a], seats[b]}  # Bob answers; Alice may withdraw meanwhile
        await choose(fake, client, sp.bob.id, channel, game_id, {"type": "accept"})
        await choose(fake, client, sp.alice.id, channel, game_id, {"type": "confirm", "seat": seats[b]})
        traded = (await client.service.view(game_id, sp.alice.id)).view["private"]["hand"]  # type: ignore[index]
        assert {r: traded[r] - start[r] for r in traded} == {"ore": -1, "fuel": 0, "carbon": 0, "food": 1, "goods": 0}
        told = [
            json.dumps(r.json, ensure_ascii=False)
            for r in fake.requests
            if r.params.get("channel_id") == str(channel.id)
        ]
        assert any("offers" in text for text in told)

        # a counter-offer in one slash command: Alice offers to everyone, Bob asks for more, Alice takes it
        held = (await client.service.view(game_id, sp.alice.id)).view["private"]["hand"]  # type: ignore[index]
        offer = await fake.slash(sp.alice, sp.guild, channel, "offer", {"give": "fuel", "want": "goods"})
        await finished(fake, offer)
        counter = await fake.slash(sp.bob, sp.guild, channel, "counter", {"give": "goods", "want": "fuel, ore"})
        await finished(fake, counter)
        assert "You played: Send the counter-offer." in answers(fake, counter)
        await choose(fake, client, sp.carol.id, channel, game_id, {"type": "decline"})
        await choose(fake, client, sp.alice.id, channel, game_id, {"type": "confirm", "seat": seats[b]})
        hand = (await client.service.view(game_id, sp.alice.id)).view["private"]["hand"]  # type: ignore[index]
        assert {r: hand[r] - held[r] for r in hand} == {"ore": -1, "fuel": -1, "carbon": 0, "food": 0, "goods": 1}

        # Zahn der Zeit: Alice and Bob, four add-ons each, choose at once which one they lose
        await choose(fake, client, sp.alice.id, channel, game_id, {"type": "end_trade_build"})
        await choose(fake, client, sp.alice.id, channel, game_id, {"type": "shake"})
        public = await client.service.view(game_id, None)
        assert public.view["public"]["zahn"] == {seats[a]: "choosing", seats[b]: "choosing"}  # type: ignore[index]
        await choose(fake, client, sp.bob.id, channel, game_id, {"type": "choose_addon", "addon": "freight_ring"})
        await choose(fake, client, sp.alice.id, channel, game_id, {"type": "choose_addon", "addon": "gun"})
        ships = (await client.service.view(game_id, None)).view["public"]["players"]  # type: ignore[index]
        assert (ships[seats[a]]["drives"], ships[seats[a]]["guns"]) == (2, 1)
        assert (ships[seats[b]]["drives"], ships[seats[b]]["freight"]) == (3, 0)

        # the rest of the round: every human ends their phases; the AI plays its own turn
        for _ in range(200):
            public = await client.service.view(game_id, None)
            if public.status != "active":
                break
            holders = {s.seat: s for s in public.seats}
            human = next(holders[s].user_id for s in public.acting if holders[s].kind == "human")
            assert human is not None
            await hurry(fake, client, human, channel, game_id)
        final = await client.service.view(game_id, None)
    assert final.status == "over" and final.result is not None
    assert sorted(s for group in final.result.ranking for s in group) == sorted(seats)
    assert drawn_boards and all("private" not in v and "you" not in v for v in drawn_boards)
    assert not [v for v in drawn_boards if "res_" in json.dumps(v)]  # no card of a hand or the deck on a board
