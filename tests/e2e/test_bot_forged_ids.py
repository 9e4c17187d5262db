"""A click whose custom_id carries a game id no store can hold (forged, or garbled on the way) is refused politely as
an unknown game, in the clicker's language, before anything reads by that id: the game's language was once looked up
with it first, the store overflowed, and the clicker read "Something went wrong on my side"."""

from __future__ import annotations

from tests.e2e.bot_play import finished, open_lobby
from tests.e2e.conftest import SpacePort, Starmail
from tests.e2e.fake_discord.state import walk_components
from tests.e2e.test_bot_commands import answer_body

BEYOND = 2**64 + 5
"""A game id beyond a signed 64-bit integer."""
FORGED = (
    f"sm:a:{BEYOND}:0:0",
    f"sm:p:{BEYOND}:0:1",
    f"sm:h:{BEYOND}",
    f"sm:l:{BEYOND}:join",
    f"sm:l:{BEYOND}:start",
    f"sm:t:{BEYOND}:1",
    f"sm:rm:{BEYOND}",
)


async def test_a_click_with_a_game_id_beyond_the_store_is_refused_as_an_unknown_game(
    space_port: SpacePort, starmail: Starmail
) -> None:
    fake, sp = space_port.fake, space_port
    said: dict[str, str] = {}
    async with fake.run(starmail.client()):
        lobby, _ = await open_lobby(fake, sp.alice, sp, "hanse")
        button = next(c for c in walk_components(fake.message(lobby).components) if "custom_id" in c)
        for forged in FORGED:
            button["custom_id"] = forged  # the lobby's first button now carries the forged id
            clicked = await fake.click(sp.bob, lobby, forged)
            await finished(fake, clicked)
            said[forged] = answer_body(fake, clicked).get("content", "")
    assert said == dict.fromkeys(FORGED, "There is no game with that id.")
