"""An encounter card is read out to the whole table: its public narration says whom it asks and what, in the third
person, so that nobody else reads a question put to them ("… Full power to escape?")."""

from __future__ import annotations

import re

from rules.registry import registry
from rules.starfarers.encounter_cards import CARDS, ZAHN

GAME = registry.get("starfarers")
SECOND_PERSON = {
    locale: re.compile(rf"\b({words})\b", re.IGNORECASE)
    for locale, words in {
        "en": "you|your",
        "de": "du|dein\\w*|dich|dir",
        "fr": "tu|toi|ton|ta|tes|te",
        "nl": "je|jij|jou|jouw",
    }.items()
}


def _encounter(card: str) -> dict[str, object]:
    question, options = CARDS[card]
    return {"type": "encounter", "to": None, "seat": "p2", "question": question, "options": [o[0] for o in options]}


def test_every_encounter_question_is_narrated_in_the_third_person_in_every_language() -> None:
    for card in sorted(set(CARDS) - ZAHN):
        event = _encounter(card)
        said = {locale: GAME.narrate(event, locale, {"p2": "Ada"}) for locale in ("en", "de", "fr", "nl")}
        for locale, text in said.items():
            assert "Ada" in text and not SECOND_PERSON[locale].search(text), (card, locale, text)
        assert len(set(said.values())) == 4, f"{card} is not translated: {said}"


def test_the_black_hole_as_the_table_hears_it() -> None:
    card = next(c for c, (question, _) in CARDS.items() if question == "q27")
    assert GAME.narrate(_encounter(card), "en", {"p2": "AI (Player 2)"}) == (
        "Encounter: AI (Player 2) must decide whether to escape a black hole at full power."
    )
