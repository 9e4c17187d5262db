"""The languages a person may choose for Starmail's private messages (/language), each by its own name."""

from __future__ import annotations

LANGUAGES: dict[str, str] = {
    "auto": "auto (your Discord language)",
    "en": "English",
    "de": "Deutsch",
    "fr": "Français",
    "nl": "Nederlands",
}
