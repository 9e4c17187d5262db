"""Slash commands in the user's language: discord.py's `app_commands.Translator` over our catalogs (rules/i18n.py).

discord.py hands every command, group and option name, description and choice name to the translator when it
syncs; Discord then shows each user the names and descriptions of their client's language. Names come from the
"starmail" catalog under a context ("command name", "option name", "choice"), so a word used as a name and as a
description is translated apart; descriptions under none. A game's option help (in `/game new <game>`) is
translated in the game's own catalog (`locale_str(..., domain=game, help=full text)`), then clipped to Discord's
100 characters. tools/messages.py extracts these strings from the command tree itself.
"""

from __future__ import annotations

from discord import Locale, app_commands
from discord.app_commands import TranslationContextLocation as Where

from bot.discord.commands.new_game import DESCRIPTION_LIMIT, clip
from rules.i18n import BOT_DOMAIN, SOURCE, catalog, known

NAME_CONTEXTS: dict[Where, str] = {
    Where.command_name: "command name",
    Where.group_name: "command name",
    Where.parameter_name: "option name",
    Where.choice_name: "choice",
}


def context_of(where: Where) -> str | None:
    """The catalog context of a string of the command tree at `where` (None: a description)."""
    return NAME_CONTEXTS.get(where)


class CatalogTranslator(app_commands.Translator):
    async def translate(
        self, string: app_commands.locale_str, locale: Locale, context: app_commands.TranslationContextTypes
    ) -> str | None:
        language = known(str(locale.value))
        if language == SOURCE:
            return None
        extras = dict(string.extras)
        domain = str(extras.pop("domain", BOT_DOMAIN))
        message = str(extras.pop("text", string.message))
        # a game's catalog holds its command texts (option help, choice labels) without contexts: `mark` declares them
        where = context_of(context.location) if domain == BOT_DOMAIN else None
        if not message:
            return None
        translations = catalog(domain).translations(language)
        text = translations.pgettext(where, message) if where is not None else translations.gettext(message)
        if text == message:
            return None
        # a value said in its own words (a game's title: bot/game/base/phrases.py Spoken) is said in the same language
        values = {key: value.say(language) if hasattr(value, "say") else value for key, value in extras.items()}
        return clip(text.format(**values) if values else text, DESCRIPTION_LIMIT)
