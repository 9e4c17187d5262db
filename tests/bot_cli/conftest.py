"""Fixtures of the terminal tests."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from bot.local.table import Runner


@pytest.fixture
def runner() -> Iterator[Runner]:
    """One event loop for a table's calls, closed after the test."""
    run = Runner()
    yield run
    run.close()
