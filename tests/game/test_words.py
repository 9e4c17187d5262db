"""The core's words in every language: refusals, outcome messages and log notes are phrases, said in the reader's
language, naming seats and people through the front end's `Naming` and never by id."""

from __future__ import annotations

import re

import pytest

from bot.game.base.phrases import At, Listed, Naming, Phrase, Sayable, Seat, nphrase, phrase
from bot.game.base.types import Refusal
from bot.game.clocks.deadlines import DeadlineSettingError, rules_from
from bot.game.history.digest import Digest, digest_of_log
from bot.game.history.notes import note_phrase
from bot.game.service import GameService
from bot.store.base import LogRecord
from rules.i18n import LOCALES, TEXT
from rules.registry import registry
from tests.game.support import ALICE, BOB, HOST, MOD, first_choice

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
    (
        {
            "type": "mod_deadline_rules",
            "deadline_hours": 1.5,
            "deadline_policy": "default",
            "reminders": "none",
            "forfeit_after": 0,
        },
        None,
        7,
    ),
    ({"type": "mod_deadline_rules", "deadline_hours": 0, "deadline_policy": "ai", "reminders": "2d,90m,45s"}, None, 7),
    ({"type": "mod_pause"}, None, 7),
    ({"type": "mod_pause", "reason": "  back   tomorrow "}, None, 7),
    ({"type": "mod_resume"}, None, 7),
    ({"type": "mod_kick", "user": 12, "policy": "ai"}, "p2", 7),
    ({"type": "mod_replace", "user": 13}, "p2", 7),
    ({"type": "mod_end", "reason": "abandoned", "ranking": [["p2"], ["p1", "p3"]]}, None, 7),
    ({"type": "mod_end", "reason": "timeout", "ranking": [["p1"], ["p2"]]}, None, 7),
    ({"type": "mod_end", "reason": "", "ranking": []}, None, 7),
    ({"type": "mod_something_new"}, None, 7),
    ({"type": "something_new"}, None, 7),
    ({}, None, None),
]
IDS = re.compile(
    r"\b(p\d|user \d+|\d{5,}|mod_\w+|deadline_\w+|forfeit_after|kick_policy|something_new|abandoned|draw_agreed"
    r"|None)\b|[{}]|Listed\(|Phrase\(|Seat\("
)
"""What a player must never read: a seat id, a user id, an internal key, a placeholder left unfilled, a repr."""


def catalogued(words: Phrase, locale: str) -> bool:
    """Whether the catalog of `locale` has `words` yet: a new text reaches the catalogs when they are brought up to
    date (tests/test_catalogs.py fails until then), and only then can it read differently from the English."""
    translations = TEXT.translations(locale)
    if words.plural is not None:
        return translations.ngettext(words.message, words.plural, 1) != words.message
    return translations.gettext(words.message) != words.message


@pytest.mark.parametrize(("note", "seat", "user"), NOTES)
def test_every_note_is_said_in_every_language_without_an_id(
    note: dict[str, object], seat: str | None, user: int | None
) -> None:
    words = note_phrase(note, seat, user)
    said = {locale: words.say(locale) for locale in LOCALES}
    for locale, text in said.items():
        assert text and not IDS.search(text), (locale, text)
        if locale != "en" and catalogued(words, locale):
            assert text != said["en"], (locale, text)  # German, French and Dutch are not the English


def test_a_note_names_seats_people_and_times_as_the_front_end_does() -> None:
    naming = Naming(seats={"p2": "Bob"}, user=lambda user: f"<@{user}>", time=lambda at, locale: f"<t:{int(at)}:f>")
    away = note_phrase({"type": "away", "mode": "ai", "until": 1800000000.0}, "p2", BOB)
    assert away.say("de", naming) == "Bob ist bis <t:1800000000:f> abwesend: Die KI spielt für ihn."
    late = note_phrase({"type": "timeout", "policy": "ai", "seat": "p2", "moves": 2}, "p2", None)
    assert late.say("fr", naming) == "Le délai a expiré : l'IA a joué pour Bob (2 coups)."
    ended = note_phrase({"type": "mod_end", "reason": "abandoned", "ranking": [["p2"], ["p1", "p3"]]}, None, 7)
    assert ended.say("en", naming) == "Moderator <@7> ended the game. Ranking: Bob > Player 1 = Player 3."
    for locale in ("de", "fr"):
        text = ended.say(locale, naming)
        assert "<@7>" in text and "Bob > " in text and not IDS.search(text), text


def test_a_moderators_reason_is_the_bots_words_or_their_own() -> None:
    bots = note_phrase({"type": "mod_end", "reason": "timeout", "ranking": [["p1"], ["p2"]]}, None, 7)
    assert str(bots) == (
        "Moderator a player ended the game (a player missed too many deadlines in a row). Ranking: Player 1 > Player 2."
    )
    own = note_phrase({"type": "mod_end", "reason": "Bob left the server", "ranking": [["p1"], ["p2"]]}, None, 7)
    assert "(Bob left the server)" in own.say("de")
    paused = note_phrase({"type": "mod_pause", "reason": "  back   tomorrow "}, None, 7)
    assert str(paused) == "Moderator a player paused the game: back tomorrow."


def test_deadline_rules_read_as_words() -> None:
    rules = note_phrase(
        {"type": "mod_deadline_rules", "deadline_hours": 1.5, "deadline_policy": "default", "reminders": "50%,2d,90m"},
        None,
        7,
    )
    assert str(rules) == (
        "Moderator a player set the deadlines: 90 minutes per decision; reminders when 50% of the time has passed,"
        " 2 days before the deadline, and 90 minutes before the deadline; no forfeit. When a deadline passes: the late"
        " player gets the rules' default move, or the AI's where the rules have none."
    )


def test_a_bad_setting_names_what_to_type_and_what_it_means_in_the_readers_language() -> None:
    with pytest.raises(DeadlineSettingError) as bad:
        rules_from({"deadline_policy": "wait"})
    german = bad.value.say("de")
    assert "`ai` (die KI trifft die Entscheidung des säumigen Spielers)" in german
    assert "oder `pause` (die Partie pausiert und die Moderatoren werden benachrichtigt)" in german
    assert str(bad.value).startswith(
        "The deadline policy must be one of `ai` (the AI plays the late player's decision)"
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


SEAT_NAMES = Naming(seats={"p1": "Ada", "p2": "Bob"}, user=lambda user: f"<@{user}>")


async def test_a_refusal_names_seats_through_the_naming_in_german_and_french(service: GameService) -> None:
    created = await service.create("hanse", HOST)
    await service.join(created.game_id, ALICE)
    await service.start(created.game_id, HOST)
    with pytest.raises(Refusal) as unknown:
        await service.replace(created.game_id, MOD, "p9", BOB, moderator=True)
    assert (
        unknown.value.say("de", SEAT_NAMES) == "Es gibt keinen Platz „p9“; die Plätze sind: `p1` (Ada) und `p2` (Bob)."
    )
    assert unknown.value.say("fr", SEAT_NAMES) == (
        "Il n'y a pas de place « p9 » ; les places sont : `p1` (Ada) et `p2` (Bob)."
    )
    acting = (await service.view(created.game_id, None)).acting
    waiting = next(seat for seat in ("p1", "p2") if seat not in acting)
    with pytest.raises(Refusal) as idle:
        await service.force(created.game_id, MOD, waiting, moderator=True)
    name = SEAT_NAMES.seats[waiting]
    assert str(idle.value) == f"Player {waiting[1]} has no decision to make now."
    for locale in ("de", "fr"):
        text = idle.value.say(locale, SEAT_NAMES)
        assert text.startswith(name) and not IDS.search(text), text


def test_a_digest_is_said_in_dutch_with_real_plurals() -> None:
    digest = Digest(1, "p2", 3, 1, (phrase("The game went back to move {move}.", move=2),), 3, True, ("Zet A",))
    assert digest.text("nl").splitlines() == [
        "Sinds je laatste beslissing (1 zet):",
        "- … 3 eerdere regels",
        "- Het spel is teruggezet naar zet 2.",
        "Nu beslis jij (1 keuze): Zet A.",
    ]


def test_a_digest_names_seats_through_the_naming_and_folds_repeated_lines_in_dutch() -> None:
    hanse = registry.get("hanse")
    chosen = {"type": "role_chosen", "to": None, "seat": "p1", "role": "start_first"}
    late = {"type": "timeout", "policy": "ai", "seat": "p2", "moves": 1}
    log = [
        LogRecord(1, 1, "move", 1, "p1", HOST, {"type": "role"}, (chosen,), False, 0.0),
        LogRecord(2, 1, "note", 1, "p2", None, late, (), False, 0.0),
        LogRecord(3, 1, "note", 1, "p2", None, late, (), False, 0.0),
        LogRecord(4, 1, "note", 1, "p2", None, late, (), False, 0.0),
    ]
    digest = digest_of_log(hanse, 1, "p2", ALICE, log, ["Kies A", "Kies B"])
    lines: tuple[Sayable, ...] = digest.lines
    assert len(lines) == 2
    assert digest.text("nl", SEAT_NAMES).splitlines() == [
        "Sinds je laatste beslissing (1 zet):",
        "- Ada begint; de ander kiest de startplaneet.",
        "- De deadline is verstreken: de AI heeft voor Bob gespeeld (1 zet). (×3)",
        "Nu beslis jij (2 keuzes): Kies A, Kies B.",
    ]
