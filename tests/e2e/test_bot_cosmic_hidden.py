"""Cosmic Encounter with hidden powers (`power_mode` `hidden_powers`) through Discord, to the end (a turn limit).

Every outbound path is checked against the powers still face down: the boards the bot draws (from public views
only), every channel message and every DM to someone else carry neither the id nor the name (in any language) of a
power that was face down at the end; each person's own prompt shows him his own power.
"""

from __future__ import annotations

import re
from typing import Any

import pytest

from rules.cosmic.names import power_name
from rules.cosmic.state import State
from rules.cosmic.text import LOCALES
from rules.registry import registry
from tests.e2e.bot_play import open_game
from tests.e2e.conftest import SpacePort, Starmail
from tests.e2e.leaks import audience, hidden_ids, request_text
from tests.e2e.test_bot_cosmic import hurry_to_the_end, pick_colours
from tests.e2e.test_bot_game import check_boards_public, drawn_boards

pytestmark = pytest.mark.heavy  # a whole game: run first (tests/conftest.py)

__all__ = ["drawn_boards"]

GAME = registry.get("cosmic")


def _words(power: str) -> re.Pattern[str]:
    """The power's id and its names in every language, as whole words."""
    names = {power, *(power_name(power, locale) for locale in LOCALES)}
    return re.compile("|".join(rf"(?<!\w){re.escape(n)}(?!\w)" for n in sorted(names, key=len, reverse=True)))


async def test_face_down_powers_reach_nobody_else_on_any_path_and_each_owner_sees_his_own(
    space_port: SpacePort, starmail: Starmail, drawn_boards: list[dict[str, Any]]
) -> None:
    fake, sp = space_port.fake, space_port
    async with fake.run(starmail.client()) as client:
        options = {"turn_limit": 2, "power_mode": "hidden_powers"}
        game_id = await open_game(fake, sp.alice, [sp.bob, sp.carol, "ai"], sp, "cosmic", options)
        channel = fake.channel_named(sp.guild, f"cosmic-{game_id:04d}")
        await pick_colours(client, fake, channel, game_id)
        record = await client.store.get_game(game_id)
        dealt: State = GAME.decode(record.state)
        # dealt face down (a power that acts at the deal, Miser's hoard, is turned up at once)
        assert dealt.face_down
        public = await client.service.view(game_id, None)
        assert public.view is not None
        shown = [(p["power"], p["power_face_down"]) for p in public.view["public"]["players"]]
        assert shown == [(None, True) if s in dealt.face_down else (dealt.powers[s], False) for s in range(4)]
        owners: dict[int, str] = {}
        for seat in public.seats:
            if seat.kind != "human" or seat.user_id is None:
                continue
            mine = await client.service.view(game_id, seat.user_id)
            assert mine.view is not None
            index = dealt.seats.index(seat.seat)
            power = dealt.powers[index] if index in dealt.face_down else None
            assert mine.view["private"]["face_down_power"] == power
            owners[seat.user_id] = power or ""
        final = await hurry_to_the_end(client, fake, channel, game_id)
        hidden = await hidden_ids(client.store, game_id)
    assert final.status == "over"
    last: State = hidden.states[-1]
    still_down = {last.powers[s] for s in last.face_down}
    # a short game leaves powers face down: the scan below has something to find
    assert still_down, "every power was turned up: choose a shorter game"
    check_boards_public(drawn_boards, hidden.states, GAME)
    checked = own_seen = 0
    for request in fake.requests:
        if request.method not in ("POST", "PATCH", "PUT") or (request.json is None and not request.files):
            continue
        who, text = audience(fake, request), request_text(request)
        for power in still_down:
            mine = who not in {"public", "ephemeral"} and owners.get(int(who)) == power
            if who == "ephemeral" or mine:
                own_seen += bool(_words(power).search(text))
                continue
            found = _words(power).search(text)
            assert found is None, f"{request.route} to {who} names the face-down power {power!r}: {found!r}"
        checked += 1
    assert checked > 20
    # the owners' own prompts (ephemeral or a DM to them) named their face-down powers
    assert own_seen > 0
