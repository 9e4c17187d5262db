"""Replays (verify, replay_state, an undo of a game stored without checkpoints) run off the event loop."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from typing import Any

import pytest

from bot.game.service import GameService
from tests.game.support import ALICE, HOST, MOD, first_choice, started_toy


@pytest.fixture
def off_loop(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The names of the functions handed to asyncio.to_thread (they still run, in a worker thread)."""
    names: list[str] = []
    real = asyncio.to_thread

    async def recording(function: Callable[..., Any], /, *args: Any, **kwargs: Any) -> Any:
        names.append(function.__name__)
        return await real(function, *args, **kwargs)

    monkeypatch.setattr(asyncio, "to_thread", recording)
    return names


async def test_verify_and_replay_state_run_in_a_worker_thread(service: GameService, off_loop: list[str]) -> None:
    game_id = await started_toy(service, HOST, ALICE)
    for user in (HOST, ALICE):
        action, seq = await first_choice(service, game_id, user)
        await service.act(game_id, user, action, seq)
    await service.replay_state(game_id)
    assert "replay" in off_loop
    await service.end(game_id, MOD, moderator=True)
    report = await service.verify(game_id)
    assert report.ok, report.problems
    assert "verify_log" in off_loop
