"""What each seat may know (spec §7): the public view (the channel, the board picture, spectators), each seat's
private view, the instance ids only some may see (`secrets`), and the final ranking (§6).

Never in the public view: a card in a hand or the supply deck, a face-down token, the encounter card being
resolved (only its question and options; its results stay hidden until it is discarded, D50), a discard mark, a
Zahn der Zeit choice before all have chosen, a draft, and the first half of a two-step choice nobody is told of yet
(the resource a bank trade gives, the ship a build makes, the area a jump chose: only the acting player's view).

The views carry every fact the rules read that the table knows, so that a seat's view rebuilds its legal actions
(rules/starfarers/determinize.py): the game's options, what this turn has used up, where the moving ships began.
"""

from __future__ import annotations

from typing import Any

from rules.contract import Result
from rules.starfarers.board import BASES
from rules.starfarers.components import RESOURCES, TOKEN_BY_ID
from rules.starfarers.encounters import question_of
from rules.starfarers.movement import drives_total, guns_total
from rules.starfarers.prospects import prospects
from rules.starfarers.scoring import vp
from rules.starfarers.setup import COLOURS
from rules.starfarers.state import (
    BANK_GET,
    DISCARD,
    ENC_ADDON,
    ENC_RESOURCE,
    END_MOVE,
    JUMP_NODE,
    LAUNCH,
    MOVE,
    OFFER_DRAFT,
    OFFER_OPEN,
    OVER,
    ZAHN,
    State,
    card_type,
)
from rules.starfarers.turns import ROUND_LIMIT


def _counts(cards: tuple[str, ...]) -> dict[str, int]:
    return {r: sum(1 for c in cards if card_type(c) == r) for r in RESOURCES}


def public_view(state: State) -> dict[str, Any]:
    seats = state.seats
    players: dict[str, Any] = {}
    for seat, player in enumerate(state.players):
        players[seats[seat]] = {
            "colour": COLOURS[seat],
            "home": player.home or None,
            "cards": len(player.hand),
            "colonies": sorted(c for c in player.colonies if c not in player.ports),
            "ports": list(player.ports),
            "stations": [[base, n] for base, n in player.stations],
            "ships": [{"number": s.number, "kind": s.kind, "node": s.node} for s in player.ships],
            "drives": player.drives,
            "guns": player.guns,
            "freight": player.freight,
            "drives_total": drives_total(state, seat),
            "guns_total": guns_total(state, seat),
            "fame": player.fame,
            "friends": list(player.friends),
            "specials": list(player.specials),
            "credits": player.credits,
            "vp": vp(state, seat),
        }
    view: dict[str, Any] = {
        "round": state.round,
        "start": seats[state.start],
        "active": seats[state.active],
        "phase": state.phase,
        "target_vp": state.target_vp,
        "max_rounds": state.max_rounds,
        "extra_cards": state.extra_cards,
        "this_turn": {"offers": state.offers_started, "used": [flag.removesuffix("_used") for flag in state.turn]},
        "last_roll": list(state.last_roll) if state.last_roll != (0, 0) else None,
        "start_rolls": [{"seat": seats[s], "dice": [a, b]} for s, a, b in state.start_rolls],
        "players": players,
        "neutral": list(state.neutral),
        "neutral_colour": COLOURS[3] if state.neutral else None,
        "bank": {r: state.bank_count(r) for r in RESOURCES},
        "deck": len(state.deck),
        "tokens": [
            {
                "planet": planet,
                "group": TOKEN_BY_ID[token].group,
                "token": token if up else None,
                "kind": TOKEN_BY_ID[token].kind if up else None,
                "value": TOKEN_BY_ID[token].value if up else None,
            }
            for planet, token, up in state.tokens
        ],
        "reserve": len(state.reserve),
        "bases": {
            base.id: {
                "cards": list(state.base_cards[b]),
                "disk": seats[state.disks[b]] if state.disks[b] >= 0 else None,
            }
            for b, base in enumerate(BASES)
        },
        "addons": {"drive": state.addons[0], "gun": state.addons[1], "freight_ring": state.addons[2]},
        "fame_supply": state.fame_supply,
        "encounters": {"draw": len(state.enc_draw), "discard": list(state.enc_discard)},
        "encounter": None,
        "movement": None,
        "discards": None,
        "zahn": None,
        "offer": None,
        "winner": seats[state.winner] if state.winner >= 0 else None,
        "reason": state.reason or None,
    }
    if state.enc_card:
        question, options = question_of(state)
        view["encounter"] = {"question": question, "options": options}
    if state.base_move:
        view["movement"] = {
            "base": state.base_move,
            "flying": state.flying or None,
            "left": {str(n): state.left[n - 1] for n in (1, 2, 3) if state.left[n - 1] >= 0},
            "finished": list(state.finished),
            "frozen": list(state.frozen),
            # where each ship stood when movement began (it may end there again) and the nodes it must leave: the
            # table saw them; the ships still to be asked how they end their move, and the one asked now
            "origins": {str(n): at for n, at in state.origins},
            "duties": {str(n): at for n, at in state.duties},
            "finishing": list(state.finishing),
            "settling": int(state.task[0]) if state.phase == END_MOVE else None,
        }
        view["movement"].update(_prospects(state))
    if state.phase == OVER:
        view["standings"] = standings(state)
    if state.phase == DISCARD:
        view["discards"] = {
            seats[s]: {"owed": owed, "chosen": len(state.marks[s])} for s, owed in enumerate(state.owed) if owed
        }
    if state.phase == ZAHN:
        view["zahn"] = {seats[s]: ("choosing" if m == "?" else "chosen") for s, m in enumerate(state.zahn) if m}
    if state.phase == OFFER_OPEN:
        give, want, to = state.offer
        view["offer"] = {
            "give": list(give),
            "want": list(want),
            "to": seats[to] if to >= 0 else None,
            "answers": {
                seats[q]: ("waiting" if a in ("?", "drafting") else a) for q, a in enumerate(state.answers) if a
            },
            "counters": {
                seats[q]: {"give": list(state.counters[q][0]), "want": list(state.counters[q][1])}
                for q, a in enumerate(state.answers)
                if a == "counter"
            },
        }
    return view


def _prospects(state: State, known: frozenset[str] = frozenset()) -> dict[str, dict[str, list[str]]]:
    """Per moving ship (its number as text): where it can end its move (`reach`), found a colony (`found`; `hidden`:
    if the face-down token there is a number) and establish a trade station (`trade`), nearest first."""
    found = prospects(state, known)
    return {
        "reach": {str(p.ship): list(p.reach) for p in found if p.reach},
        "found": {str(p.ship): list(p.found) for p in found if p.found},
        "hidden": {str(p.ship): list(p.hidden) for p in found if p.hidden},
        "trade": {str(p.ship): list(p.trade) for p in found if p.trade},
    }


def standings(state: State) -> list[dict[str, Any]]:
    """The final ranking (§6) with what decided it, from public facts: per place, its seats, their points, fame
    rings and cards in hand, and `by`, why it comes after the place above although the points are equal: "win"
    (the winner reached the goal in their own turn), "fame", "cards", or None (fewer points, or the first place).
    Seats sharing a place are equal in all three."""
    result = ranking(state)
    found: list[dict[str, Any]] = []
    place = 1
    above: tuple[int, int, int, bool] | None = None
    for group in result.ranking:
        seat = state.seats.index(group[0])
        player = state.players[seat]
        facts = (vp(state, seat), player.fame, len(player.hand), seat == state.winner)
        by = None
        if above is not None and above[0] == facts[0]:
            by = "win" if above[3] else ("fame" if above[1] != facts[1] else "cards")
        vps, fame, cards = facts[0], facts[1], facts[2]
        found.append({"place": place, "seats": list(group), "vp": vps, "fame": fame, "cards": cards, "by": by})
        place += len(group)
        above = facts
    return found


def _seat_or_none(state: State, seat: int) -> str | None:
    return state.seats[seat] if seat >= 0 else None


def private_view(state: State, seat: int) -> dict[str, Any]:
    player = state.players[seat]
    peeked = {planet: token for planet, token, up in state.tokens if not up and token in player.peeked}
    view: dict[str, Any] = {
        "hand": _counts(player.hand),
        "cards": list(player.hand),
        "peeked": {
            planet: {"token": token, "kind": TOKEN_BY_ID[token].kind, "value": TOKEN_BY_ID[token].value}
            for planet, token in peeked.items()
        },
    }
    if seat == state.active and state.phase == MOVE and peeked:
        # where the tokens this seat looked at settle a founding point the public view leaves open
        public = _prospects(state)
        mine = _prospects(state, frozenset(peeked.values()))
        founding: dict[str, dict[str, list[str]]] = {}
        for ship, points in public["hidden"].items():
            sure, open_ = mine["found"].get(ship, []), mine["hidden"].get(ship, [])
            founding[ship] = {
                "found": [p for p in points if p in sure],
                "not": [p for p in points if p not in sure and p not in open_],
            }
        view["founding"] = founding
    if seat == state.active and state.phase in (ENC_RESOURCE, ENC_ADDON):
        view["choosing"] = str(state.task[0])  # "pay" or "take" a card, "gain" or "lose" an add-on
    if seat == state.active and state.phase == BANK_GET:
        view["bank_give"] = str(state.task[0])  # the resource this seat gives the bank, before it names the card
    if seat == state.active and state.phase == LAUNCH:
        view["build"] = str(state.task[0])  # build_colony_ship or build_trade_ship, before it names the point
    if seat == state.active and state.phase == JUMP_NODE:
        view["jump_area"] = str(state.task[0])  # the area this seat's jump chose, before it names the node
    if state.phase == DISCARD and state.owed and state.owed[seat]:
        view["marked"] = list(state.marks[seat])
    if state.phase == ZAHN and state.zahn and state.zahn[seat] not in ("", "?"):
        view["zahn"] = state.zahn[seat]
    if state.phase == OFFER_DRAFT and seat == state.active:
        give, want, to = state.offer
        view["draft"] = {"give": list(give), "want": list(want), "to": state.seats[to] if to >= 0 else None}
    if state.phase == OFFER_OPEN and state.answers and state.answers[seat] == "drafting":
        view["counter"] = {"give": list(state.counters[seat][0]), "want": list(state.counters[seat][1])}
    return view


def secrets(state: State) -> dict[str | None, set[str]]:
    """Per seat: its hand's cards and the face-down tokens only it peeked; nobody: the supply deck, face-down tokens
    nobody peeked, the reserve pile, the encounter pile and the card being resolved."""
    found: dict[str | None, set[str]] = {seat: set(p.hand) for seat, p in zip(state.seats, state.players, strict=True)}
    hidden: set[str] = set(state.deck) | set(state.reserve) | set(state.enc_draw)
    if state.enc_card:
        hidden.add(state.enc_card)
    for _planet, token, up in state.tokens:
        if up:
            continue
        knowers = [s for s, p in zip(state.seats, state.players, strict=True) if token in p.peeked]
        if not knowers:
            hidden.add(token)
        elif len(knowers) == 1:
            found[knowers[0]].add(token)
    found[None] = hidden
    return found


def ranking(state: State) -> Result:
    """§6: the winner first; otherwise (the round limit) by points, then fame rings, then cards in hand; players
    still equal share a place."""
    scores = {state.seats[s]: vp(state, s) for s in range(len(state.seats))}

    def key(seat: int) -> tuple[int, int, int, int]:
        player = state.players[seat]
        return (int(seat == state.winner), vp(state, seat), player.fame, len(player.hand))

    order = sorted(range(len(state.seats)), key=key, reverse=True)
    groups: list[list[str]] = []
    last: tuple[int, int, int, int] | None = None
    for seat in order:
        if key(seat) == last:
            groups[-1].append(state.seats[seat])
        else:
            groups.append([state.seats[seat]])
        last = key(seat)
    reason = "round_limit" if state.reason == ROUND_LIMIT else "target"
    return Result(groups, dict(scores), reason)
