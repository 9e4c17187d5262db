"""Setting up a game (spec §3, basic setup): home systems, the start player, tokens, decks, supplies, the starting
pieces and the starting hands. Every random step draws from the game's seeded generator (rules/rng.py); forced
2d6 rolls (the test hook `rig`, §10) are taken first where a test gives them.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from rules.contract import Event
from rules.frozen import evolve
from rules.rng import Rng
from rules.starfarers.board import BASES, HOME_STARTS, PLANETS, Base
from rules.starfarers.components import CARDS_PER_RESOURCE, RESOURCES, START_FAME_RINGS, SUPPLY, TOKENS
from rules.starfarers.encounter_cards import ENCOUNTERS
from rules.starfarers.friends import RACE_CARDS
from rules.starfarers.state import DRAFT, ROLL, Player, Ship, State

HOME_SYSTEMS: tuple[str, ...] = ("cat_alpha", "cat_beta", "cat_gamma", "cat_delta")
COLOURS: tuple[str, ...] = ("red", "blue", "white", "yellow")
"""By seat index (§3 step 2, decision D43); with 3 players yellow is the neutral colour."""
IN_DECK = 12
"""Cards of each resource shuffled into the supply deck; the other 8 form the open bank stacks (§3 step 8)."""
START_HAND = 3


def resource_cards(resource: str) -> tuple[str, ...]:
    return tuple(f"res_{resource}_{n:02d}" for n in range(1, CARDS_PER_RESOURCE + 1))


def home_tokens() -> dict[str, str]:
    """The Catanian planets' fixed face-up tokens (§2.5-2.6): planet id -> token id."""
    found: dict[str, str] = {}
    for planet in PLANETS:
        if planet.system in HOME_SYSTEMS:
            group = planet.system.removeprefix("cat_")
            found[planet.id] = f"tok_{group}_{planet.token}"
    return found


def roll_2d6(rng: Rng, rig: list[tuple[int, int]]) -> tuple[tuple[int, int], Rng]:
    """Two dice: a forced pair from `rig` (consumed) if any, else the generator's."""
    if rig:
        return rig.pop(0), rng
    first, rng = rng.roll()
    second, rng = rng.roll()
    return (first, second), rng


def build(
    seats: Sequence[str],
    seed: int,
    options: Mapping[str, Any],
    events: list[Event],
    rig: Mapping[str, Any] | None = None,
) -> State:
    """The first state (§3); the public events of setup (the start-player rolls) are appended to `events`."""
    n = len(seats)
    forced: list[tuple[int, int]] = [(int(a), int(b)) for a, b in (rig or {}).get("dice", [])]
    rng = Rng(seed)
    homes, rng = rng.shuffle(HOME_SYSTEMS)
    rolls: list[Event] = []
    start, rng = _start_player(n, rng, forced, rolls)
    events += rolls
    tokens, reserve, rng = _tokens(rng)
    deck_cards: list[str] = []
    bank: list[tuple[str, ...]] = []
    for resource in RESOURCES:
        cards = resource_cards(resource)
        deck_cards += cards[:IN_DECK]
        bank.append(cards[IN_DECK:])
    deck, rng = rng.shuffle(deck_cards)
    encounters, rng = rng.shuffle(ENCOUNTERS)
    drafting = bool(options.get("setup_draft"))
    players: list[Player] = []
    for seat in range(n):
        home = next(h for h in HOME_STARTS if h.system == homes[seat])
        if drafting:  # the variant of §10: pieces are placed by the players, round by round (draft.py)
            players.append(Player(home="", fame=START_FAME_RINGS))
            continue
        players.append(
            Player(
                home=home.system,
                colonies=(home.port, *home.colonies),
                ports=(home.port,),
                ships=(Ship(1, "colony", home.colony_ship),),
                fame=START_FAME_RINGS,
            )
        )
    neutral: tuple[str, ...] = ()
    if n == 3 and not drafting:
        spare = next(h for h in HOME_STARTS if h.system == homes[3])
        neutral = (spare.port, *spare.colonies)
    if not drafting:
        deck, players = deal_hands(deck, players, start)
    state = State(
        seats=tuple(seats),
        target_vp=int(options.get("target_vp", 15)),
        max_rounds=int(options.get("max_rounds", 100)),
        extra_cards=2 if options.get("extra_two_cards") else 1,
        rng=rng,
        rig_dice=tuple(forced),
        rig_shakes=(),
        rig_encounters=(),
        seq=0,
        round=1,
        start=start,
        active=start,
        phase=DRAFT if drafting else ROLL,
        task=(0,) if drafting else (),
        players=tuple(players),
        neutral=neutral,
        bank=tuple(bank),
        deck=tuple(deck),
        tokens=tokens,
        reserve=reserve,
        base_cards=tuple(RACE_CARDS[b.race] for b in BASES),
        disks=tuple(-1 for _ in BASES),
        addons=(SUPPLY["drive"], SUPPLY["gun"], SUPPLY["freight_ring"]),
        fame_supply=SUPPLY["fame_ring"] - START_FAME_RINGS * n,
        enc_draw=tuple(encounters),
        start_rolls=tuple((int(e["seat"]), int(e["dice"][0]), int(e["dice"][1])) for e in rolls),
    )
    return state


def deal_hands(deck: list[str], players: list[Player], start: int) -> tuple[list[str], list[Player]]:
    """§3 step 10: beginning with the start player and going left, everyone draws 3 cards from the supply deck."""
    n = len(players)
    hands: list[list[str]] = [[] for _ in range(n)]
    for k in range(n):
        seat = (start + k) % n
        for _ in range(START_HAND):
            hands[seat].append(deck.pop())
    return deck, [evolve(p, hand=tuple(sorted(hands[i]))) for i, p in enumerate(players)]


def _start_player(n: int, rng: Rng, forced: list[tuple[int, int]], events: list[Event]) -> tuple[int, Rng]:
    """Everyone rolls 2d6; the highest starts; the tied highest roll again among themselves (§3 step 3, D28)."""
    rolling = list(range(n))
    while True:
        totals: dict[int, int] = {}
        for seat in rolling:
            dice, rng = roll_2d6(rng, forced)
            totals[seat] = sum(dice)
            events.append({"type": "start_roll", "to": None, "seat": seat, "dice": list(dice)})
        best = max(totals.values())
        rolling = [seat for seat in rolling if totals[seat] == best]
        if len(rolling) == 1:
            return rolling[0], rng


def _tokens(rng: Rng) -> tuple[tuple[tuple[str, str, bool], ...], tuple[str, ...], Rng]:
    """§3 step 4: the Catanian tokens face up; groups S, A and B shuffled separately onto their planets in planet-id
    order, face down; the reserve shuffled into a face-down pile."""
    fixed = home_tokens()
    groups: dict[str, list[str]] = {}
    for group in ("S", "A", "B", "R"):
        shuffled, rng = rng.shuffle([t.id for t in TOKENS if t.group == group])
        groups[group] = shuffled
    placed: list[tuple[str, str, bool]] = []
    for planet in sorted(PLANETS, key=lambda p: p.id):
        if planet.id in fixed:
            placed.append((planet.id, fixed[planet.id], True))
        else:
            placed.append((planet.id, groups[planet.token].pop(0), False))
    order = {p.id: i for i, p in enumerate(PLANETS)}
    placed.sort(key=lambda entry: order[entry[0]])
    return tuple(placed), tuple(groups["R"]), rng


def base_index(base: Base) -> int:
    return BASES.index(base)
