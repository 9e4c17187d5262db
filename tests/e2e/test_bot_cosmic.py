"""Cosmic Encounter through Discord, to the end (a turn limit), at three players and at six (three of them the AI).

The game is dealt by the bot after the colour picks; the test then arranges the first challenge in the stored game as
the scenario tests do (spec §10 `arrange`, `rig_draws`): the destiny card names the defense, the offense holds a
Plague and compromises, the defense compromises, and a third player a Veto. Through the bot's own surfaces: the
offense declares Plague on the third player in the opening window and the third player answers with a Veto in the
response round (Carol's DMs are closed: she plays from "Show my hand"); a standing order (/orders) passes for
Bob in every later response round; both main players reveal compromises and deal: the offense proposes with
/deal propose (a bad proposal is refused and changes nothing), the defense accepts from his prompt. Then every human
hurries through the rest until the turn limit ends the game. No board view holds a card id of a hand or a deck.
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from bot.game.base.types import UserView
from rules.cosmic.components import kind_of
from rules.cosmic.state import State
from rules.cosmic.testing import arrange, rig_draws
from rules.registry import registry
from tests.e2e.bot_play import finished, open_game
from tests.e2e.conftest import SpacePort, Starmail
from tests.e2e.test_bot_game import drawn_boards
from tests.e2e.test_bot_starfarers import answers, choose

pytestmark = pytest.mark.heavy  # whole games: run first (tests/conftest.py)

__all__ = ["drawn_boards"]

GAME = registry.get("cosmic")
# What a player who just wants the game over picks, first found first (the rest: the first choice offered).
HURRY = ("pass", "decline", "done", "end_turn", "deal_abandon", "accept_destiny", "redraw", "place_origin")


async def rigged(client: Any, game_id: int) -> tuple[dict[str, int], tuple[str, ...]]:
    """Arrange the first challenge (module docstring): the offense is the seat that starts, the defense the next one,
    the third player the one after. Returns each role's user and the seats."""
    record = await client.store.get_game(game_id)
    state: State = GAME.decode(record.state)
    o = state.offense
    d, t = (o + 1) % 3, (o + 2) % 3
    hands = {
        o: ["compromise", "compromise", "edict_plague"],
        d: ["compromise", "compromise", "attack_6"],
        t: ["edict_veto", "attack_8", "attack_10"],
    }
    state = rig_draws(arrange(state, hands=hands), "destiny", (f"destiny_{state.colours[d]}_1",))
    await client.store.update_game(game_id, record.version, {"state": GAME.encode(state)})
    client.service._tables.evict(game_id)
    user = {state.seats.index(s.seat): s.user_id for s in record.seats}
    return {"offense": user[o], "defense": user[d], "third": user[t]}, state.seats


async def passing(client: Any, fake: Any, channel: Any, game_id: int) -> None:
    """Every human still asked in the window round open now passes; a round that follows (asking anyone anew) and
    every other step are left alone."""
    asked: set[str] | None = None
    while True:
        public = await client.service.view(game_id, None)
        if public.view is None or public.view["public"]["decision"] != "round":
            return
        waiting = set(public.view["public"]["window"]["waiting"])
        if asked is not None and not waiting < asked:
            return  # a new round asks again
        asked = waiting
        holders = {s.seat: s for s in public.seats}
        humans = [holders[s].user_id for s in public.acting if holders[s].kind == "human"]
        if not humans or humans[0] is None:
            return
        await choose(fake, client, humans[0], channel, game_id, {"type": "pass"})


async def hurry(fake: Any, client: Any, user: int, channel: Any, game_id: int) -> None:
    uv: UserView = await client.service.view(game_id, user)
    singles = [c for c in uv.choices if not c.steps]
    pick = next((c for kind in HURRY for c in singles if c.action["type"] == kind), singles[0])
    await choose(fake, client, user, channel, game_id, pick.action)


async def until(client: Any, fake: Any, channel: Any, game_id: int, decision: str) -> None:
    """Everyone passes through the windows until the step `decision` is due."""
    for _ in range(60):
        public = await client.service.view(game_id, None)
        assert public.view is not None
        if public.view["public"]["decision"] == decision:
            return
        await passing(client, fake, channel, game_id)
        public = await client.service.view(game_id, None)
        assert public.view is not None
        if public.view["public"]["decision"] not in ("round", decision):
            holders = {s.seat: s for s in public.seats}
            human = next(holders[s].user_id for s in public.acting if holders[s].kind == "human")
            assert human is not None
            await hurry(fake, client, human, channel, game_id)
    raise AssertionError(f"{decision} never came")


async def pick_colours(client: Any, fake: Any, channel: Any, game_id: int) -> None:
    """The colour picks, in table order (an AI seat picks its own)."""
    for _ in range(6):
        public = await client.service.view(game_id, None)
        if public.view is None or public.view["public"]["phase"] != "colour":
            return
        holders = {s.seat: s for s in public.seats}
        picker = holders[public.acting[0]].user_id
        assert picker is not None
        await hurry(fake, client, picker, channel, game_id)


async def hurry_to_the_end(client: Any, fake: Any, channel: Any, game_id: int) -> UserView:
    for _ in range(600):
        public = await client.service.view(game_id, None)
        if public.status != "active":
            return public
        holders = {s.seat: s for s in public.seats}
        human = next(holders[s].user_id for s in public.acting if holders[s].kind == "human")
        assert human is not None
        await hurry(fake, client, human, channel, game_id)
    raise AssertionError(f"game {game_id} did not end")


def check_boards(drawn: list[dict[str, Any]]) -> None:
    """The boards were drawn from public views only, and show no card of a hand or a deck: every card id on them lies
    in a public zone (the discard pile, the table, a revealed or set-aside challenge card)."""
    assert drawn and all("private" not in v and "you" not in v for v in drawn)
    for view in drawn:
        public = view["public"]
        shown = {c for c in json.dumps(view).split('"') if "#" in c and kind_of(c) != c}
        zones = {*public["discard"], *public["in_play"]}
        zones |= {
            p[key] for p in public["players"] for key in ("revealed", "set_aside", "selected_face_up") if p.get(key)
        }
        assert shown <= zones, sorted(shown - zones)[:3]


async def test_three_people_play_cosmic_to_its_end_with_a_veto_a_standing_order_and_a_deal(
    space_port: SpacePort, starmail: Starmail, drawn_boards: list[dict[str, Any]]
) -> None:
    fake, sp = space_port.fake, space_port
    async with fake.run(starmail.client()) as client:
        game_id = await open_game(fake, sp.alice, [sp.bob, sp.carol], sp, "cosmic", {"turn_limit": 2})
        channel = fake.channel_named(sp.guild, f"cosmic-{game_id:04d}")
        await pick_colours(client, fake, channel, game_id)
        role, seats = await rigged(client, game_id)
        o, d, t = role["offense"], role["defense"], role["third"]
        seat = {
            user: next(s.seat for s in (await client.service.view(game_id, None)).seats if s.user_id == user)
            for user in (o, d, t)
        }

        # the opening window: the offense declares Plague on the third player, who answers with a Veto
        await choose(fake, client, o, channel, game_id, {"type": "play", "card": "edict_plague"})
        await choose(fake, client, o, channel, game_id, {"type": "target_seat", "seat": seat[t]})
        await passing(client, fake, channel, game_id)
        public = await client.service.view(game_id, None)
        assert public.view is not None and public.view["public"]["window"]["stage"] == "response"
        ordering = fake.world.user(d)
        orders = await fake.slash(ordering, sp.guild, channel, "orders give", {"kind": "responses", "game": game_id})
        await finished(fake, orders)
        assert "passes for you in" in answers(fake, orders)
        await choose(fake, client, t, channel, game_id, {"type": "play", "card": "edict_veto"})
        await choose(fake, client, t, channel, game_id, {"type": "target_item", "item": 0})
        await passing(client, fake, channel, game_id)
        log = await client.store.read_log(game_id)
        assert any(r.user_id == d and r.action == {"type": "pass"} for r in log), "the standing order passed for him"
        state = GAME.decode((await client.store.get_game(game_id)).state)
        assert state.warp[seats.index(seat[t])] == 0, "the Veto stopped the Plague"

        # the challenge: both reveal compromises and deal, in one slash command and a click
        await until(client, fake, channel, game_id, "select")
        await choose(fake, client, o, channel, game_id, {"type": "select", "card": "compromise"})
        await choose(fake, client, d, channel, game_id, {"type": "select", "card": "compromise"})
        await until(client, fake, channel, game_id, "deal")
        before = (await client.service.view(game_id, None)).seq
        proposer = fake.world.user(o)
        bad = await fake.slash(proposer, sp.guild, channel, "deal propose", {"my_base_on": "Pluto 9", "game": game_id})
        await finished(fake, bad)
        assert "no planet" in answers(fake, bad) and (await client.service.view(game_id, None)).seq == before
        terms = {"cards_from_opponent": "1 random", "game": game_id}
        good = await fake.slash(proposer, sp.guild, channel, "deal propose", terms)
        await finished(fake, good)
        public = await client.service.view(game_id, None)
        assert public.view is not None and [p["gets"] for p in public.view["public"]["deal"]] == [1]
        await choose(fake, client, d, channel, game_id, {"type": "deal_accept", "proposal": 1})
        await passing(client, fake, channel, game_id)
        log = await client.store.read_log(game_id)
        assert any(r.kind == "move" and any(e.get("type") == "deal_made" for e in r.events) for r in log)

        final = await hurry_to_the_end(client, fake, channel, game_id)
    assert final.status == "over" and final.result is not None
    assert sorted(s for group in final.result.ranking for s in group) == sorted(seats)
    check_boards(drawn_boards)


@pytest.mark.parametrize("ai_seats", [1, 2, 3])
async def test_cosmic_with_the_ai_runs_to_its_end(
    ai_seats: int, space_port: SpacePort, starmail: Starmail, drawn_boards: list[dict[str, Any]]
) -> None:
    fake, sp = space_port.fake, space_port
    async with fake.run(starmail.client()) as client:
        others: list[Any] = [sp.bob, sp.carol, *["ai"] * ai_seats]
        game_id = await open_game(fake, sp.alice, others, sp, "cosmic", {"turn_limit": 2, "beginner_flares": True})
        channel = fake.channel_named(sp.guild, f"cosmic-{game_id:04d}")
        await pick_colours(client, fake, channel, game_id)
        final = await hurry_to_the_end(client, fake, channel, game_id)
    assert final.status == "over" and final.result is not None and len(final.seats) == 3 + ai_seats
    check_boards(drawn_boards)


async def test_a_table_chooses_its_powers_from_the_released_pool_and_plays_to_the_end(
    space_port: SpacePort, starmail: Starmail, drawn_boards: list[dict[str, Any]]
) -> None:
    """`power_mode` `choose_powers` (issue 16): after the colours each person is dealt three powers, which only he sees
    on his own prompt; each keeps one with a click (here: the second dealt; the AI keeps its own); the kept powers
    become public together, and the game runs on to its end."""
    fake, sp = space_port.fake, space_port
    async with fake.run(starmail.client()) as client:
        options = {"turn_limit": 2, "power_mode": "choose_powers"}
        game_id = await open_game(fake, sp.alice, [sp.bob, sp.carol, "ai"], sp, "cosmic", options)
        channel = fake.channel_named(sp.guild, f"cosmic-{game_id:04d}")
        await pick_colours(client, fake, channel, game_id)
        public = await client.service.view(game_id, None)
        assert public.view is not None and public.view["public"]["decision"] == "keep_power"
        assert "powers_offered" not in json.dumps(public.view["public"])
        kept: dict[str, str] = {}
        for seat in public.seats:
            if seat.kind != "human" or seat.user_id is None:
                continue
            mine = await client.service.view(game_id, seat.user_id)
            assert mine.view is not None
            offered = mine.view["private"]["powers_offered"]
            assert len(offered) == 3 and [c.action["power"] for c in mine.choices] == offered
            kept[seat.seat] = offered[1]
            await choose(fake, client, seat.user_id, channel, game_id, {"type": "keep_power", "power": offered[1]})
        public = await client.service.view(game_id, None)
        assert public.view is not None and public.view["public"]["phase"] == "play"
        powers = {p["seat"]: p["power"] for p in public.view["public"]["players"]}
        assert {s: powers[s] for s in kept} == kept and all(powers.values())
        final = await hurry_to_the_end(client, fake, channel, game_id)
    assert final.status == "over" and final.result is not None
    check_boards(drawn_boards)
