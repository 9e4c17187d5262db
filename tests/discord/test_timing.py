"""Reading the times players type for /away, and the seed lines of the verifiable dice."""

from __future__ import annotations

import pytest

from bot.discord.present.timing import UNREADABLE, parse_until, seed_lines
from bot.game.base.types import Refusal, UserView
from bot.store.base import GameStatus

NOW = 1_800_000_000.0


@pytest.mark.parametrize(
    ("typed", "expected"),
    [
        ("3d", NOW + 3 * 86400),
        ("12h", NOW + 12 * 3600),
        ("1d 12h", NOW + 36 * 3600),
        ("90m", NOW + 5400),
        ("2w", NOW + 14 * 86400),
        ("2027-01-16 18:00", 1_800_122_400.0),
        ("2027-01-16", 1_800_057_600.0),
        ("<t:1800100000:R>", 1_800_100_000.0),
        ("1800100000", 1_800_100_000.0),
    ],
)
def test_away_times(typed: str, expected: float) -> None:
    assert parse_until(typed, NOW) == expected


def test_an_unreadable_time_is_refused_in_one_sentence() -> None:
    with pytest.raises(Refusal, match=r"^I cannot read that time"):
        parse_until("next week", NOW)
    assert UNREADABLE.endswith(".")


def _public(status: GameStatus, seed: int | None) -> UserView:
    return UserView(1, "hanse", status, 3, None, None, (), (), (), seed_hash="ab12", seed=seed)


def test_the_hash_at_the_start_and_the_seed_only_at_the_end() -> None:
    assert seed_lines(_public("active", None), "en", started=True, finished=False) == [
        "Seed SHA-256: `ab12` (the seed is revealed at the end; /game verify checks every roll)."
    ]
    assert seed_lines(_public("active", None), "en", started=False, finished=False) == []
    assert seed_lines(_public("abandoned", 42), "en", started=False, finished=True) == [
        "Seed: `42`; its SHA-256 was announced at the start. /game verify replays every roll."
    ]
    assert seed_lines(_public("active", None), "en", started=False, finished=True) == []  # never before it is revealed
