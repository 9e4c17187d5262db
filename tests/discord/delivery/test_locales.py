"""Whose language a private text is in (bot/discord/delivery/locales.py): the one a person chose, else the one their
client reported last, else the server's; each person's row is read once, and a report is written only when it
changed."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import discord
import pytest

from bot.discord.delivery.locales import PersonLocales
from bot.store.sqlite import SqliteStore
from tests.discord.delivery.people import seen

ALICE, BOB = 101, 102


@pytest.fixture
async def store(tmp_path: Path) -> AsyncIterator[SqliteStore]:
    opened = await SqliteStore.open(tmp_path / "starmail.db")
    yield opened
    await opened.close()


async def test_a_person_unknown_reads_the_servers_language(store: SqliteStore) -> None:
    people = PersonLocales(store)
    assert await people.of_user(ALICE, "nl") == "nl"
    assert await store.user_locales([ALICE]) == {}


async def test_the_client_language_is_remembered_and_written_only_when_it_changes(store: SqliteStore) -> None:
    people = PersonLocales(store)
    await people.saw(seen(ALICE, discord.Locale.german))
    assert await store.user_locales([ALICE]) == {ALICE: ("de", None)}
    assert await people.of_user(ALICE, "en") == "de"

    await store.set_user_locale(ALICE, seen="fr")  # written behind its back: a same report writes nothing
    await people.saw(seen(ALICE, discord.Locale.german))
    assert await store.user_locales([ALICE]) == {ALICE: ("fr", None)}

    await people.saw(seen(ALICE, discord.Locale.dutch))
    assert await store.user_locales([ALICE]) == {ALICE: ("nl", None)}
    assert await people.of_user(ALICE, "en") == "nl"


async def test_a_chosen_language_wins_until_it_is_given_up(store: SqliteStore) -> None:
    people = PersonLocales(store)
    await people.saw(seen(ALICE, discord.Locale.german))
    await people.choose(ALICE, "fr")
    assert await people.of_user(ALICE, "en") == "fr"
    assert await PersonLocales(store).of_user(ALICE, "en") == "fr", "stored: another process reads it too"

    await people.choose(ALICE, None)
    assert await people.of_user(ALICE, "en") == "de"


async def test_a_change_made_elsewhere_is_read_again_once_forgotten(store: SqliteStore) -> None:
    people = PersonLocales(store)
    assert await people.of_user(ALICE, "en") == "en"
    await store.set_user_locale(ALICE, chosen="nl")
    assert await people.of_user(ALICE, "en") == "en", "read once and kept"

    people.forget(ALICE)
    assert await people.of_user(ALICE, "en") == "nl"


async def test_known_lists_only_what_was_read(store: SqliteStore) -> None:
    await store.set_user_locale(BOB, seen="de")
    people = PersonLocales(store)
    assert people.known("en") == {}
    assert await people.of_users([ALICE, BOB], "fr") == {ALICE: "fr", BOB: "de"}
    assert people.known("en") == {ALICE: "en", BOB: "de"}
