"""The detector of English in a German, French or Dutch player's texts (tests/e2e/english.py): it flags English
words, fragments, English slash commands and internal ids, and spares correct translations, names, titles,
Discord markup and what a person types."""

from __future__ import annotations

from rules.registry import registry
from tests.e2e.english import english_words, findings, plain, report

PEOPLE = ("alice", "bob", "carol", "Space Port", "lobby")
TITLES = tuple(registry.get(g).title for g in registry.ids())


def kinds(texts: list[str], locale: str, games: tuple[str, ...] = ("hanse",)) -> set[tuple[str, str]]:
    return {(f.kind, f.what) for f in findings(texts, locale, PEOPLE + TITLES, games)}


def test_an_english_sentence_in_a_german_text_is_flagged() -> None:
    found = kinds(["Du bist am Zug.", "It is your turn, alice."], "de")
    assert ("word", "your") in found and ("word", "turn") in found
    assert not {what for kind, what in found if kind == "word"} & {"bist", "zug", "alice"}


def test_correct_translations_with_names_and_titles_are_spared() -> None:
    german = [
        "Spieler 2 (KI) wählt den Startplaneten; der andere beginnt. Du bist am Zug, alice.",
        "Perry Rhodan: The Cosmic Hansa · Partie 3 — <@12> gegen <@13>, <t:1700000000:R>",
        "Die Kosmische Hanse: Regelübersicht",
    ]
    assert kinds(german, "de") == set()
    assert kinds(["C'est ton tour, bob. Andromeda · partie 2"], "fr", ("andromeda",)) == set()
    assert kinds(["Je bent aan de beurt, carol. Space Port · lobby"], "nl", ("andromeda",)) == set()


def test_a_title_is_a_name_but_its_words_are_still_english_elsewhere() -> None:
    assert "the" in english_words("de")
    assert ("word", "the") in kinds(["Perry Rhodan: The Cosmic Hansa ist vorbei, the end."], "de")


def test_english_fragments_are_flagged_even_when_each_word_is_shared() -> None:
    assert ("fragment", "Nothing has happened yet") in kinds(["Nothing has happened yet."], "fr", ())
    found = kinds(["Je bent aan de beurt. Druk op Show my hand om je hand te zien."], "nl", ())
    assert ("fragment", "Show my hand") in found and ("word", "show") in found


def test_what_a_person_types_is_not_english() -> None:
    typed = [
        "Partie 1 ist gespeichert. Weiter geht es mit: starmail play --resume 1",
        "Nenne ein Spiel, z. B. starmail play hanse, oder gib --resume 3 an; --seats you,ai; --option round_cap=2.",
        "Option „round_cap“ muss eine ganze Zahl sein, nicht „x“. Spielplan gespeichert in /tmp/x/games.db.",
    ]
    assert kinds(typed, "de") == set()


def test_a_slash_command_must_be_written_in_the_readers_language() -> None:
    assert ("command", "/game verify") in kinds(["/game verify spielt jeden Wurf nach."], "de")
    assert ("command", "/game log page:2") in kinds(["Frühere Züge: /game log page:2"], "de")
    assert ("command", "/back") in kinds(["Avec /back tu reprends la main."], "fr")
    german = ["/partie prüfen spielt jeden Wurf nach. Mit /hand siehst du deine Karten. /partie protokoll seite:2"]
    assert kinds(german, "de") == set()


def test_markup_links_and_one_word_code_are_not_words_but_code_sentences_are() -> None:
    text = "Seed: `9f2c`; <#55> https://example.com/the/help `round_cap` <:ship:77>"
    assert plain(text).split() == ["Seed:", ";"]
    assert ("word", "your") in kinds(["`move your ship`"], "de")


def test_internal_ids_and_seat_ids_are_flagged() -> None:
    found = kinds(["Spieler 1 spielt agent_einschleusen.", "p2 fliegt nach Coronis."], "de", ("hanse", "andromeda"))
    assert {("id", "agent_einschleusen"), ("id", "p2")} <= found


def test_the_report_names_the_word_where_it_was_seen_and_the_text_around_it() -> None:
    found = findings([("bob DM", "It is your turn.")], "de", PEOPLE, ())
    assert "word 'turn' [bob DM] in: 'It is your turn.'" in report(found).splitlines()
    long = "Du bist am Zug. " * 40 + "It is your turn."
    assert report(findings([long], "de", PEOPLE, ())).splitlines()[0].endswith("Zug. It is your turn.'")
