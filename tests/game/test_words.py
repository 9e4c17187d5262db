"""The core's words in every language: refusals, outcome messages and log notes are phrases, said in the reader's
language, naming seats and people through the front end's `Naming` and never by id."""

from __future__ import annotations

import re

import pytest

from bot.game.digest import Digest
from bot.game.notes import note_phrase
from bot.game.phrases import At, Listed, Naming, Seat, nphrase, phrase
from bot.game.service import GameService
from bot.game.types import Refusal
from rules.i18n import LOCALES
from tests.game.support import ALICE, BOB, HOST, first_choice

NOTES = [
    ({"type": "timeout", "policy": "pause", "seats": ["p1", "p2"]}, None, None),
    ({"type": "timeout", "policy": "default", "seat": "p2", "moves": 2}, "p2", None),
    ({"type": "timeout", "policy": "ai", "seat": "p2", "moves": 1}, "p2", None),
    ({"type": "resigned", "seats": ["p3"]}, "p3", 12),
    ({"type": "draw_agreed", "seats": ["p1", "p2"]}, None, 12),
    ({"type": "forfeit", "seats": ["p2"], "missed": 3}, "p2", None),
    ({"type": "away", "mode": "extend", "until": 1800000000.0}, "p2", 12),
    ({"type": "away", "mode": "ai", "until": 1800000000.0}, "p2", 12),
    ({"type": "back"}, "p2", 12),
    ({"type": "mod_force", "seat": "p2", "moves": 1}, "p2", 7),
    ({"type": "mod_deadline", "due": 1800000000.0}, None, 7),
    ({"type": "mod_deadline", "due": None}, None, 7),
    (
        {
            "type": "mod_deadline_rules",
            "deadline_hours": 4,
            "deadline_policy": "pause",
            "reminders": "50%",
            "forfeit_after": 2,
        },
        None,
        7,
    ),
    ({"type": "mod_pause"}, None, 7),
    ({"type": "mod_resume"}, None, 7),
    ({"type": "mod_kick", "user": 12, "policy": "ai"}, "p2", 7),
    ({"type": "mod_replace", "user": 13}, "p2", 7),
    ({"type": "mod_end", "reason": "abandoned", "ranking": [["p2"], ["p1", "p3"]]}, None, 7),
    ({"type": "something_new"}, None, 7),
]
IDS = re.compile(r"\b(p\d|user \d+|\d{5,}|mod_\w+|something_new|abandoned)\b")


@pytest.mark.parametrize(("note", "seat", "user"), NOTES)
def test_every_note_is_said_in_every_language_without_an_id(
    note: dict[str, object], seat: str | None, user: int | None
) -> None:
    said = {locale: note_phrase(note, seat, user).say(locale) for locale in LOCALES}
    for locale, text in said.items():
        assert text and not IDS.search(text), (locale, text)
    assert len(set(said.values())) == len(LOCALES), said  # German, French and Dutch are not the English


def test_a_note_names_seats_people_and_times_as_the_front_end_does() -> None:
    naming = Naming(seats={"p2": "Bob"}, user=lambda user: f"<@{user}>", time=lambda at, locale: f"<t:{int(at)}:f>")
    away = note_phrase({"type": "away", "mode": "ai", "until": 1800000000.0}, "p2", BOB)
    assert away.say("de", naming) == "Bob ist bis <t:1800000000:f> abwesend: Die KI spielt für ihn."
    ended = note_phrase({"type": "mod_end", "reason": "abandoned", "ranking": [["p2"], ["p1", "p3"]]}, None, 7)
    assert ended.say("fr", naming) == (
        "Le modérateur <@7> a terminé la partie (un modérateur a terminé la partie : Bob > Joueur 1 = Joueur 3)."
    )


def test_lists_and_plurals_follow_each_language() -> None:
    seats = Listed((Seat("p1"), Seat("p2"), Seat("p3")))
    waiting = phrase("The deadline passed with {seats} still to act: the game is paused.", seats=seats)
    assert (
        waiting.say("nl")
        == "De deadline verstreek terwijl Speler 1, Speler 2 en Speler 3 nog moesten handelen: het spel is gepauzeerd."
    )
    assert nphrase("{count} move", "{count} moves", 1).say("fr") == "1 coup"
    assert nphrase("{count} move", "{count} moves", 0).say("fr") == "0 coup"  # French counts 0 as singular
    assert nphrase("{count} move", "{count} moves", 0).say("de") == "0 Züge"
    assert phrase("Reminder: your decision is due by {due}.", due=At(0)).say("en").replace("\u202f", " ") == (
        "Reminder: your decision is due by 1/1/70, 12:00 AM UTC."
    )


async def test_a_refusal_reaches_its_reader_in_their_language(service: GameService) -> None:
    created = await service.create("hanse", HOST)
    await service.join(created.game_id, ALICE)
    await service.start(created.game_id, HOST)
    acting = (await service.view(created.game_id, None)).acting
    waiting = HOST if acting == ("p2",) else ALICE
    with pytest.raises(Refusal) as refused:
        await service.act_index(created.game_id, waiting, 0, 0)
    assert refused.value.say("de") == "Du bist nicht am Zug."
    mover = ALICE if waiting == HOST else HOST
    _, seq = await first_choice(service, created.game_id, mover)
    with pytest.raises(Refusal) as illegal:
        await service.act(created.game_id, mover, {"type": "fly", "to": "fenn"}, seq)
    assert illegal.value.code == "illegal"
    assert illegal.value.say("en") == "That is not one of your possible actions."
    assert illegal.value.say("nl") == "Dat is geen van je mogelijke acties."


def test_a_digest_is_said_in_dutch_with_real_plurals() -> None:
    digest = Digest(1, "p2", 3, 1, (phrase("The game went back to move {move}.", move=2),), 3, True, ("Zet A",))
    assert digest.text("nl").splitlines() == [
        "Sinds je laatste beslissing (1 zet):",
        "- … 3 eerdere regels",
        "- Het spel is teruggezet naar zet 2.",
        "Nu beslis jij (1 keuze): Zet A.",
    ]
