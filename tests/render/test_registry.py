"""The one lookup of renderers by game id (render/registry.py) and the Renderer protocol."""

from __future__ import annotations

import io
import re
from pathlib import Path

import pytest
from PIL import Image

from render import registry
from render.picture import Picture
from render.renderer import Renderer
from rules.registry import registry as games


def _public(game_id: str) -> dict[str, object]:
    game = games.get(game_id)
    state = game.setup([f"p{i}" for i in range(1, game.min_players + 1)], 5)
    return game.view(state, None)


def _seat(game_id: str) -> dict[str, object]:
    game = games.get(game_id)
    state = game.setup([f"p{i}" for i in range(1, game.min_players + 1)], 5)
    return game.view(state, "p1")


def test_every_game_has_a_renderer() -> None:
    for game_id in games.ids():
        assert registry.has_renderer(game_id), game_id
        renderer: Renderer = registry.renderer_for(game_id)
        assert renderer.game_id == game_id


def test_every_declared_renderer_is_a_game() -> None:
    assert set(registry.KNOWN_RENDERERS) <= set(games.ids())


def test_a_known_id_gives_the_packages_renderer() -> None:
    from render.hanse import RENDERER

    assert registry.renderer_for("hanse") is RENDERER
    assert registry.renderer_for("hanse") is registry.renderer_for("hanse")


@pytest.mark.parametrize("game_id", ["chess", "", "render.hanse", "../hanse", "Hanse"])
def test_an_unknown_id_is_a_lookup_error_with_a_sentence(game_id: str) -> None:
    assert not registry.has_renderer(game_id)
    with pytest.raises(LookupError) as raised:
        registry.renderer_for(game_id)
    assert str(raised.value) == f"There is no board picture for {game_id!r} yet."


@pytest.mark.parametrize("game_id", ["andromeda", "hanse"])
def test_board_and_hand_pictures_go_to_the_games_renderer(game_id: str) -> None:
    names = {"p1": "Ada"}
    board = registry.board_picture(_public(game_id), names)
    assert board == registry.renderer_for(game_id).board(_public(game_id), names)
    hand = registry.hand_picture(_seat(game_id), "de", names)
    assert hand == registry.renderer_for(game_id).hand(_seat(game_id), "de", names)
    assert "Ada" in hand.alt
    for picture in (board, hand):
        assert isinstance(picture, Picture)
        image = Image.open(io.BytesIO(picture.png))
        assert image.size == (picture.width, picture.height)


@pytest.mark.parametrize("game_id", ["andromeda", "hanse"])
def test_a_board_is_never_drawn_from_a_seat_view(game_id: str) -> None:
    with pytest.raises(ValueError, match="public view only"):
        registry.board_picture(_seat(game_id))
    for key in ("you", "private"):
        view = dict(_public(game_id), **{key: "p1" if key == "you" else {}})
        with pytest.raises(ValueError, match="public view only"):
            registry.board_picture(view)


@pytest.mark.parametrize("game_id", ["andromeda", "hanse"])
def test_a_hand_needs_a_seat_view(game_id: str) -> None:
    with pytest.raises(ValueError, match="need a seat's view"):
        registry.hand_picture(_public(game_id))


def test_a_view_of_an_unknown_game_is_refused() -> None:
    view = dict(_public("hanse"), game="chess")
    with pytest.raises(LookupError, match=re.escape("There is no board picture for 'chess' yet.")):
        registry.board_picture(view)


def test_states_are_refused_before_any_lookup() -> None:
    with pytest.raises(TypeError):
        registry.board_picture(object())
    with pytest.raises(TypeError):
        registry.hand_picture({"game": "hanse"})


def test_renderers_are_found_in_one_place_only() -> None:
    root = Path(__file__).resolve().parents[2]
    files = [p for p in (root / "render").rglob("*.py") if p.name != "registry.py"]
    files.append(root / "bot" / "discord" / "present" / "pictures.py")
    offenders = [
        str(path.relative_to(root))
        for path in files
        # importlib.resources reads package data (render/fonts.py); finding modules is what must happen once
        if re.search(r"^\s*(import|from) (importlib(?!\.resources)|inspect)\b", path.read_text("utf-8"), re.MULTILINE)
    ]
    assert offenders == []
