"""The translation catalogs (rules/i18n.py): extract the message ids from the code, keep the catalogs up to date,
and check them.

    python -m tools.messages update [DOMAIN...]   extract, write data/locales/templates/<domain>.pot and bring every
                                                  locale's .po up to date (new ids untranslated, stale ones gone)
    python -m tools.messages check                list what is missing, stale, untranslated or mismatched (exit 1)
    python -m tools.messages compile              compile every catalog to its .mo (`make` does, before running)

A game's domain is its id: the texts of `rules/<game>/` and `render/<game>/`. Everything else (bot/, and the
modules directly in rules/ and render/) is the "starmail" domain. `make messages` runs `update`; `make test`
runs the check (tests/test_catalogs.py).
"""

from __future__ import annotations

import string
import sys
from collections.abc import Iterable, Iterator
from pathlib import Path

from babel.messages.catalog import Catalog, Message
from babel.messages.extract import extract_from_file
from babel.messages.pofile import read_po, write_po

from rules.i18n import BOT_DOMAIN, LOCALE_DIR, LOCALES, SOURCE, catalog_path, compiled, compiled_path

ROOT = Path(__file__).resolve().parent.parent
TEMPLATES = LOCALE_DIR / "templates"
KEYWORDS = {
    "tr": (2,),
    "ntr": (2, 3),
    "ptr": ((2, "c"), 3),
    "nptr": ((2, "c"), 3, 4),
    "mark": (1,),
    # the core's phrases and refusals (bot/game/base/phrases.py, bot/game/base/types.py)
    "phrase": (1,),
    "nphrase": (1, 2),
    "Refusal": (1,),
    "SetupError": (1,),
    "DeadlineSettingError": (1,),
    "PreferenceError": (1,),
    "VerifyError": (1,),
    "PlayError": (1,),
    "SeatingError": (1,),
    "ReplayError": (1,),
    "CliError": (1,),
    "TransferError": (1,),
    "UnknownPlayerKind": (1,),
}
TRANSLATED = tuple(locale for locale in LOCALES if locale != SOURCE)
HEADER = "Starmail translations. English is the source language: the message ids are the English texts."
PROJECT = {"project": "Starmail", "version": "1", "copyright_holder": "the Starmail developers"}


def game_ids() -> list[str]:
    """The games with texts of their own: a package under rules/ with a text module."""
    return sorted(p.parent.name for p in (ROOT / "rules").glob("*/__init__.py") if not p.parent.name.startswith("_"))


def sources(domain: str) -> list[Path]:
    """The Python files whose texts belong to `domain`."""
    if domain == BOT_DOMAIN:
        shared = [*(ROOT / "rules").glob("*.py"), *(ROOT / "render").glob("*.py")]
        return sorted([*shared, *(ROOT / "bot").rglob("*.py")])
    return sorted([*(ROOT / "rules" / domain).rglob("*.py"), *(ROOT / "render" / domain).rglob("*.py")])


def domains() -> list[str]:
    return [BOT_DOMAIN, *game_ids()]


def extract(domain: str) -> Catalog:
    """The template of `domain`: every message id its sources use, with where."""
    template = Catalog(domain=domain, header_comment=f"# {HEADER}", fuzzy=False, **PROJECT)
    for path in sources(domain):
        for line, message, comments, context in extract_from_file("python", path, keywords=KEYWORDS):
            relative = path.relative_to(ROOT).as_posix()
            template.add(message, locations=[(relative, line)], auto_comments=comments, context=context)
    if domain == BOT_DOMAIN:
        for message, context in command_messages():
            template.add(message, locations=[("bot/discord/commands/__init__.py", 1)], context=context)
    return template


def command_messages() -> list[tuple[str, str | None]]:
    """The names, descriptions and choice names of the slash commands, as the translator is asked for them
    (bot/discord/translator.py); a game's own option help and the game-built texts are translated elsewhere."""
    from typing import Any

    import discord
    from discord import app_commands

    from bot.discord.actions import ActionDeps, action_groups
    from bot.discord.commands import all_commands
    from bot.discord.commands.new_game import TEXT_OPTION
    from rules.registry import registry

    nothing: Any = None
    tree: app_commands.CommandTree[discord.Client] = app_commands.CommandTree(
        discord.Client(intents=discord.Intents.none())
    )
    unused = ActionDeps(nothing, nothing, nothing, nothing, nothing, nothing, nothing)
    for command in all_commands(action_groups(unused)):
        tree.add_command(command)
    games = set(registry.ids())
    titles = {registry.get(g).title for g in games}
    # a game option's choice labels are marked in the game's code, for its own catalog
    titles |= {label for g in games for o in registry.get(g).options.values() for label in o.labels or ()}
    # a game's request (/offer) and its fields are described in the game's own words and catalog
    requested = {r.help for g in games for r in registry.get(g).requests}
    requested |= {r.group_help for g in games for r in registry.get(g).requests if r.group_help}
    requested |= {f.help for g in games for r in registry.get(g).requests for f in r.fields}
    found: list[tuple[str, str | None]] = []

    def walk(data: dict[str, Any], game: str | None) -> None:
        kind = data.get("type", 1)
        is_command = kind in (1, 2) and (game is None or data["name"] == game)
        if data["name"] not in games:
            found.append((data["name"], "command name" if kind in (1, 2) else "option name"))
        # a game's subcommand text, its option help and its `options:` text are translated apart
        games_own = game is not None and (is_command or data["name"] in registry.get(game).options)
        if (
            not games_own
            and not (game is not None and data["name"] == TEXT_OPTION)
            and data["description"] not in requested
        ):
            found.append((data["description"], None))
        for choice in data.get("choices") or ():
            if choice["name"] not in titles:
                found.append((choice["name"], "choice"))
        for option in data.get("options") or ():
            walk(option, option["name"] if option["name"] in games else game)

    for synced in tree.get_commands():
        walk(synced.to_dict(tree), None)
    return found


def template_path(domain: str) -> Path:
    return TEMPLATES / f"{domain}.pot"


def _write(catalog: Catalog, path: Path) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    with path.open("wb") as out:
        write_po(out, catalog, width=120, sort_output=True, ignore_obsolete=True, omit_header=False)


def _read(path: Path, locale: str | None = None) -> Catalog:
    with path.open("rb") as source:
        return read_po(source, locale=locale)


def update(wanted: Iterable[str]) -> list[Path]:
    """Write each wanted domain's template and bring its catalogs up to date; return the files written."""
    written: list[Path] = []
    for domain in wanted:
        template = extract(domain)
        if not len(template) and not template_path(domain).exists():
            continue  # a domain with no text of its own yet
        _write(template, template_path(domain))
        written.append(template_path(domain))
        for locale in TRANSLATED:
            path = catalog_path(domain, locale)
            if path.exists():
                found = _read(path, locale)
            else:
                found = Catalog(locale=locale, domain=domain, header_comment=f"# {HEADER}", fuzzy=False, **PROJECT)
            found.update(template, no_fuzzy_matching=True, update_creation_date=False)
            _write(found, path)
            written.append(path)
    return written


def _ids(catalog: Catalog) -> set[tuple[str, str | None]]:
    return {(m.id if isinstance(m.id, str) else m.id[0], m.context) for m in catalog if m.id}


def fields(text: str) -> set[str]:
    """The `str.format` fields of `text`."""
    found: set[str] = set()
    for _literal, name, _spec, _conversion in string.Formatter().parse(text):
        if name is not None:
            found.add(name.split(".")[0].split("[")[0])
    return found


def _mismatch(message: Message) -> str | None:
    ids = [message.id] if isinstance(message.id, str) else list(message.id)
    strings = [message.string] if isinstance(message.string, str) else list(message.string or ())
    if not all(strings):
        return "untranslated"
    wanted = set().union(*(fields(i) for i in ids))
    for text in strings:
        try:
            have = fields(text)
        except ValueError as error:
            return f"not a format string ({error})"
        if len(ids) == 1 and have != wanted:
            return f"placeholders {sorted(have)} instead of {sorted(wanted)}"
        if len(ids) > 1 and (not have <= wanted or not (wanted - {"count"}) <= have):
            return f"placeholders {sorted(have)} do not match {sorted(wanted)}"
    return None


def problems() -> Iterator[str]:
    """Everything wrong with the catalogs, one line each."""
    for domain in domains():
        template = extract(domain)
        path = template_path(domain)
        if not path.exists():
            if len(template):
                yield f"{domain}: no template {path.relative_to(ROOT)}; run `make messages`"
            continue
        stored = _read(path)
        if _ids(stored) != _ids(template):
            yield f"{domain}: the template is out of date with the code; run `make messages`"
        for locale in TRANSLATED:
            po = catalog_path(domain, locale)
            if not po.exists():
                yield f"{domain}/{locale}: no catalog {po.relative_to(ROOT)}"
                continue
            found = _read(po, locale)
            missing = _ids(template) - _ids(found)
            stale = _ids(found) - _ids(template)
            for msgid, _context in sorted(missing, key=str)[:20]:
                yield f"{domain}/{locale}: missing {msgid!r}"
            for msgid, _context in sorted(stale, key=str)[:20]:
                yield f"{domain}/{locale}: stale {msgid!r}"
            for message in found:
                if not message.id:
                    continue
                shown = message.id if isinstance(message.id, str) else message.id[0]
                if message.fuzzy:
                    yield f"{domain}/{locale}: fuzzy {shown!r}"
                    continue
                wrong = _mismatch(message)
                if wrong is not None:
                    yield f"{domain}/{locale}: {shown!r}: {wrong}"


def compile_all() -> list[Path]:
    """Every locale's catalog compiled next to its .po (rules/i18n.py reads it unless it is older than the .po)."""
    written = []
    for domain in domains():
        for locale in TRANSLATED:
            if catalog_path(domain, locale).exists():
                path = compiled_path(domain, locale)
                path.write_bytes(compiled(domain, locale))
                written.append(path)
    return written


def main(argv: list[str]) -> int:
    if argv[:1] == ["update"]:
        for path in update(argv[1:] or domains()):
            print(path.relative_to(ROOT))
        return 0
    if argv[:1] == ["compile"]:
        for path in compile_all():
            print(path.relative_to(ROOT))
        return 0
    if argv[:1] == ["check"]:
        found = list(problems())
        for line in found:
            print(line)
        return 1 if found else 0
    print(__doc__)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
