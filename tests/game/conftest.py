"""Fixtures for the service tests: a real SQLite file in a temp dir, the toy game injected."""

from __future__ import annotations

import itertools
from collections.abc import AsyncIterator, Callable
from pathlib import Path

import pytest

from bot.game.service import GameService
from bot.store.sqlite import SqliteStore
from rules.contract import Game
from rules.registry import registry
from tests.toy_game import TOY


def lookup(game_id: str) -> Game:
    """The toy game by its id, real games through the registry."""
    return TOY if game_id == "toy" else registry.get(game_id)


def counting_seeds(start: int = 1000) -> Callable[[], int]:
    """Seeds 1000, 1001, ... so that a test's games are reproducible."""
    counter = itertools.count(start)
    return lambda: next(counter)


@pytest.fixture
def db_path(tmp_path: Path) -> Path:
    return tmp_path / "starmail.db"


@pytest.fixture
async def store(db_path: Path) -> AsyncIterator[SqliteStore]:
    opened = await SqliteStore.open(db_path, synchronous="NORMAL")
    yield opened
    await opened.close()


@pytest.fixture
def service(store: SqliteStore) -> GameService:
    return GameService(store, lookup, seed_source=counting_seeds(), ai_in_thread=False)
