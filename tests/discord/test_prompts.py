"""The private prompt's layout: buttons for a few actions, selects of at most 25 for more, pages beyond 100."""

from __future__ import annotations

import re

import discord
import pytest

from bot.discord import ids
from bot.discord.commands.components import Components
from bot.discord.present.prompts import BUTTON_MAX, PAGE_SIZE, action_view, build_prompt
from bot.game.base.types import Choice, UserView
from bot.store.base import SeatRecord

CONTROLS = Components()  # unbound: these tests build prompts and click nothing
SEATS = (SeatRecord("p1", 0, "human", 11), SeatRecord("p2", 1, "human", 22))


def choices(count: int, label: str = "Do thing {}") -> tuple[Choice, ...]:
    return tuple(Choice(i, {"type": "x", "n": i}, label.format(i)) for i in range(count))


def user_view(count: int, *, seq: int = 17) -> UserView:
    return UserView(42, "hanse", "active", seq, "p1", {"game": "hanse"}, choices(count), ("p1",), SEATS)


def test_few_actions_are_buttons_carrying_game_seq_and_index() -> None:
    view = action_view(42, 17, choices(BUTTON_MAX), CONTROLS, "en")
    assert [item.custom_id for item in view.children] == [ids.act_id(42, 17, i) for i in range(BUTTON_MAX)]  # type: ignore[attr-defined]
    assert all(isinstance(item, discord.ui.DynamicItem) for item in view.children)


def test_more_actions_are_selects_of_at_most_25_options() -> None:
    view = action_view(42, 17, choices(60), CONTROLS, "en")
    selects = [item.item for item in view.children]  # type: ignore[attr-defined]
    assert [len(s.options) for s in selects] == [25, 25, 10]
    assert [o.value for s in selects for o in s.options] == [str(i) for i in range(60)]


def test_beyond_one_page_the_prompt_pages_and_every_action_is_reachable() -> None:
    seen: list[str] = []
    page_ids: list[list[str]] = []
    for page in range(3):
        view = action_view(42, 17, choices(230), CONTROLS, "en", page)
        items = [item.item for item in view.children]  # type: ignore[attr-defined]
        seen += [o.value for s in items if isinstance(s, discord.ui.Select) for o in s.options]
        page_ids.append([b.custom_id for b in items if isinstance(b, discord.ui.Button)])
    assert seen == [str(i) for i in range(230)]
    assert page_ids == [
        [ids.page_id(42, 17, 1)],
        [ids.page_id(42, 17, 0), ids.page_id(42, 17, 2)],
        [ids.page_id(42, 17, 1)],
    ]
    assert PAGE_SIZE == 100


def test_long_labels_are_cut_to_discords_limits() -> None:
    view = action_view(1, 1, choices(2, "x" * 200 + "{}"), CONTROLS, "en")
    assert all(len(item.item.label or "") <= 80 for item in view.children)  # type: ignore[attr-defined]
    select_view = action_view(1, 1, choices(8, "y" * 300 + "{}"), CONTROLS, "en")
    options = select_view.children[0].item.options  # type: ignore[attr-defined]
    assert all(len(o.label) <= 100 and len(o.description or "") <= 100 for o in options)


@pytest.mark.parametrize("game_id, seq, index", [(1, 0, 0), (10**12, 10**9, 199)])
def test_custom_ids_fit_in_100_characters_and_match_their_templates(game_id: int, seq: int, index: int) -> None:
    for custom_id, template in [
        (ids.act_id(game_id, seq, index), ids.ACT_TEMPLATE),
        (ids.pick_id(game_id, seq, index), ids.PICK_TEMPLATE),
        (ids.page_id(game_id, seq, index), ids.PAGE_TEMPLATE),
        (ids.hand_id(game_id), ids.HAND_TEMPLATE),
        (ids.lobby_id(game_id, "start"), ids.LOBBY_TEMPLATE),
        (ids.rules_id("andromeda", index), ids.RULES_TEMPLATE),
    ]:
        assert len(custom_id) <= 100 and re.fullmatch(template, custom_id)


def test_the_prompt_says_whose_turn_and_carries_the_seq() -> None:
    mine = build_prompt(user_view(3), "Hanse", CONTROLS, note="You played: roll.")
    waiting = build_prompt(
        UserView(42, "hanse", "active", 17, "p2", {"game": "hanse"}, (), ("p1",), SEATS), "Hanse", CONTROLS
    )
    assert mine.embed.description is not None and mine.embed.description.startswith("You played: roll.\nYour turn")
    assert mine.embed.footer.text == "Move 17"
    assert waiting.embed.description == "Not your turn (Player 2). Waiting for <@11>."
    assert waiting.view.children == []


@pytest.mark.parametrize(
    ("locale", "line"),
    [
        ("en", "Or in one command: /offer give:… want:… [to:…]"),
        ("de", "Oder mit einem Befehl: /angebot abgeben:… bekommen:… [an:…]"),
    ],
)
def test_a_prompt_names_the_requests_open_to_the_player_in_their_language(locale: str, line: str) -> None:
    uv = UserView(42, "starfarers", "active", 5, "p1", {"game": "starfarers"}, choices(2), ("p1",), SEATS)
    offering = build_prompt(UserView(**{**uv.__dict__, "requests": ("offer",)}), "Starfarers", CONTROLS, locale=locale)
    assert line in (offering.embed.description or "")
    plain = build_prompt(uv, "Starfarers", CONTROLS, locale=locale)
    assert "/" not in (plain.embed.description or "")
