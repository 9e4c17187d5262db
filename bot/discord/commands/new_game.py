"""/game new <game>: one subcommand per registered game, carrying that game's own options.

`/game new` is a subcommand group (game → new → <game id>, the deepest nesting Discord allows). Each game's
subcommand offers the game's options as typed slash options built from its `rules.contract.Option`s (type,
bounds, choices, and the help text as the description), then the shared timing options (deadline_hours,
deadline_policy, forfeit_after; default: the server's /settings).

Discord's limits decide what fits (tests/discord/test_command_limits.py checks the whole synced tree): 25
options per subcommand, 25 subcommands per group, and 8000 characters of names, descriptions and choices per
top-level command -- all of `/game`, so every game's subcommand draws on one budget. An option that does not
fit as a typed option (beyond a subcommand's 25 slots, over the character budget: the games with the most
typed options give up their last ones first, or not expressible as a slash option: its name, more than 25
choices) is set through the subcommand's `options:` text, `name=value, name=value`, whose autocomplete lists
those options with their defaults and help. Every value is checked with the game's `Option.check`; an unknown
name, a bad value or a name given twice is refused in one sentence. A game that cannot be offered at all
(more than 25 games, an id that is no valid command name) is logged as an error, never synced.
"""

from __future__ import annotations

import inspect
import logging
import unicodedata
from collections.abc import Awaitable, Callable, Coroutine, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

import discord
from discord import app_commands

from bot.discord.actions.lobby import LobbyActions
from bot.discord.commands.common import value_choices
from bot.discord.ports import Interaction
from bot.game import MAX_FORFEIT_AFTER, MAX_HOURS, POLICIES, DeadlineOverrides, Spoken, phrase
from rules.contract import Game, Option, SetupError
from rules.i18n import mark
from rules.registry import registry

log = logging.getLogger(__name__)

# Discord's limits for chat-input commands.
NAME_LIMIT = 32
DESCRIPTION_LIMIT = 100
CHOICE_LIMIT = 100  # characters of a choice's name, and of a string choice's value
CHOICES_PER_OPTION = 25
OPTIONS_PER_COMMAND = 25
SUBCOMMANDS_PER_GROUP = 25
COMMAND_CHARACTERS = 8000  # names, descriptions and choices of one top-level command, subcommands included
DISCORD_INTEGER = 2**53  # integer options and their bounds lie within ±2**53

NEW = "new"
NEW_DESCRIPTION = "Open a game: a lobby others can join"
TEXT_OPTION = "options"
TIMING_DESCRIPTIONS = {
    "deadline_hours": "Hours per decision (0: none; default: the server's setting)",
    "deadline_policy": "When a deadline passes: the AI plays, the rules' default, or pause",
    "forfeit_after": "Missed deadlines in a row before a player forfeits (0: never)",
}
TIMING_OPTIONS = tuple(TIMING_DESCRIPTIONS)
TIMING_CHARACTERS = sum(len(n) + len(d) for n, d in TIMING_DESCRIPTIONS.items()) + sum(
    len(c.name) + len(c.value) for c in value_choices(POLICIES)
)
RESERVED = frozenset((*TIMING_OPTIONS, TEXT_OPTION))
TYPED_SLOTS = OPTIONS_PER_COMMAND - len(TIMING_OPTIONS)  # a game's typed options when no `options:` text is needed
TRUE, FALSE = ("true", "yes", "on", "1"), ("false", "no", "off", "0")

Handler = Callable[[Interaction, dict[str, Any]], Awaitable[None]]
Suggest = Callable[[Interaction, str], Coroutine[Any, Any, list[app_commands.Choice[str]]]]


def valid_name(name: str) -> bool:
    """Discord's rule for command and option names: 1-32 lowercase `-`, `_`, letters or digits."""
    allowed = all(ch in "-_" or unicodedata.category(ch)[0] in "LN" for ch in name)
    return 1 <= len(name) <= NAME_LIMIT and name == name.lower() and allowed


def clip(text: str, limit: int = DESCRIPTION_LIMIT) -> str:
    """`text` on one line within `limit` characters: cut at a word boundary, with "…", when too long."""
    text = " ".join(text.split())
    if len(text) <= limit:
        return text
    cut = text[: limit - 1]
    space = cut.rfind(" ")
    if space >= limit // 2:
        cut = cut[:space]
    return cut.rstrip(" ,;:-(") + "…"


def describe(name: str, option: Option) -> str:
    return clip(option.help) or name.replace("_", " ")


def show(value: Any) -> str:
    """A value as written in the `options:` text."""
    return str(value).lower() if isinstance(value, bool) else str(value)


def typeable(name: str, option: Option) -> bool:
    """Whether `option` can be a typed slash option (else it is set through the `options:` text)."""
    if not valid_name(name) or name in RESERVED or option.kind not in (bool, int, str):
        return False
    if option.choices is None:
        bounds = [b for b in (option.minimum, option.maximum) if b is not None]
        return all(abs(b) <= DISCORD_INTEGER for b in bounds)
    if option.kind is bool or not 1 <= len(option.choices) <= CHOICES_PER_OPTION:
        return False
    if any(type(c) is not option.kind for c in option.choices):
        return False
    if option.kind is str:
        return all(1 <= len(c) <= CHOICE_LIMIT for c in option.choices)
    return all(abs(c) <= DISCORD_INTEGER for c in option.choices)


class OptionSlot(app_commands.Transformer):
    """A game option as a typed slash option: Discord enforces its type, bounds and choices."""

    def __init__(self, option: Option, domain: str) -> None:
        self.option = option
        self.domain = domain
        """The game whose catalog translates the choices' labels."""

    @property
    def type(self) -> discord.AppCommandOptionType:
        if self.option.kind is bool:
            return discord.AppCommandOptionType.boolean
        if self.option.kind is int:
            return discord.AppCommandOptionType.integer
        return discord.AppCommandOptionType.string

    @property
    def min_value(self) -> int | None:
        return self.option.minimum if self.option.kind is int and self.option.choices is None else None

    @property
    def max_value(self) -> int | None:
        return self.option.maximum if self.option.kind is int and self.option.choices is None else None

    @property
    def choices(self) -> list[app_commands.Choice[int | float | str]] | None:
        if self.option.choices is None:
            return None
        if self.option.labels is None:
            return [app_commands.Choice(name=clip(str(c), CHOICE_LIMIT), value=c) for c in self.option.choices]
        return [
            app_commands.Choice(name=app_commands.locale_str(clip(label, CHOICE_LIMIT), domain=self.domain), value=c)
            for c, label in zip(self.option.choices, self.option.labels, strict=True)
        ]

    async def transform(self, interaction: Interaction, value: Any, /) -> Any:
        return value


def option_characters(name: str, option: Option) -> int:
    choices = OptionSlot(option, "").choices or []
    return len(name) + len(describe(name, option)) + sum(len(c.name) + len(str(c.value)) for c in choices)


@dataclass
class GamePlan:
    """How one game's subcommand offers its options: `typed` as slash options, the rest in `options:` text."""

    game: Game
    name: str
    typed: list[str] = field(default_factory=list)

    @property
    def text(self) -> list[str]:
        return [name for name in self.game.options if name not in self.typed]

    @property
    def description(self) -> str:
        return clip(f"Open a lobby of {self.game.title}")

    def text_description(self) -> str:
        return clip("Other options as name=value, comma-separated: " + ", ".join(self.text))

    def translatable(self) -> tuple[app_commands.locale_str, app_commands.locale_str]:
        """The subcommand's and the `options:` text option's descriptions, as the translator gets them: the English
        text (what `characters` counts) with the message to translate and its values (bot/discord/translator.py)."""
        lobby = app_commands.locale_str(
            self.description, text=mark("Open a lobby of {title}"), title=Spoken(self.game.title_in)
        )
        text = mark("Other options as name=value, comma-separated: {names}")
        other = app_commands.locale_str(self.text_description(), text=text, names=", ".join(self.text))
        return lobby, other

    def characters(self) -> int:
        """What the subcommand adds to the command's character count."""
        total = len(self.name) + len(self.description) + TIMING_CHARACTERS
        total += sum(option_characters(name, self.game.options[name]) for name in self.typed)
        return total + (len(TEXT_OPTION) + len(self.text_description()) if self.text else 0)


def command_name(game_id: str) -> str:
    """The subcommand name for a game id (game ids are package names, so normally the id itself)."""
    name = "".join(ch if ch in "-_" or unicodedata.category(ch)[0] in "LN" else "-" for ch in game_id.lower())
    return name[:NAME_LIMIT]


def plan_games(games: Sequence[Game], budget: int) -> list[GamePlan]:
    """One plan per game that fits, within `budget` characters in all; what does not fit is logged."""
    plans: list[GamePlan] = []
    for game in games:
        name = command_name(game.id)
        if not valid_name(name) or any(p.name == name for p in plans) or len(plans) == SUBCOMMANDS_PER_GROUP:
            log.error("/game new cannot offer game %r (name %r, or more than %d games)", game.id, name, len(plans))
            continue
        typed = [n for n, o in game.options.items() if typeable(n, o)]
        if len(typed) < len(game.options) or len(typed) > TYPED_SLOTS:
            typed = typed[: TYPED_SLOTS - 1]  # one slot for the `options:` text
        plans.append(GamePlan(game, name, typed))
    while plans and sum(p.characters() for p in plans) > budget:
        widest = max(plans, key=lambda p: (len(p.typed), p.characters()))
        if widest.typed:
            widest.typed.pop()
        else:
            dropped = plans.pop()
            log.error("/game new cannot offer game %r within Discord's command size", dropped.game.id)
    return plans


def known_option(game: Game, name: str) -> tuple[str, Option]:
    if name in game.options:
        return name, game.options[name]
    folded = {n.casefold(): n for n in game.options}
    if name.casefold() in folded:
        found = folded[name.casefold()]
        return found, game.options[found]
    known = clip(", ".join(game.options) or "none", 1500)
    raise SetupError("{title} has no option “{name}”; its options: {known}.", title=game.title, name=name, known=known)


def parse_value(name: str, option: Option, raw: str) -> Any:
    """The value `raw` stands for, for `option` (Option.check then decides whether it is allowed)."""
    if option.choices is not None:
        for choice in option.choices:
            if show(choice).casefold() == raw.casefold():
                return choice
        return int(raw) if option.kind is int and raw.lstrip("+-").isdigit() else raw
    if option.kind is bool:
        if raw.lower() in TRUE or raw.lower() in FALSE:
            return raw.lower() in TRUE
        raise SetupError("Option “{name}” must be true or false, not “{value}”.", name=name, value=raw)
    if option.kind is int:
        try:
            return int(raw)
        except ValueError:
            raise SetupError("Option “{name}” must be a whole number, not “{value}”.", name=name, value=raw) from None
    if option.kind is str:
        return raw
    try:
        return option.kind(raw)
    except (TypeError, ValueError):
        raise SetupError("Option “{name}” does not take “{value}”.", name=name, value=raw) from None


def parse_text(text: str) -> list[tuple[str, str]]:
    """`name=value, name=value` as (name, raw value) pairs; values cannot contain commas."""
    pairs = []
    for part in text.split(","):
        if not part.strip():
            continue
        name, sep, raw = part.partition("=")
        if not sep or not name.strip():
            raise SetupError("Write options as name=value, separated by commas (not “{part}”).", part=part.strip())
        pairs.append((name.strip(), raw.strip()))
    return pairs


def chosen_options(game: Game, typed: Mapping[str, Any], text: str | None) -> dict[str, Any]:
    """The options given for `game`: the typed ones and those of the `options:` text, each checked with its
    Option.check. Raises SetupError (one sentence) for an unknown name, a bad value or a name given twice."""
    chosen: dict[str, Any] = {}
    for given, value in typed.items():
        name, option = known_option(game, given)
        chosen[name] = option.check(name, value)
    for given, raw in parse_text(text or ""):
        name, option = known_option(game, given)
        if name in chosen:
            raise SetupError("Option “{name}” is given twice.", name=name)
        chosen[name] = option.check(name, parse_value(name, option, raw))
    return chosen


def suggestions(game: Game, names: Sequence[str], current: str) -> list[app_commands.Choice[str]]:
    """Autocomplete for the `options:` text: the next `name=default` among `names`, with its help."""
    head, comma, last = current.rpartition(",")
    stem = last.strip()
    if "=" in stem:
        return [app_commands.Choice(name=clip(current, CHOICE_LIMIT), value=current)] if len(current) <= 100 else []
    given = {part.partition("=")[0].strip() for part in head.split(",")}
    prefix = f"{head.strip()}, " if comma and head.strip() else ""
    found = []
    for name in names:
        option = game.options[name]
        value = f"{prefix}{name}={show(option.default)}"
        if name in given or not name.startswith(stem) or len(value) > CHOICE_LIMIT:
            continue
        label = clip(f"{name}={show(option.default)}: {option.help}", CHOICE_LIMIT)
        found.append(app_commands.Choice(name=label, value=value))
    return found[:CHOICES_PER_OPTION]


def keyword_callback(
    handler: Handler, annotations: Mapping[str, Any], required: Sequence[str] = ()
) -> Callable[..., Awaitable[None]]:
    """discord.py reads a command's options from its callback's signature only: this gives `handler` a callback
    with one keyword parameter per entry of `annotations` (those in `required` first and required, the others
    optional), and hands it the values given by name."""

    async def callback(interaction: Interaction, **given: Any) -> None:
        await handler(interaction, given)

    kind = inspect.Parameter.KEYWORD_ONLY
    first = inspect.Parameter("interaction", inspect.Parameter.POSITIONAL_OR_KEYWORD, annotation=discord.Interaction)
    parameters = [first]
    parameters += [inspect.Parameter(n, kind, annotation=annotations[n]) for n in required]
    parameters += [
        inspect.Parameter(n, kind, default=None, annotation=a) for n, a in annotations.items() if n not in required
    ]
    # discord.py reads `__signature__`, which the function type does not declare.
    callback.__signature__ = inspect.Signature(parameters)  # type: ignore[attr-defined]
    return callback


def _suggester(game_id: str, names: Sequence[str]) -> Suggest:
    async def suggest(interaction: Interaction, current: str) -> list[app_commands.Choice[str]]:
        try:
            return suggestions(registry.get(game_id), names, current)
        except KeyError:
            return []

    return suggest


def game_subcommand(plan: GamePlan, actions: LobbyActions) -> app_commands.Command[Any, ..., None]:
    game_id = plan.game.id
    slots = {f"option_{i}": name for i, name in enumerate(plan.typed)}  # Python names, renamed for Discord
    annotations: dict[str, Any] = {
        python: OptionSlot(plan.game.options[name], game_id) for python, name in slots.items()
    }
    annotations["deadline_hours"] = app_commands.Range[float, 0.0, MAX_HOURS]
    annotations["deadline_policy"] = str
    annotations["forfeit_after"] = app_commands.Range[int, 0, MAX_FORFEIT_AFTER]
    descriptions: dict[str, str | app_commands.locale_str] = {
        # a game's option help is translated in the game's own catalog
        python: app_commands.locale_str(
            describe(name, plan.game.options[name]), domain=game_id, text=plan.game.options[name].help
        )
        for python, name in slots.items()
    }
    descriptions.update(TIMING_DESCRIPTIONS)
    lobby, other = plan.translatable()
    if plan.text:
        annotations["text"] = str
        descriptions["text"] = other

    async def handle(interaction: Interaction, given: dict[str, Any]) -> None:
        try:
            game = registry.get(game_id)
        except KeyError:
            await actions.refuse(interaction, phrase("There is no game called “{name}”.", name=game_id))
            return
        typed = {slots[python]: value for python, value in given.items() if python in slots and value is not None}
        try:
            chosen = chosen_options(game, typed, given.get("text"))
        except SetupError as error:
            await actions.refuse(interaction, error)
            return
        deadline = DeadlineOverrides(
            hours=given.get("deadline_hours"),
            policy=given.get("deadline_policy"),
            forfeit_after=given.get("forfeit_after"),
        )
        await actions.create(interaction, game_id, chosen, deadline)

    callback: Any = app_commands.describe(**descriptions)(keyword_callback(handle, annotations))
    callback = app_commands.rename(**slots, **({"text": TEXT_OPTION} if plan.text else {}))(callback)
    callback = app_commands.choices(deadline_policy=value_choices(POLICIES))(callback)
    if plan.text:
        callback = app_commands.autocomplete(text=_suggester(game_id, plan.text))(callback)
    return app_commands.Command(name=plan.name, description=lobby, callback=callback)


def characters(command: app_commands.Command[Any, ..., Any] | app_commands.Group) -> int:
    """Discord's count for the 8000-character limit: names, descriptions, choice names and values."""
    total = len(command.name) + len(command.description)
    if isinstance(command, app_commands.Group):
        return total + sum(characters(child) for child in command.commands)
    for parameter in command.parameters:
        total += len(parameter.display_name) + len(parameter.description)
        total += sum(len(c.name) + len(str(c.value)) for c in parameter.choices)
    return total


def add_new_game_group(
    parent: app_commands.Group, actions: LobbyActions, games: Sequence[Game] | None = None
) -> app_commands.Group:
    """Add `/<parent> new <game>` for every registered game (or `games`), within what is left of the
    parent's 8000 characters; call it once the parent's other subcommands are in."""
    budget = COMMAND_CHARACTERS - characters(parent) - len(NEW) - len(NEW_DESCRIPTION)
    group = app_commands.Group(name=NEW, description=NEW_DESCRIPTION)
    for plan in plan_games(registry.all() if games is None else games, budget):
        group.add_command(game_subcommand(plan, actions))
    parent.add_command(group)
    return group
