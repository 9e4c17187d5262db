"""Component data of Die Kosmische Hanse (shared/rules/kosmische-hanse.md §2): planets, ship cards, goods.

Pure data, loaded once; the logic refers to ids. What players read of them (names, effect lines) is in
rules/hanse/names.py, through the catalog "hanse".
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Planet:
    id: str
    index: int  # 1 = innermost (Coronis) .. 6 = outermost (Dakhit)
    colour: str  # the tile's colour, for the board picture
    people: str
    commodity: str  # what this planet's buyers pay for (goods showing this destination)


PLANETS: tuple[Planet, ...] = (
    Planet("coronis", 1, "yellow", "Gataser", "hyperrelais"),
    Planet("naginther", 2, "green", "Aras", "molkex_ringe"),
    Planet("vinau_ii", 3, "red", "Kartanin", "kunstwerke"),
    Planet("taghellia", 4, "blue", "Terraner", "howalgonium"),
    Planet("talmazzar", 5, "sand", "Springer", "medikamente"),
    Planet("dakhit", 6, "white", "Topsider", "delikatessen"),
)
PLANET_IDS: tuple[str, ...] = tuple(p.id for p in PLANETS)
PLANET_BY_ID: dict[str, Planet] = {p.id: p for p in PLANETS}

COMMODITIES: tuple[str, ...] = tuple(p.commodity for p in PLANETS)
"""The commodities' ids (internal: never shown; rules/hanse/names.py names what players read)."""

DECKS: tuple[str, ...] = ("jet", "kugelraumer")


@dataclass(frozen=True)
class CardKind:
    kind: str
    technology: bool  # technologies carry the infinity symbol and are bought; interventions are played
    per_deck: int


CARD_KINDS: tuple[CardKind, ...] = (
    CardKind("startkarte", True, 1),
    CardKind("container", True, 2),
    CardKind("nachschub", True, 2),
    CardKind("fusionstriebwerk", True, 2),
    CardKind("hypersprung_innen", True, 1),
    CardKind("hypersprung_aussen", True, 1),
    CardKind("orbitalstation", True, 2),
    *(CardKind(f"passagier_{p.id}", False, 1) for p in PLANETS),
    CardKind("agent_einschleusen", False, 2),
    CardKind("nachbrenner_zuenden", False, 2),
    CardKind("sonnentunnel_oeffnen", False, 2),
    CardKind("ladevorgang_innen", False, 1),
    CardKind("ladevorgang_aussen", False, 1),
    CardKind("bordtransmitter_aktivieren", False, 2),
    CardKind("transmitter_tor_aktivieren", False, 2),
    CardKind("hypersturm_ausloesen", False, 1),
)
CARD_BY_KIND: dict[str, CardKind] = {c.kind: c for c in CARD_KINDS}
TECHNOLOGY_KINDS: frozenset[str] = frozenset(c.kind for c in CARD_KINDS if c.technology)
INTERVENTION_KINDS: frozenset[str] = frozenset(c.kind for c in CARD_KINDS if not c.technology)


def deck_instance_ids(deck: str) -> list[str]:
    """All 30 instance ids of one deck: `<deck>:<kind>` or `<deck>:<kind>#<n>` for kinds with two copies."""
    ids: list[str] = []
    for card in CARD_KINDS:
        if card.per_deck == 1:
            ids.append(f"{deck}:{card.kind}")
        else:
            ids.extend(f"{deck}:{card.kind}#{n}" for n in range(1, card.per_deck + 1))
    return ids


def kind_of(instance_id: str) -> str:
    """`jet:container#1` -> `container`."""
    return instance_id.split(":", 1)[1].split("#", 1)[0]


@dataclass(frozen=True)
class GoodsCard:
    """A two-sided goods card (§2.5, designed). Faces are (destination, value)."""

    id: str
    face_a: tuple[str, int]
    face_b: tuple[str, int]


def _goods() -> tuple[GoodsCard, ...]:
    cards: list[GoodsCard] = []
    n = 0
    for i, inner in enumerate(PLANET_IDS):
        for outer in PLANET_IDS[i + 1 :]:
            n += 1
            cards.append(GoodsCard(f"w{n:02d}", (inner, 3), (outer, 2)))
            n += 1
            cards.append(GoodsCard(f"w{n:02d}", (inner, 2), (outer, 3)))
    return tuple(cards)


GOODS: tuple[GoodsCard, ...] = _goods()
GOODS_BY_ID: dict[str, GoodsCard] = {g.id: g for g in GOODS}
WIN_SCORE = 70
HAND_LIMIT = 5
