"""Pinned pictures: the SHA-256 of the decoded pixels and palette of boards and hands of fixed random games.

The digests were taken before the drawing code was made faster; any change to how boards are drawn must
keep every picture pixel- and palette-identical (a deliberate change of a picture updates the digest here,
with the reason in the commit).

Boards updated on purpose: every board now starts with a band of key facts in type a phone can read
(render/phone.py); below it each board is pixel-identical to its earlier pin, except Andromeda's end boards, whose
players' rows now mark the winner instead of the last active player.
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
    ("hanse", 2, 10, "board"): "20e8baa3697be4205639dfef04624b99da77fb153529f7a4d46c21f78207352c",
    ("hanse", 2, 150, "board"): "711ba2372da623500b23ebbb74f517811105d7864c4ba0a3fe07f68de5baf23f",
    ("hanse", 2, 150, "en"): "b95c118ba46ff68c9c13382dc6d1a3be900a0beb0853d9f139c1c6d49ff10a59",
    ("hanse", 2, 150, "de"): "4b52710488f52d35942e755f1ccc9e93d2e4041b182179f9f33c7e396d8d6da7",
    ("hanse", 2, 332, "board"): "146a91bb394a9f6f944e6ba17ae86803de3815f37e91ef4bb8c0fda455c5c271",
    ("hanse", 2, 332, "names"): "46ef16d163cc86f6dc2aabcdab3dd29c1adaea0bb3b92a97dc71b46835b3e06d",
    ("hanse", 2, 100_000, "board"): "d830f9c1adb2eecf39f5e8d469b16e5dce97928e9a15b469a15c3fe936026122",
    ("andromeda", 3, 10, "board"): "577dfd32059fba667e8571c0d7e97be0d9227902068eef4258a3f9968699e61e",
    ("andromeda", 3, 150, "board"): "0d16e53008301e1a24a62fc0824366229b3cde60c5ea9563cdcc33a4cea38209",
    ("andromeda", 3, 150, "en"): "ace82e0b60f3c697250a375256d89e746303f2ee78a229a8b24ff39b7f49ea12",
    ("andromeda", 3, 150, "de"): "ada05ec07e878c8e70a7bd4be2cefe3a7842bc048bc9291f8168977042fc6b1a",
    ("andromeda", 3, 596, "board"): "cbea4e9955981db4ad11a1c063cdb49b81fd9284201d2bdfd5d67c6213cc6594",
    ("andromeda", 3, 596, "names"): "41f93ff48f871b20950028558af7a510dca878cdbb848a78ca0660ede85b162d",
    ("andromeda", 3, 100_000, "board"): "b52bd5aeab4344c7c3044662a1db4ffb73731802c675aaa9e519b04ff6cbb10e",
    ("andromeda", 4, 10, "board"): "5986239d9e113b949b65af5d87d9c95ab4a27feda29fe6667ac5270d5d2a4c7e",
    ("andromeda", 4, 150, "board"): "9ca61527cdf01c74394d5fdbee62b3cba678ecfbe26e6675edbda4dbbca49b0d",
    ("andromeda", 4, 150, "en"): "7ed52b48e6689a606d24fcfdf0ec6885914c2347929128382a1cd3cb69ec3257",
    ("andromeda", 4, 150, "de"): "38a12b54e57cfd5629ade79d390b5b6a0812ba979fe81cd44d771c5dcd323205",
    ("andromeda", 4, 762, "board"): "5ccc6458cef154eb4f7805a805645fc7ecdba126f9571e19a4a3f5cef74d6827",
    ("andromeda", 4, 762, "names"): "c8d4a4c3459814564a0438f65a57727148a8ce0868824c7d8eef763808052a9b",
    ("andromeda", 4, 100_000, "board"): "65a6bb82a601ef5d948f43aeb2fe50c35f3a342cee4c68e1fae861040dc9c947",
    ("andromeda", 5, 10, "board"): "0d6d7c8f01759262f28e12fc1837a3b37b8a8966b86a4cabb6f5bb75af6b23ae",
    ("andromeda", 5, 150, "board"): "ae55b5c0ea44b723472170e5ff31361985199006b082fb03ec3fee1f5f19a16d",
    ("andromeda", 5, 150, "en"): "b9d11cc6da5b940f36927eef05446d5e1798893ef2b395c0d76b6d58b304992d",
    ("andromeda", 5, 150, "de"): "9a4e9fb69723efc536a2572beb05e3decdf49b52ba5627dae7583a4c54a97e06",
    ("andromeda", 5, 934, "board"): "7492b8dee930b3d6e5ef0cab1b8b9c26862f9d0d5d4a30b42226517972950128",
    ("andromeda", 5, 934, "names"): "064196dd597a022ace18f041d81b3389eb2d1b42ae43b1d772b5a9b5023a7c53",
    ("andromeda", 5, 100_000, "board"): "d940da956be51f39bf36c012cd2e08d8dbda0ef0f117af716f4886dc750ad45d",
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
