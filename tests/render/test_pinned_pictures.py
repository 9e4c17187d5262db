"""Pinned pictures: the SHA-256 of the decoded pixels and palette of boards and hands of fixed random games.

The digests were taken before the drawing code was made faster; any change to how boards are drawn must
keep every picture pixel- and palette-identical (a deliberate change of a picture updates the digest here,
with the reason in the commit).
"""

from __future__ import annotations

import hashlib
import io

import pytest
from PIL import Image

from bot.local.snapshot import random_position
from render.registry import board_picture, hand_picture
from rules import registry

SEED = 7
NAMES = ("Zoë Quartermaine-Okonkwo", "Ana")  # the first two seats' display names in the "names" cases

# (game, players, moves into the game, what) -> digest; what: "board", "names" (board with display names),
# or a locale ("en", "de": the first seat's hand)
PINNED: dict[tuple[str, int, int, str], str] = {
    ("hanse", 2, 10, "board"): "097319d9df85c57db708299ac9a0b582179f9241be9aa52ea264a59e55e3c927",
    ("hanse", 2, 150, "board"): "c67e4a4059375b51f07902e827f47be84564ee31e6a9bd569866d82b97a8fb7e",
    ("hanse", 2, 150, "en"): "5bbcb8bd2b0a79253e4bb7a6986f2d4f93a7b6ace08ab88369988a2ccec24d2b",
    ("hanse", 2, 150, "de"): "2c6a8eaaa8d26f3916561f7d12dde3a18d7e55ac171e9a8a4554c87551e1001c",
    ("hanse", 2, 332, "board"): "e8222991954a8faaef083347a4d7eecee25362ee873c03ae34df1917df50debc",
    ("hanse", 2, 332, "names"): "f85000e79aaa41df218b3768a8755812add30d8c40c3650565b6e6a5a59e6696",
    ("hanse", 2, 100_000, "board"): "2523762ebfeed300cdeab3275fea8ddf7f2d6a2428ca4e51762e1f0c3b4079a5",
    ("andromeda", 3, 10, "board"): "fec7daffc5d7ffed6e7cc73b0288acf4553d7569b131a195c5f3845c2b09d81d",
    ("andromeda", 3, 150, "board"): "6ad969b148a4172f19212e0d84176ebb1347d3b9a8693456d2d155bb7cf1a191",
    ("andromeda", 3, 150, "en"): "07cc707c4984f066be13b57834160ed6cd9fe671acb4590408c0d10d1408f7b2",
    ("andromeda", 3, 150, "de"): "91ebf000e2827d4db9852d0e6248b8bfe0188da839e9bda69d554132ae527cc5",
    ("andromeda", 3, 596, "board"): "271a0393bcb7aa3e4bc3b58dd1b997132ff07a9bcac084b877cb5deb23074610",
    ("andromeda", 3, 596, "names"): "18c750a5c567ec4a5c38390af1b5dea743d54038bbaf279074f7a1371263e67b",
    ("andromeda", 3, 100_000, "board"): "53a28e48d7297b04d35b2b85488e0c1a747a3ec7b084a06827900517a5d069cc",
    ("andromeda", 4, 10, "board"): "bd21090a4cc401da03ac043c0edd63faee08d3ac58ac1a88e4ff523918911ab0",
    ("andromeda", 4, 150, "board"): "174251aa0477695797bdc8746533d12796b4033a6f11effd9327ad0dfb037011",
    ("andromeda", 4, 150, "en"): "9286a1743983ed22b9118148ce11e2804a1f8c536e987e838651409aaa7f8b0f",
    ("andromeda", 4, 150, "de"): "7ee7fc50c42d3f9336f71325205be37ecfa9c864cae0c06a7c8ae4599874d222",
    ("andromeda", 4, 762, "board"): "5d875420b926eff2f3dc4b7cd3e28ab047bfddae3a6c6f8a85f3301e28329dce",
    ("andromeda", 4, 762, "names"): "f93577e101890f3602b792dedfbba67d45f4beb69c9dcc92b4ad18d080357053",
    ("andromeda", 4, 100_000, "board"): "e1b224d78e5f06071b31baa238bcdb06efa603fc13039b496fd5075ed5073989",
    ("andromeda", 5, 10, "board"): "3364c9f25cc0e49c937eb86f5e98bcb03231c538b3f8507d3290b86897751a4d",
    ("andromeda", 5, 150, "board"): "169eb1fb0e1c2159430fa6dd5507e82e1fb155009377d0aeb67e98f8f465374f",
    ("andromeda", 5, 150, "en"): "36fd7f385c6cacb4b24fbe322e91255b6b65936eba9bb1258e4fcfcfd8e8a263",
    ("andromeda", 5, 150, "de"): "c938b281bdf4d309ffa1e8750de158f5e8f431f4c8db03cd456aa4f961143c8a",
    ("andromeda", 5, 934, "board"): "af74f434b46b41c64473508145cf63aa0e99c6e382910c45d5ba4267d7d6acca",
    ("andromeda", 5, 934, "names"): "f5148718bcd22be2059e7d25ae15bec8b2024ad922beba64dddb681509e1cdde",
    ("andromeda", 5, 100_000, "board"): "a0d166520e53fe1830fb5af658a8e2dee09f5ef99f8ad5fcf71ebd55ab208f68",
}


def digest(png: bytes) -> str:
    """SHA-256 over the decoded picture: mode, size, pixel bytes and palette (not the PNG's own bytes)."""
    image = Image.open(io.BytesIO(png))
    image.load()
    palette = image.getpalette() or []
    sha = hashlib.sha256()
    sha.update(image.mode.encode())
    sha.update(repr(image.size).encode())
    sha.update(image.tobytes())
    sha.update(bytes(palette))
    return sha.hexdigest()


def picture_digest(game_id: str, players: int, moves: int, what: str) -> str:
    game = registry.get(game_id)
    state, _ = random_position(game, SEED, moves, players)
    public = game.view(state, None)
    seats = list(public["public"]["seats"])
    if what == "board":
        return digest(board_picture(public).png)
    if what == "names":
        return digest(board_picture(public, dict(zip(seats, NAMES, strict=False))).png)
    return digest(hand_picture(game.view(state, seats[0]), what).png)


@pytest.mark.parametrize(("game_id", "players", "moves", "what"), list(PINNED))
def test_the_picture_is_pixel_and_palette_identical_to_the_pinned_one(
    game_id: str, players: int, moves: int, what: str
) -> None:
    assert picture_digest(game_id, players, moves, what) == PINNED[(game_id, players, moves, what)]


def test_pictures_stay_identical_when_drawn_again_after_other_boards() -> None:
    """Caches keyed by their inputs must not leak one board into the next: draw them all twice, interleaved."""
    first = {key: picture_digest(*key) for key in PINNED}
    second = {key: picture_digest(*key) for key in reversed(list(PINNED))}
    assert first == second == PINNED
