"""Component data of Die Kosmische Hanse (shared/rules/kosmische-hanse.md §2): planets, ship cards, goods.

Pure data, loaded once; the logic refers to ids. The renderers read names and effect lines from here.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Planet:
    id: str
    index: int  # 1 = innermost (Coronis) .. 6 = outermost (Dakhit)
    name: str
    colour: str  # the tile's colour, for the board picture
    people: str
    commodity: str  # what this planet's buyers pay for (goods showing this destination)


PLANETS: tuple[Planet, ...] = (
    Planet("coronis", 1, "Coronis", "yellow", "Gataser", "hyperrelais"),
    Planet("naginther", 2, "Naginther", "green", "Aras", "molkex_ringe"),
    Planet("vinau_ii", 3, "Vinau II", "red", "Kartanin", "kunstwerke"),
    Planet("taghellia", 4, "Taghellia", "blue", "Terraner", "howalgonium"),
    Planet("talmazzar", 5, "Talmazzar", "sand", "Springer", "medikamente"),
    Planet("dakhit", 6, "Dakhit", "white", "Topsider", "delikatessen"),
)
PLANET_IDS: tuple[str, ...] = tuple(p.id for p in PLANETS)
PLANET_BY_ID: dict[str, Planet] = {p.id: p for p in PLANETS}

COMMODITY_NAMES: dict[str, dict[str, str]] = {
    "hyperrelais": {"en": "hyperrelays", "de": "Hyperrelais"},
    "molkex_ringe": {"en": "Molkex rings", "de": "Molkex-Ringe"},
    "kunstwerke": {"en": "works of art", "de": "Kunstwerke"},
    "howalgonium": {"en": "Hyper-Howalgonium", "de": "Hyper-Howalgonium"},
    "medikamente": {"en": "medications", "de": "Medikamente"},
    "delikatessen": {"en": "sea delicacies", "de": "Meeresdelikatessen"},
}

DECKS: tuple[str, ...] = ("jet", "kugelraumer")
DECK_NAMES: dict[str, str] = {"jet": "Jet", "kugelraumer": "Kugelraumer"}


@dataclass(frozen=True)
class CardKind:
    kind: str
    name_de: str
    name_en: str
    technology: bool  # technologies carry the infinity symbol and are bought; interventions are played
    per_deck: int
    effect_en: str  # one line, for hand images and help
    effect_de: str


def _passenger(planet: Planet) -> CardKind:
    return CardKind(
        f"passagier_{planet.id}",
        f"Passagier ({planet.name})",
        f"Passenger ({planet.name})",
        False,
        1,
        f"On the surface of {planet.name}: gain 3 MG. Cannot be neutralised.",
        f"Auf der Oberfläche von {planet.name}: 3 MG. Nicht neutralisierbar.",
    )


CARD_KINDS: tuple[CardKind, ...] = (
    CardKind(
        "startkarte",
        "Startkarte",
        "Start Card",
        True,
        1,
        "One container and one extra card per turn. Owned from the start.",
        "Ein Container und eine Karte Nachschub. Liegt von Beginn an aus.",
    ),
    CardKind(
        "container",
        "Container",
        "Container",
        True,
        2,
        "One more container for goods.",
        "Ein weiterer Container für Waren.",
    ),
    CardKind(
        "nachschub",
        "Nachschub",
        "Replenishment",
        True,
        2,
        "Draw one more card at the end of each turn (hand limit 5).",
        "Am Zugende eine Karte mehr ziehen (höchstens 5 auf der Hand).",
    ),
    CardKind(
        "fusionstriebwerk",
        "Fusionstriebwerk",
        "Fusion Drive",
        True,
        2,
        "+1 energy on every flight you roll.",
        "+1 Energie bei jedem Flug.",
    ),
    CardKind(
        "hypersprung_innen",
        "Hypersprung nach Innen",
        "Hyperjump Inward",
        True,
        1,
        "At the start of your turn: jump to the orbit of Coronis.",
        "Zu Beginn des Zuges: Sprung in den Orbit von Coronis.",
    ),
    CardKind(
        "hypersprung_aussen",
        "Hypersprung nach Außen",
        "Hyperjump Outward",
        True,
        1,
        "At the start of your turn: jump to the orbit of Dakhit.",
        "Zu Beginn des Zuges: Sprung in den Orbit von Dakhit.",
    ),
    CardKind(
        "orbitalstation",
        "Orbitalstation",
        "Space Station",
        True,
        2,
        "Once per turn: take a planet action from that planet's orbit.",
        "Einmal pro Zug: eine Planetenaktion aus dem Orbit.",
    ),
    *(_passenger(p) for p in PLANETS),
    CardKind(
        "agent_einschleusen",
        "Agent einschleusen",
        "Agent Infiltration",
        False,
        2,
        "Take one extra planet action at once.",
        "Sofort eine zusätzliche Planetenaktion.",
    ),
    CardKind(
        "nachbrenner_zuenden",
        "Nachbrenner zünden",
        "Afterburner Ignition",
        False,
        2,
        "End your flight and roll a new one.",
        "Flug beenden und einen neuen Flug würfeln.",
    ),
    CardKind(
        "sonnentunnel_oeffnen",
        "Sonnentunnel öffnen",
        "Sun Tunnel",
        False,
        2,
        "This turn, fly once from Coronis' orbit to Dakhit's orbit for 1 energy.",
        "In diesem Zug einmal vom Orbit Coronis in den Orbit Dakhit für 1 Energie.",
    ),
    CardKind(
        "ladevorgang_innen",
        "Ladevorgang Innen",
        "Inner Loading",
        False,
        1,
        "Load a stack from Coronis or Naginther, wherever your ship is.",
        "Einen Stapel von Coronis oder Naginther laden, egal wo dein Schiff ist.",
    ),
    CardKind(
        "ladevorgang_aussen",
        "Ladevorgang Außen",
        "Outer Loading",
        False,
        1,
        "Load a stack from Talmazzar or Dakhit, wherever your ship is.",
        "Einen Stapel von Talmazzar oder Dakhit laden, egal wo dein Schiff ist.",
    ),
    CardKind(
        "bordtransmitter_aktivieren",
        "Bordtransmitter aktivieren",
        "On-board Transmitter",
        False,
        2,
        "Swap the loads of one of your containers and one of your opponent's.",
        "Tausche die Ladung eines deiner Container mit einem des Gegners.",
    ),
    CardKind(
        "transmitter_tor_aktivieren",
        "Transmitter-Tor aktivieren",
        "Transmitter Gate",
        False,
        2,
        "Swap the positions of the two ships.",
        "Tausche die Positionen der beiden Raumschiffe.",
    ),
    CardKind(
        "hypersturm_ausloesen",
        "Hypersturm auslösen",
        "Hyperstorm",
        False,
        1,
        "Discard your hand, reshuffle, draw 5; your turn ends.",
        "Hand ablegen, neu mischen, 5 ziehen; dein Zug endet.",
    ),
)
CARD_BY_KIND: dict[str, CardKind] = {c.kind: c for c in CARD_KINDS}
TECHNOLOGY_KINDS: frozenset[str] = frozenset(c.kind for c in CARD_KINDS if c.technology)
INTERVENTION_KINDS: frozenset[str] = frozenset(c.kind for c in CARD_KINDS if not c.technology)


def card_name(kind: str, locale: str = "en") -> str:
    """The card's printed name: German for "de", English otherwise."""
    card = CARD_BY_KIND[kind]
    return card.name_de if locale == "de" else card.name_en


def card_effect(kind: str, locale: str = "en") -> str:
    card = CARD_BY_KIND[kind]
    return card.effect_de if locale == "de" else card.effect_en


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
