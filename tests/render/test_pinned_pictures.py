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
    ("hanse", 2, 10, "board"): "a6b1138b5fef389260cebf9eb06135d7ccda58058b0c70cf34f35c5f182b752c",
    ("hanse", 2, 150, "board"): "8e3ac4b49a07478af0207cda4e69e3c7d93ace54eacf5797b134b845eec50282",
    ("hanse", 2, 150, "en"): "b95c118ba46ff68c9c13382dc6d1a3be900a0beb0853d9f139c1c6d49ff10a59",
    ("hanse", 2, 150, "de"): "4b52710488f52d35942e755f1ccc9e93d2e4041b182179f9f33c7e396d8d6da7",
    ("hanse", 2, 332, "board"): "a88143f89dcab720b081537fcf0d5288a63b2c1d45463288b0eda3967518687d",
    ("hanse", 2, 332, "names"): "ac022c73f03de1564904133ba9a70faf390fa2da4e0e16c3180929d286fd5570",
    ("hanse", 2, 100_000, "board"): "67b88d169d3c14b64bdad6e08f33ddbaafb7471c8adf1e10321b647cb4286cee",
    ("andromeda", 3, 10, "board"): "cd5708360dbb5783443f902ecc5234522085583ba3522bd265268f39d6d2f5e3",
    ("andromeda", 3, 150, "board"): "1f0d87b10566e671b2e9841fe57cf49c7634d96346c4becb59c3e4ae86512efe",
    ("andromeda", 3, 150, "en"): "ace82e0b60f3c697250a375256d89e746303f2ee78a229a8b24ff39b7f49ea12",
    ("andromeda", 3, 150, "de"): "ada05ec07e878c8e70a7bd4be2cefe3a7842bc048bc9291f8168977042fc6b1a",
    ("andromeda", 3, 596, "board"): "030520792551d0c905481879d752bca63e5cc49c0cb7aef4a608a02eba2fc130",
    ("andromeda", 3, 596, "names"): "5cdbc5621abd395a43aa18e6176ea1416bb39dc1eeff5b3c2bc4b2476dc3076e",
    ("andromeda", 3, 100_000, "board"): "3f25f4da66207f96c59906efac6cd5bddd37128cc93059a8b2d5961b2171eda9",
    ("andromeda", 4, 10, "board"): "020cb620da51468f0b67d9752d4d3ebfa84b923f078d51f60aeb16a0d8387935",
    ("andromeda", 4, 150, "board"): "0ab9e01fb9268a09de3c03e9e6375fe12fe8d5964025637fda6d1db47be539c6",
    ("andromeda", 4, 150, "en"): "7ed52b48e6689a606d24fcfdf0ec6885914c2347929128382a1cd3cb69ec3257",
    ("andromeda", 4, 150, "de"): "38a12b54e57cfd5629ade79d390b5b6a0812ba979fe81cd44d771c5dcd323205",
    ("andromeda", 4, 762, "board"): "71b0c729f0047a01ddbd123f5b6591fafa60047e747bb05ff46d4ac352c1f460",
    ("andromeda", 4, 762, "names"): "ff278fb7dc753d0c3693bb6e69d47c3911a79ea9119c41ea935307deb7a5e2a3",
    ("andromeda", 4, 100_000, "board"): "21e653e3b1c2287e6a6e32851d02813b29bf1281de9b5bd52f1940c861d5da11",
    ("andromeda", 5, 10, "board"): "61708725856626cf10281b4526437cb0cd207a5aaee3818e7de8b8ccf84fef38",
    ("andromeda", 5, 150, "board"): "b0b9c611458a7bf59a8ae8e1af34400f36a5f156ab72442fd739f7c40d0373d2",
    ("andromeda", 5, 150, "en"): "b9d11cc6da5b940f36927eef05446d5e1798893ef2b395c0d76b6d58b304992d",
    ("andromeda", 5, 150, "de"): "9a4e9fb69723efc536a2572beb05e3decdf49b52ba5627dae7583a4c54a97e06",
    ("andromeda", 5, 934, "board"): "904f84a4156f51c4509690b8dd52ef2ab8e55bb893deef6559602e550245e1d9",
    ("andromeda", 5, 934, "names"): "390210a5b1f4cd8e72fd63818e294b8ae645c16946931a57bf53ac60b477af5a",
    ("andromeda", 5, 100_000, "board"): "9c79d602da8683d5e146edd552af9d67ed8ba339397dcfb8f6b2e3dce87be390",
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
