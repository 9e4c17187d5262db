"""The translation catalogs are complete: every message the code uses is in every locale's catalog, translated,
with the same placeholders, and no catalog keeps a message the code no longer uses (tools/messages.py)."""

from __future__ import annotations

from tools.messages import problems


def test_every_catalog_is_complete_and_current() -> None:
    found = list(problems())
    assert not found, "the catalogs need work (`make messages`, then translate):\n" + "\n".join(found[:60])
