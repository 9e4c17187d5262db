"""Cards by kind in hands and piles (D-34): actions name kinds; the copy with the lowest `#n` moves."""

from __future__ import annotations

from functools import lru_cache

from rules.hanse.components import TECHNOLOGY_KINDS
from rules.hanse.state import KIND_AT, KIND_OF, KIND_RANK


def lowest_copy(cards: tuple[str, ...], kind: str) -> str:
    """The instance of `kind` with the lowest `#n` among `cards`."""
    return min([iid for iid in cards if KIND_OF[iid] == kind])


def without(cards: tuple[str, ...], card: str) -> tuple[str, ...]:
    """`cards` with one instance removed, order kept."""
    index = cards.index(card)
    return cards[:index] + cards[index + 1 :]


@lru_cache(maxsize=4096)
def kinds_in(cards: tuple[str, ...]) -> tuple[str, ...]:
    """The distinct kinds among `cards`, in card-table order (remembered for the hands seen last)."""
    return tuple([KIND_AT[rank] for rank in sorted({KIND_RANK[iid] for iid in cards})])


def technology_kinds_in(cards: tuple[str, ...]) -> list[str]:
    return [k for k in kinds_in(cards) if k in TECHNOLOGY_KINDS]
