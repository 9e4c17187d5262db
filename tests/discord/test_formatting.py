"""Pure helpers of the adapter: narration with names, clipping, /move parsing, moderator rule, rules pages."""

from __future__ import annotations

import logging
from typing import Any

import discord
import pytest

from bot.discord.actions.play import parse_move
from bot.discord.permissions import has_moderator_rights
from bot.discord.present.formatting import clip, clip_lines, discord_naming, game_code, narrate_public, relative_time
from bot.discord.present.lobby import option_value
from bot.discord.present.rules_text import PAGE_LIMIT, rules_pages
from bot.game.base.phrases import At, Seat, User, phrase
from bot.game.base.types import Choice, Refusal, UserView
from bot.store.base import SeatRecord
from rules.registry import registry


def test_core_phrases_name_seats_people_and_times_as_discord_shows_them() -> None:
    naming = discord_naming({"p1": "<@1>", "p2": "<@2>"})
    away = phrase("{seat} is away until {until}: the AI plays for them.", seat=Seat("p2"), until=At(1800000000))
    assert away.say("de", naming) == "<@2> ist bis <t:1800000000:f> abwesend: Die KI spielt für ihn."
    moderated = phrase("Moderator {who} paused the game.", who=User(7))
    assert moderated.say("fr", naming) == "Le modérateur <@7> a mis la partie en pause."
    assert phrase("{seat} is back.", seat=Seat("p3")).say("nl", naming) == "Speler 3 is terug."


def test_only_public_events_are_narrated() -> None:
    game = registry.get("hanse")
    events: list[dict[str, Any]] = [
        {"type": "drew", "to": ["p1"], "seat": "p1", "cards": ["jet:nachschub#1"]},
        {"type": "turn_started", "to": None, "seat": "p2", "turn": 1},
    ]
    lines = narrate_public(game, events, {"p1": "alice", "p2": "bob"})
    assert len(lines) == 1 and "bob" in lines[0] and "nachschub" not in lines[0].lower()


def test_an_event_a_game_cannot_narrate_is_left_out_of_the_post_and_logged(
    monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    game = registry.get("hanse")
    real = game.narrate

    def narrate(event: dict[str, Any], locale: str = "en", names: Any = None) -> str:
        if event["type"] == "broken":
            raise KeyError("no narrator")
        return real(event, locale, names)

    monkeypatch.setattr(game, "narrate", narrate)
    events: list[dict[str, Any]] = [
        {"type": "broken", "to": None},
        {"type": "turn_started", "to": None, "seat": "p2", "turn": 1},
    ]
    with caplog.at_level(logging.ERROR, logger="bot.discord.present.formatting"):
        lines = narrate_public(game, events, {"p1": "alice", "p2": "bob"})
    assert len(lines) == 1 and "bob" in lines[0]
    logged = [r for r in caplog.records if r.name == "bot.discord.present.formatting"]
    assert len(logged) == 1 and "'broken'" in logged[0].getMessage() and "hanse" in logged[0].getMessage()
    assert logged[0].exc_info is not None


def test_clipping_keeps_the_latest_lines_whole() -> None:
    lines = [f"line {i}" for i in range(100)]
    text = clip_lines(lines, 60)
    assert len(text) <= 60 and text.endswith("line 99") and text.startswith("…\n")
    assert clip("abcdef", 4) == "abc…"


def test_codes_and_timestamps() -> None:
    assert game_code("hanse", 42) == "hanse-0042"
    assert relative_time(1700000000.7) == "<t:1700000000:R>"


def view_with(labels: list[str]) -> UserView:
    seats = (SeatRecord("p1", 0, "human", 1),)
    picks = tuple(Choice(i, {"type": "t", "i": i}, label) for i, label in enumerate(labels))
    return UserView(1, "hanse", "active", 9, "p1", {}, picks, ("p1",), seats)


def test_move_values_from_autocomplete_and_typed_labels() -> None:
    uv = view_with(["Roll for the flight", "End the turn", "Play Hyperjump Inward"])
    assert parse_move("7:2", uv) == (7, 2)  # autocomplete value: kept as is, so a stale one is refused
    assert parse_move("end the turn", uv) == (9, 1)
    assert parse_move("hyperjump", uv) == (9, 2)
    with pytest.raises(Refusal, match="Several actions match"):
        parse_move("the", uv)
    with pytest.raises(Refusal, match="No action of yours matches"):
        parse_move("dance", uv)
    with pytest.raises(Refusal, match="not your turn"):
        parse_move("roll", view_with([]))


def test_moderators_are_manage_channels_or_the_configured_role() -> None:
    plain = discord.Permissions(send_messages=True)
    assert has_moderator_rights(discord.Permissions(manage_channels=True), [], {})
    assert has_moderator_rights(discord.Permissions(administrator=True), [], {})
    assert not has_moderator_rights(plain, [5], {})
    assert has_moderator_rights(plain, [5], {"moderator_role_id": 5})
    assert not has_moderator_rights(plain, [6], {"moderator_role_id": 5})


@pytest.mark.parametrize("game_id", registry.ids())
def test_rules_pages_fit_an_embed_and_name_the_options(game_id: str) -> None:
    pages = rules_pages(game_id)
    assert all(0 < len(page) <= 2 * PAGE_LIMIT for page in pages)
    for option in registry.get(game_id).options:
        assert option in pages[0]


def test_an_options_chosen_value_reads_as_its_label_in_the_readers_language() -> None:
    cosmic = registry.get("cosmic")
    assert option_value(cosmic, "power_pool", "w2a", "en") == "Wave 2a"
    assert option_value(cosmic, "power_pool", "w2a", "fr") == "Vague 2a"
    assert option_value(cosmic, "power_mode", "choose_powers", "de") == "Mächte wählen"
    assert option_value(cosmic, "warp_fan", True, "nl") == "ja"
    assert option_value(registry.get("hanse"), "round_cap", 30, "de") == "30"  # a value without labels: as it is
    # the rules pages name the default in words, with the value to type in the `options:` text
    assert "Default: Beginner game (`beginner_game`); allowed: one of " in rules_pages("cosmic")[0]
    assert "Standard: Welle 2b (`w2b`); erlaubt: eines von " in rules_pages("cosmic", "de")[0]
