"""rules/i18n.py: a message in each locale, real plural forms, English as the fallback, Discord's locale names."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from babel.messages.catalog import Catalog as PoCatalog
from babel.messages.pofile import write_po

from rules import i18n

MESSAGES = {
    "de": ("Lade {count} Ware", "Lade {count} Waren", "Planet {name}", "Planet {name} (Karte)"),
    "fr": ("Charger {count} marchandise", "Charger {count} marchandises", "Planète {name}", "Planète {name} (carte)"),
    "nl": ("Laad {count} goed", "Laad {count} goederen", "Planeet {name}", "Planeet {name} (kaart)"),
}


@pytest.fixture
def catalogs(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[i18n.Catalog]:
    for locale, (one, many, planet, card) in MESSAGES.items():
        po = PoCatalog(locale=locale, domain="demo")
        po.add(("Load {count} good", "Load {count} goods"), (one, many))
        po.add("Planet {name}", planet)
        po.add("Planet {name}", card, context="card")
        path = tmp_path / locale / "LC_MESSAGES" / "demo.po"
        path.parent.mkdir(parents=True)
        with path.open("wb") as out:
            write_po(out, po)
    monkeypatch.setattr(i18n, "LOCALE_DIR", tmp_path)
    i18n._translations.cache_clear()
    yield i18n.Catalog("demo")
    i18n._translations.cache_clear()


def test_plural_forms_follow_each_locales_rules(catalogs: i18n.Catalog) -> None:
    assert [catalogs.ntr("en", "Load {count} good", "Load {count} goods", n) for n in (0, 1, 2)] == [
        "Load 0 goods",
        "Load 1 good",
        "Load 2 goods",
    ]
    assert catalogs.ntr("de", "Load {count} good", "Load {count} goods", 1) == "Lade 1 Ware"
    assert catalogs.ntr("de", "Load {count} good", "Load {count} goods", 0) == "Lade 0 Waren"
    # French counts zero as singular
    assert catalogs.ntr("fr", "Load {count} good", "Load {count} goods", 0) == "Charger 0 marchandise"
    assert catalogs.ntr("nl", "Load {count} good", "Load {count} goods", 3) == "Laad 3 goederen"


def test_contexts_and_placeholders(catalogs: i18n.Catalog) -> None:
    assert catalogs.tr("fr", "Planet {name}", name="Fenn") == "Planète Fenn"
    assert catalogs.ptr("nl", "card", "Planet {name}", name="Fenn") == "Planeet Fenn (kaart)"


def test_an_unknown_locale_or_message_falls_back_to_english(catalogs: i18n.Catalog) -> None:
    assert catalogs.tr("es", "Planet {name}", name="Fenn") == "Planet Fenn"
    assert catalogs.tr("de", "") == ""  # not the catalog's header
    assert catalogs.tr("de", "Not translated {x}", x=1) == "Not translated 1"


def test_discord_locale_names_map_to_ours() -> None:
    assert [i18n.known(x) for x in ("en-US", "en-GB", "de", "fr", "nl", "es-ES", None, "pt-BR")] == [
        "en",
        "en",
        "de",
        "fr",
        "nl",
        "en",
        "en",
        "en",
    ]


def test_seat_names_keep_a_mapping_that_names_every_seat() -> None:
    class Ids(dict[str, str]):
        def __missing__(self, seat: str) -> str:
            return seat

    assert i18n.SeatNames(Ids(), "de")["p2"] == "p2"
    assert i18n.SeatNames({"p1": "Ada"}, "fr")["p1"] == "Ada"
    assert i18n.SeatNames({"p1": "Ada"}, "fr")["p3"] == "Joueur 3"
    assert i18n.SeatNames(None, "en")["p4"] == "Player 4"


def test_a_compiled_catalog_is_read_unless_it_is_older_than_its_po(catalogs: i18n.Catalog, tmp_path: Path) -> None:
    import os

    po = i18n.catalog_path("demo", "de")
    binary = i18n.compiled_path("demo", "de")
    binary.write_bytes(i18n.compiled("demo", "de"))
    # the compiled catalog says something else than the .po now: which one was read shows
    edited = PoCatalog(locale="de", domain="demo")
    edited.add("Planet {name}", "Himmelskörper {name}")
    with po.open("wb") as out:
        write_po(out, edited)
    stamp = po.stat().st_mtime_ns
    os.utime(binary, ns=(stamp + 10**9, stamp + 10**9))
    i18n._translations.cache_clear()
    assert catalogs.ntr("de", "Load {count} good", "Load {count} goods", 1) == "Lade 1 Ware"  # the compiled one
    os.utime(binary, ns=(stamp - 10**9, stamp - 10**9))
    i18n._translations.cache_clear()
    # older than the .po: not used
    assert catalogs.tr("de", "Planet {name}", name="Fenn") == "Himmelskörper Fenn"
    assert catalogs.ntr("de", "Load {count} good", "Load {count} goods", 1) == "Load 1 good"
