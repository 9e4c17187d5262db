"""The Starfarers state: frozen dataclasses of ints, strings and tuples, JSON both ways.

Seats are referred to by index into `State.seats` (the colour follows the index, spec §3 step 2). Resource cards are
instance ids `res_<type>_<nn>` (§7) so that a hand, the supply deck and the bank hold named cards: the leak check can
then follow every card. Everything else a player owns (pieces, add-ons, fame rings, friendship cards) is public and
kept as plain values.

The turn is a small state machine (§4): `phase` names the decision pending now and `task` carries what that decision
needs (a follow-up's options, the marks of a discard window). Per-turn flags live in `turn`.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, fields
from typing import Any, ClassVar

from rules.frozen import evolve, tuples, with_field
from rules.jsontext import compact
from rules.rng import Rng
from rules.starfarers.components import RESOURCES

# The phases of a turn (§4); "over" once the game has ended.
DRAFT = "draft"  # setup_draft (§10): placing the starting pieces, one decision at a time
ROLL = "roll"  # 4.1, decider P
DISCARD = "discard"  # 4.3.1, every player over the limit at once
STEAL = "steal"  # 4.3.2, decider P
RELIEF = "relief"  # 4.2.4, the holder of dip_relief (even off-turn)
TRADE = "trade"  # 4.5 main menu, decider P
BANK_GET = "bank_get"  # 4.5 follow-up of bank_give
LAUNCH = "launch"  # 4.5 follow-up of a ship build (or a free ship)
UPGRADE = "upgrade"  # 4.5 follow-up of build_spaceport
SHAKE = "shake"  # 4.6.1
MOVE = "move"  # 4.6.3, the ship loop
END_MOVE = "end_move"  # 4.6.6, found a colony, establish a station or decline
FRIEND = "friend"  # 4.6.6, the friendship card a new station earns
ENCOUNTER = "encounter"  # 4.7.4, the active player picks an option
ENC_RESOURCE = "enc_resource"  # 4.7.5, a card to pay or to take, one per action
ENC_ADDON = "enc_addon"  # 4.7.5, the add-on type to gain or lose
ENC_LAUNCH = "enc_launch"  # 4.7.5, where a free ship starts
JUMP_AREA = "jump_area"  # jump1, first step
JUMP_NODE = "jump_node"  # jump1, second step
ZAHN = "zahn"  # Zahn der Zeit: every player concerned picks an add-on to lose, at once
OFFER_DRAFT = "offer_draft"  # 4.5.2.1, the active player drafts an offer card by card
OFFER_OPEN = "offer_open"  # 4.5.2.2, the addressed players answer; the active player confirms or withdraws
OVER = "over"
PHASES: tuple[str, ...] = (
    DRAFT,
    ROLL,
    DISCARD,
    STEAL,
    RELIEF,
    TRADE,
    BANK_GET,
    LAUNCH,
    UPGRADE,
    SHAKE,
    MOVE,
    END_MOVE,
    FRIEND,
    ENCOUNTER,
    ENC_RESOURCE,
    ENC_ADDON,
    ENC_LAUNCH,
    JUMP_AREA,
    JUMP_NODE,
    ZAHN,
    OFFER_DRAFT,
    OFFER_OPEN,
    OVER,
)


_TYPES: dict[str, str] = {}  # card id -> resource, filled as ids are met (there are a hundred of them)


def card_type(card: str) -> str:
    """The resource of a card id: "res_fuel_07" is fuel."""
    found = _TYPES.get(card)
    if found is None:
        found = _TYPES[card] = card.split("_")[1]
    return found


class _LastHand:
    # the cards counted last and their counts, replaced whole: a hand is asked about once per resource in a row
    counted: ClassVar[tuple[tuple[str, ...], dict[str, int]]] = ((), {})


def count_of(cards: tuple[str, ...], resource: str) -> int:
    last = _LastHand.counted
    if last[0] is not cards:
        counts: dict[str, int] = {}
        for card in cards:
            kind = card_type(card)
            counts[kind] = counts.get(kind, 0) + 1
        last = _LastHand.counted = (cards, counts)
    return last[1].get(resource, 0)


@dataclass(frozen=True)
class Ship:
    number: int
    """The transporter, 1..3 (the "first ship" is the lowest number on the board, §4.11)."""
    kind: str
    """"colony" or "trade"."""
    node: str


@dataclass(frozen=True)
class Player:
    """One seat's position. Every field is public except `hand` (the owner's) and `peeked` (tokens only they saw)."""

    home: str
    hand: tuple[str, ...] = ()
    colonies: tuple[str, ...] = ()
    """Nodes of this player's colonies, those under a space-port ring included."""
    ports: tuple[str, ...] = ()
    stations: tuple[tuple[str, int], ...] = ()
    """(base id, trade point number 1..5)."""
    ships: tuple[Ship, ...] = ()
    drives: int = 0
    guns: int = 0
    freight: int = 0
    fame: int = 0
    friends: tuple[str, ...] = ()
    """Friendship cards, in the order taken."""
    specials: tuple[str, ...] = ()
    """Pirate-lair and ice-planet tokens taken (1 VP each)."""
    peeked: tuple[str, ...] = ()
    credits: int = 0
    """Free trade ships won by an encounter that could not be placed yet (decision D19)."""


@dataclass(frozen=True)
class State:
    seats: tuple[str, ...]
    target_vp: int
    max_rounds: int
    extra_cards: int
    rng: Rng
    rig_dice: tuple[tuple[int, int], ...]
    """Forced 2d6 rolls, first first (the test hook of §10, never an option)."""
    rig_shakes: tuple[tuple[str, str], ...]
    """Forced shakes (pairs of ball ids), first first (§10)."""
    rig_encounters: tuple[str, ...]
    """Forced encounter cards, first first (§10)."""
    seq: int
    round: int
    start: int
    """The start player's seat index (round 1 begins with them)."""
    active: int
    phase: str
    players: tuple[Player, ...]
    neutral: tuple[str, ...]
    """Nodes holding neutral pieces (3 players, decision D37)."""
    bank: tuple[tuple[str, ...], ...]
    """The open bank stacks, one tuple of card ids per resource in RESOURCES order."""
    deck: tuple[str, ...]
    """The face-down supply deck; the last card is the top."""
    tokens: tuple[tuple[str, str, bool], ...]
    """(planet id, token id, face up) for every planet, in planet order."""
    reserve: tuple[str, ...]
    """The face-down reserve tokens; the last one is the top."""
    base_cards: tuple[tuple[str, ...], ...]
    """Friendship cards still at each base, in base order."""
    disks: tuple[int, ...]
    """The seat holding each base's friendship disk, -1 for none."""
    addons: tuple[int, int, int]
    """Drives, guns and freight rings left in the shared supply."""
    fame_supply: int
    enc_draw: tuple[str, ...]
    """The face-down encounter pile; the last card is the top."""
    enc_discard: tuple[str, ...] = ()
    enc_card: str = ""
    """The card being resolved ("" when none): hidden until it reaches the discard pile."""
    enc_queue: tuple[tuple[Any, ...], ...] = ()
    """The current card's results still to apply, first first (rules/starfarers/encounter_cards.py)."""
    enc_base: int = 0
    """A base movement the card set (0: none, the turn's base is 3)."""
    zahn: tuple[str, ...] = ()
    """Zahn der Zeit: per seat, "?" while they must still choose, the add-on they chose (hidden), or ""."""
    start_rolls: tuple[tuple[int, int, int], ...] = ()
    """The start-player rolls of setup, in order: (seat, die, die); public (§3 step 3)."""
    last_roll: tuple[int, int] = (0, 0)
    task: tuple[Any, ...] = ()
    """What the pending decision needs: see each phase's module."""
    marks: tuple[tuple[str, ...], ...] = ()
    """During a discard window: the resources each seat has marked (private to that seat)."""
    owed: tuple[int, ...] = ()
    """During a discard window: the cards each seat must mark."""
    turn: tuple[str, ...] = ()
    """The active player's per-turn flags ("mer_goods_used", "dip_fame_used", "dip_aid_used")."""
    offers_started: int = 0
    offer: tuple[tuple[str, ...], tuple[str, ...], int] = ((), (), -1)
    """The offer being drafted or open: what the active player gives, what they want (resource types, one per
    card), and the one opponent it is addressed to (-1: every opponent)."""
    answers: tuple[str, ...] = ()
    """Per seat while an offer is open: "" not addressed, "?" to answer, "drafting" (a counter being built),
    "accept", "decline" or "counter"."""
    counters: tuple[tuple[tuple[str, ...], tuple[str, ...]], ...] = ()
    """Per seat: the counter's terms (what that player gives, what they want), while drafted and once sent."""
    base_move: int = 0
    """This turn's base movement (the shake's, or an encounter's `base(n)`)."""
    left: tuple[int, int, int] = (-1, -1, -1)
    """Movement points left per transporter 1..3; -1 until the ship starts to move."""
    flying: int = 0
    """The transporter in flight (has stepped and not finished), 0 for none."""
    finished: tuple[int, ...] = ()
    frozen: tuple[int, ...] = ()
    origins: tuple[tuple[int, str], ...] = ()
    """Where each ship stood when the movement phase began (it may always end there again, E3 and E6 aside)."""
    duties: tuple[tuple[int, str], ...] = ()
    """Leave-obligations (§4.6.7, D17-D18): (transporter, the node it must leave)."""
    finishing: tuple[int, ...] = ()
    """Ships still to get their end-of-movement prompt, in order."""
    reason: str = ""
    winner: int = -1

    # -- reading --------------------------------------------------------------------------------------------
    def hand(self, seat: int) -> tuple[str, ...]:
        return self.players[seat].hand

    def holds(self, seat: int, resource: str) -> int:
        return count_of(self.players[seat].hand, resource)

    def bank_count(self, resource: str) -> int:
        return len(self.bank[RESOURCES.index(resource)])

    def stocked(self) -> list[str]:
        """The resources the bank still has cards of, in the fixed order."""
        return [r for r, stack in zip(RESOURCES, self.bank, strict=True) if stack]

    def __deepcopy__(self, memo: dict[int, Any]) -> State:
        # Immutable all the way down (frozen dataclasses of tuples, strings and ints): a copy is the state itself.
        return self

    # -- changing (every change returns a new state) --------------------------------------------------------
    def with_player(self, seat: int, **changes: Any) -> State:
        players = list(self.players)
        players[seat] = evolve(players[seat], **changes)
        return with_field(self, "players", tuple(players))

    def to_json(self) -> dict[str, Any]:
        data = {name: getattr(self, name) for name in _STATE_FIELDS}
        data["rng"] = self.rng.to_json()
        data["players"] = [_player_json(p) for p in self.players]
        return data

    @staticmethod
    def from_json(data: dict[str, Any]) -> State:
        values = {name: tuples(data[name]) for name in _STATE_FIELDS}
        values["rng"] = Rng.from_json(data["rng"])
        values["players"] = tuple(_player_from(p) for p in data["players"])
        return State(**values)


_STATE_FIELDS: tuple[str, ...] = tuple(f.name for f in fields(State))
_PLAYER_FIELDS: tuple[str, ...] = tuple(f.name for f in fields(Player))


def _player_json(player: Player) -> dict[str, Any]:
    data = {name: getattr(player, name) for name in _PLAYER_FIELDS}
    data["ships"] = [[s.number, s.kind, s.node] for s in player.ships]
    return data


def _player_from(data: dict[str, Any]) -> Player:
    values = {name: tuples(data[name]) for name in _PLAYER_FIELDS}
    values["ships"] = tuple(Ship(int(n), str(k), str(at)) for n, k, at in data["ships"])
    return Player(**values)


def encode(state: State) -> str:
    return compact(state.to_json(), sort_keys=True)


def decode(text: str) -> State:
    return State.from_json(json.loads(text))
