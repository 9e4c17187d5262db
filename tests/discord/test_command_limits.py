"""The synced command tree stays within Discord's documented limits, for the registered games and with more.

The tree is built as the bot builds it (bot/discord/client.py: every command of `all_commands(actions)` in one
CommandTree) and its sync payload (`command.to_dict(tree)`) is checked against Discord's limits for chat-input
commands: at most 100 of them; names 1-32 lowercase characters matching ^[-_\\p{L}\\p{N}]{1,32}$, unique per
level; descriptions 1-100 characters; at most 25 options (or subcommands and groups) per level, never mixed;
at most 25 choices per option, choice names 1-100 characters, string values at most 100; nesting at most
group → subgroup → subcommand; required options before optional ones; at most 8000 characters of names,
descriptions and choice names and values per command, subcommands included.

Beside the registered games, fake games are registered: one with 30 options, and ten 30-option games. Every
game must get its `/game new <game>` subcommand with each of its options settable (typed, or in `options:`).
"""

from __future__ import annotations

import json
import unicodedata
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any, cast

import discord
import pytest
from discord import app_commands

from bot.discord.commands import all_commands
from bot.discord.commands.new_game import chosen_options, clip, suggestions
from bot.discord.translator import CatalogTranslator
from rules.contract import Game, Option, Request, SetupError
from rules.registry import registry
from tests.discord.support import UNUSED_ACTIONS

SUB_COMMAND, SUB_COMMAND_GROUP, STRING, INTEGER, BOOLEAN, NUMBER = 1, 2, 3, 4, 5, 10
TIMING = {"deadline_hours", "deadline_policy", "forfeit_after"}
LONG_HELP = "A deliberately long help text that goes on and on, so that it must be clipped at a word, well beyond"


@dataclass(frozen=True)
class FakeGame:
    """What the command builder and the lobby read of a game."""

    id: str
    title: str
    options: dict[str, Option] = field(default_factory=dict)
    min_players: int = 2
    max_players: int = 4
    requests: tuple[Request, ...] = ()

    def title_in(self, locale: str) -> str:
        return self.title


def wide_game(game_id: str = "wide", count: int = 30) -> FakeGame:
    """A game of `count` options of every kind: bounded ints, bools, string and int choices, long help texts."""
    options: dict[str, Option] = {}
    for i in range(count):
        name = f"opt_{i:02d}"
        if i % 4 == 0:
            options[name] = Option(i % 10, f"Option {i}: a number. {LONG_HELP}", int, minimum=0, maximum=10)
        elif i % 4 == 1:
            options[name] = Option(False, f"Option {i}: on or off.", bool)
        elif i % 4 == 2:
            options[name] = Option("mid", f"Option {i}: a level.", str, choices=("low", "mid", "high"))
        else:
            options[name] = Option(3, f"Option {i}: a count. {LONG_HELP}", int, choices=(1, 3, 5))
    return FakeGame(game_id, f"Wide Game {game_id}", options)


def register(monkeypatch: pytest.MonkeyPatch, *games: FakeGame) -> None:
    """Make `games` registered games for the rest of the test (the registry serves them like real ones)."""
    ids = tuple(sorted({*registry.ids(), *(g.id for g in games)}))
    monkeypatch.setattr(registry, "ids", lambda: ids)
    for game in games:
        monkeypatch.setitem(registry._games, game.id, cast(Game, game))


def built_payload() -> list[dict[str, Any]]:
    """The JSON the bot syncs, built as StarmailClient.setup_hook builds its tree."""
    client = discord.Client(intents=discord.Intents.none())
    tree: app_commands.CommandTree[Any] = app_commands.CommandTree(client)
    for command in all_commands(UNUSED_ACTIONS):
        tree.add_command(command)
    payload = [command.to_dict(tree) for command in tree.get_commands()]
    return cast(list[dict[str, Any]], json.loads(json.dumps(payload)))


# --- Discord's limits, checked on the payload ----------------------------------------------------------------


def name_ok(name: Any) -> bool:
    """^[-_\\p{L}\\p{N}]{1,32}$, lowercase."""
    return (
        isinstance(name, str)
        and 1 <= len(name) <= 32
        and name == name.lower()
        and all(ch in "-_" or unicodedata.category(ch)[0] in "LN" for ch in name)
    )


def text_ok(text: Any, low: int = 1, high: int = 100) -> bool:
    return isinstance(text, str) and low <= len(text) <= high


def longest(node: dict[str, Any], key: str) -> int:
    """A field counts with its longest localization (discord-api-docs #5343, #6668)."""
    localized = (node.get(f"{key}_localizations") or {}).values()
    return max([len(str(node.get(key, ""))), *(len(v) for v in localized)])


def characters(node: dict[str, Any]) -> int:
    """The count Discord limits to 8000 per command: names, descriptions, choice names and values, all levels."""
    total = longest(node, "name") + longest(node, "description")
    total += sum(longest(c, "name") + len(str(c["value"])) for c in node.get("choices") or [])
    return total + sum(characters(o) for o in node.get("options") or [])


def level_problems(node: dict[str, Any], where: str, depth: int) -> list[str]:
    """Problems of one command, group or subcommand (depth 0, 1, 2) and of its options."""
    found = []
    if not name_ok(node.get("name")):
        found.append(f"{where}: bad name {node.get('name')!r}")
    if not text_ok(node.get("description")):
        found.append(f"{where}: description of {len(node.get('description') or '')} characters")
    options = node.get("options") or []
    if len(options) > 25:
        found.append(f"{where}: {len(options)} options")
    names = [o.get("name") for o in options]
    if len(set(names)) != len(names):
        found.append(f"{where}: option names repeat")
    nested = [o for o in options if o.get("type") in (SUB_COMMAND, SUB_COMMAND_GROUP)]
    if nested and len(nested) != len(options):
        found.append(f"{where}: subcommands mixed with options")
    seen_optional = False
    for option in options:
        at = f"{where} {option.get('name')}"
        kind = option.get("type")
        if (kind == SUB_COMMAND_GROUP and depth != 0) or (kind == SUB_COMMAND and depth > 1):
            found.append(f"{at}: nested too deeply")
        if kind in (SUB_COMMAND, SUB_COMMAND_GROUP):
            found += level_problems(option, at, depth + 1)
            continue
        if not name_ok(option.get("name")):
            found.append(f"{at}: bad option name")
        if not text_ok(option.get("description")):
            found.append(f"{at}: option description of {len(option.get('description') or '')} characters")
        if option.get("required") and seen_optional:
            found.append(f"{at}: required after optional")
        seen_optional = seen_optional or not option.get("required")
        choices = option.get("choices") or []
        if len(choices) > 25 or (choices and option.get("autocomplete")):
            found.append(f"{at}: {len(choices)} choices (autocomplete: {option.get('autocomplete')})")
        if choices and kind not in (STRING, INTEGER, NUMBER):
            found.append(f"{at}: choices on an option of type {kind}")
        for choice in choices:
            if not text_ok(choice.get("name")):
                found.append(f"{at}: choice name {choice.get('name')!r}")
            if kind == STRING and not text_ok(choice.get("value"), 1, 100):
                found.append(f"{at}: string choice value {choice.get('value')!r}")
            if kind == INTEGER and not abs(choice.get("value")) <= 2**53:
                found.append(f"{at}: integer choice value {choice.get('value')!r}")
        low, high = option.get("min_value"), option.get("max_value")
        if kind in (INTEGER, NUMBER) and any(b is not None and abs(b) > 2**53 for b in (low, high)):
            found.append(f"{at}: bounds beyond ±2**53")
        if low is not None and high is not None and low > high:
            found.append(f"{at}: min_value above max_value")
    return found


def problems(payload: list[dict[str, Any]]) -> list[str]:
    chat = [c for c in payload if c.get("type", 1) == 1]
    found = [f"{len(chat)} chat-input commands"] if len(chat) > 100 else []
    names = [c["name"] for c in chat]
    if len(set(names)) != len(names):
        found.append("command names repeat")
    for command in chat:
        found += level_problems(command, f"/{command.get('name')}", 0)
        if characters(command) > 8000:
            found.append(f"/{command['name']}: {characters(command)} characters")
    return found


def new_game_commands(payload: list[dict[str, Any]]) -> dict[str, dict[str, Any]]:
    game = next(c for c in payload if c["name"] == "game")
    new = next(o for o in game["options"] if o["name"] == "new")
    assert new["type"] == SUB_COMMAND_GROUP
    return {sub["name"]: sub for sub in new["options"]}


def check_games_offered(payload: list[dict[str, Any]]) -> None:
    """Every registered game has `/game new <id>`; each option is typed as the game declares it, or, when
    the subcommand has an `options:` text, settable there."""
    offered = new_game_commands(payload)
    assert sorted(offered) == sorted(registry.ids())
    for game in registry.all():
        sub = offered[game.id]
        by_name = {o["name"]: o for o in sub["options"]}
        assert set(by_name) >= TIMING
        typed = set(by_name) - TIMING - {"options"}
        assert typed <= set(game.options)
        if typed != set(game.options):
            assert by_name["options"]["type"] == STRING and by_name["options"]["autocomplete"]
        for name in typed:
            option, shown = game.options[name], by_name[name]
            assert shown["description"] == clip(option.help) and not shown.get("required")
            assert shown["type"] == {bool: BOOLEAN, int: INTEGER, str: STRING}[option.kind]
            if option.choices is not None:
                assert [c["value"] for c in shown["choices"]] == list(option.choices)
            elif option.kind is int:
                assert (shown.get("min_value"), shown.get("max_value")) == (option.minimum, option.maximum)


@pytest.fixture
def games(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> Iterator[str]:
    extra: dict[str, list[FakeGame]] = {
        "registered": [],
        "a 30-option game": [wide_game()],
        "ten 30-option games": [wide_game(f"wide_{i}") for i in range(10)],
    }
    register(monkeypatch, *extra[request.param])
    yield request.param


@pytest.mark.parametrize(
    "games",
    ["registered", "a 30-option game", "ten 30-option games"],
    indirect=True,
)
def test_the_command_tree_stays_within_discords_limits(games: str) -> None:
    payload = built_payload()
    assert problems(payload) == []
    check_games_offered(payload)


def test_each_game_shows_its_own_help_texts() -> None:
    offered = new_game_commands(built_payload())
    for game_id in ("hanse", "andromeda"):
        options = {o["name"]: o["description"] for o in offered[game_id]["options"]}
        assert options["round_cap"] == registry.get(game_id).options["round_cap"].help
    assert "empty_deck_reshuffle" in {o["name"] for o in offered["hanse"]["options"]}
    assert "empty_deck_reshuffle" not in {o["name"] for o in offered["andromeda"]["options"]}


def test_a_30_option_game_keeps_the_rest_in_the_options_text(monkeypatch: pytest.MonkeyPatch) -> None:
    register(monkeypatch, wide_game())
    sub = new_game_commands(built_payload())["wide"]
    names = [o["name"] for o in sub["options"]]
    assert len(names) == 25 and names[-4:] == ["deadline_hours", "deadline_policy", "forfeit_after", "options"]
    assert names[:21] == [f"opt_{i:02d}" for i in range(21)]  # declaration order: the first ones are typed
    text = next(o for o in sub["options"] if o["name"] == "options")
    assert text["description"].startswith("Other options as name=value, comma-separated: opt_21, opt_22")


def test_the_check_itself_finds_broken_trees() -> None:
    option = {"type": STRING, "name": "Bad Name", "description": "", "choices": [{"name": "x", "value": "y" * 101}]}
    deep = {"type": SUB_COMMAND_GROUP, "name": "g", "description": "d", "options": [{**option, "name": "ok"}]}
    group = {"type": SUB_COMMAND_GROUP, "name": "top", "description": "d", "options": [deep]}
    found = problems([{"name": "x", "description": "d" * 101, "options": [option, group]}])
    assert any("bad option name" in p for p in found) and any("description of 101" in p for p in found)
    assert any("string choice value" in p for p in found) and any("nested too deeply" in p for p in found)
    assert any("mixed" in p for p in found)
    huge = [{"type": BOOLEAN, "name": f"o{i}", "description": "d" * 100} for i in range(26)]
    big = problems([{"name": "big", "description": "d", "options": huge}])
    assert any("26 options" in p for p in big)
    many = [{"name": f"c{i}", "description": "d", "options": huge[:25]} for i in range(101)]
    assert "101 chat-input commands" in problems(many)
    wide = [{"type": SUB_COMMAND, "name": f"s{i}", "description": "d", "options": huge[:25]} for i in range(4)]
    assert any("characters" in p for p in problems([{"name": "w", "description": "d", "options": wide}]))


# --- the `options:` text and its autocomplete ------------------------------------------------------------------


def test_the_options_text_is_parsed_and_checked() -> None:
    game = cast(Game, wide_game())
    chosen = chosen_options(game, {"opt_00": 4}, "opt_25=true, opt_26 = HIGH,opt_27=5, opt_28=7")
    assert chosen == {"opt_00": 4, "opt_25": True, "opt_26": "high", "opt_27": 5, "opt_28": 7}
    refusals = {
        "opt_28=11": "Option “opt_28” must be at most 10, not 11.",
        "opt_27=4": "Option “opt_27” must be one of 1, 3, 5, not “4”.",
        "opt_28=many": "Option “opt_28” must be a whole number, not “many”.",
        "opt_25=maybe": "Option “opt_25” must be true or false, not “maybe”.",
        "opt_25": "Write options as name=value, separated by commas (not “opt_25”).",
        "opt_00=1": "Option “opt_00” is given twice.",
    }
    for text, sentence in refusals.items():
        with pytest.raises(SetupError) as refused:
            chosen_options(game, {"opt_00": 4}, text)
        assert str(refused.value) == sentence
    with pytest.raises(SetupError, match=r"^Wide Game wide has no option “colour”; its options: opt_00, opt_01, "):
        chosen_options(game, {}, "colour=red")


def test_typed_values_are_checked_too() -> None:
    with pytest.raises(SetupError, match=r"^Option “round_cap” must be at most 200, not 500\.$"):
        chosen_options(registry.get("hanse"), {"round_cap": 500}, None)


def test_the_options_text_autocompletes_names_with_defaults() -> None:
    game = cast(Game, wide_game())
    rest = [f"opt_{i:02d}" for i in range(21, 30)]
    first = suggestions(game, rest, "")
    assert [c.value for c in first][:2] == ["opt_21=false", "opt_22=mid"]
    assert first[0].name == "opt_21=false: Option 21: on or off."
    assert [c.value for c in suggestions(game, rest, "opt_21=true, opt_2")][:2] == [
        "opt_21=true, opt_22=mid",
        "opt_21=true, opt_23=3",
    ]
    assert [c.value for c in suggestions(game, rest, "opt_22=low")] == ["opt_22=low"]
    assert all(len(c.name) <= 100 and len(c.value) <= 100 for c in suggestions(game, rest, "opt"))


# --- the same limits in every language (bot/discord/translator.py) -------------------------------------------


def localized(node: dict[str, Any], locale: str) -> dict[str, Any]:
    """`node` as Discord shows it to a user of `locale`: each name, description and choice name translated."""
    shown = dict(node)
    shown["name"] = (node.get("name_localizations") or {}).get(locale, node["name"])
    if "description" in node:
        shown["description"] = (node.get("description_localizations") or {}).get(locale, node["description"])
    if node.get("choices"):
        shown["choices"] = [
            {**c, "name": (c.get("name_localizations") or {}).get(locale, c["name"])} for c in node["choices"]
        ]
    if node.get("options"):
        shown["options"] = [localized(option, locale) for option in node["options"]]
    return shown


async def translated_payload() -> list[dict[str, Any]]:
    client = discord.Client(intents=discord.Intents.none())
    tree: app_commands.CommandTree[Any] = app_commands.CommandTree(client)
    await tree.set_translator(CatalogTranslator())
    for command in all_commands(UNUSED_ACTIONS):
        tree.add_command(command)
    payload = [await command.get_translated_payload(tree, CatalogTranslator()) for command in tree.get_commands()]
    return cast(list[dict[str, Any]], json.loads(json.dumps(payload)))


@pytest.mark.parametrize("games", ["registered", "a 30-option game"], indirect=True)
async def test_every_translation_of_the_tree_stays_within_discords_limits(games: str) -> None:
    payload = await translated_payload()
    for locale in ("de", "fr", "nl"):
        shown = [localized(command, locale) for command in payload]
        assert problems(shown) == [], locale
    # every command's description is translated (a name may read the same, as "hand" in German)
    assert all(set(c.get("description_localizations") or {}) == {"de", "fr", "nl"} for c in payload)
    assert {c["name"]: c["name_localizations"].get("de") for c in payload}["game"] == "partie"


def _choices(node: dict[str, Any]) -> list[dict[str, Any]]:
    found = list(node.get("choices") or ())
    for option in node.get("options") or ():
        found += _choices(option)
    return found


async def test_every_choice_reads_as_words_in_every_language_not_as_its_value() -> None:
    # a value such as "w2b", "beginner_game" or "ai" is what the bot receives, never what a player reads
    payload = await translated_payload()
    for locale in ("en", "de", "fr", "nl"):
        shown = [c for command in payload for c in _choices(localized(command, locale))]
        assert len(shown) >= 20
        named_as_values = [c["name"] for c in shown if c["name"] == c["value"] or "_" in c["name"]]
        assert named_as_values == [], locale
    wanted = {"de": "Welle 2b", "fr": "Vague 2b", "nl": "Golf 2b"}
    pools = [c for command in payload for c in _choices(command) if c["value"] == "w2b"]
    assert [(c["name"], c["name_localizations"]) for c in pools] == [("Wave 2b", wanted)]
