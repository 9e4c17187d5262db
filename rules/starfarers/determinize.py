"""A full Starfarers state from one seat's view, the unseen sampled (the search player's way in, rules/search.py).

Copied from the view: the board, every public count and piece, the seat's own hand, marks, drafts and the face-down
tokens it peeked at. Sampled uniformly with `rand`: which resource cards lie in the bank stacks (their types are
public), the other hands and the supply deck; the face-down tokens (each within its group) and the reserve pile;
the encounter pile's order and the card being resolved (among the unseen cards with the question on the table);
the other seats' hidden discard marks and Zahn der Zeit choices; and a fresh generator for the dice to come.

Every other fact the rules read is in the view and copied: the option extra_two_cards (`extra_cards`), what this
turn has used up (`this_turn`: offers started, Merchants and Diplomats cards used), where each moving ship began, the
nodes it must leave, and the ships still to be asked how they end their move (`movement`), and the first half of the
seat's own two-step choice (private: `bank_give`, `build`, `jump_area`).

What is left open is hidden from the seat, and sampled among what the position allows:
- mid-card (a prompt inside an encounter): which card it is and so the results still queued and a base movement
  set (its results stay hidden until it is discarded, D50), among the card's ways to reach that prompt;
- another seat's pending follow-up: the resource its bank trade gives, the ship its build makes, the area its jump
  chose (none of them changes what this seat may do now).
"""

from __future__ import annotations

import random
from collections.abc import Iterator, Mapping
from typing import Any

from rules.frozen import evolve
from rules.rng import Rng
from rules.starfarers.board import BASES
from rules.starfarers.building import affords, can_place_ship, rate
from rules.starfarers.components import COSTS, RESOURCES, TOKEN_BY_ID, TOKENS
from rules.starfarers.encounter_cards import CARDS, ENCOUNTERS
from rules.starfarers.encounters import addon_count, jump_areas
from rules.starfarers.movement import PLANET_INDEX, PLANETS_AT, duty_of
from rules.starfarers.offers import NO_OFFER
from rules.starfarers.setup import COLOURS, resource_cards
from rules.starfarers.state import (
    BANK_GET,
    DISCARD,
    DRAFT,
    ENC_ADDON,
    ENC_LAUNCH,
    ENC_RESOURCE,
    END_MOVE,
    FRIEND,
    JUMP_AREA,
    JUMP_NODE,
    LAUNCH,
    OFFER_DRAFT,
    OFFER_OPEN,
    RELIEF,
    UPGRADE,
    ZAHN,
    Player,
    Ship,
    State,
    card_type,
)

ALL_CARDS: tuple[str, ...] = tuple(card for resource in RESOURCES for card in resource_cards(resource))
PROMPTS: Mapping[str, tuple[str, ...]] = {
    ENC_RESOURCE: ("take_one", "pay_one"),
    ENC_ADDON: ("gain", "lose"),
    ENC_LAUNCH: ("free_ship",),
    JUMP_AREA: ("jump1",),
    JUMP_NODE: ("jump1",),
    ZAHN: ("zahn",),
}
"""The queued result that stops a card with each prompt phase."""
CHOOSING: Mapping[str, str] = {"take": "take_one", "pay": "pay_one", "gain": "gain", "lose": "lose"}
TASK_OF: Mapping[str, tuple[str, ...]] = {
    "take_one": ("take",),
    "pay_one": ("pay",),
    "gain": ("gain",),
    "lose": ("lose",),
}
Stop = tuple[str, tuple[Any, ...], int]
"""A way a card's queue stops at a prompt: the result kind, the results still queued after it, the base set."""


def determinize(view: Mapping[str, Any], seat: str, rand: random.Random) -> State:
    public, private = view["public"], view["private"]
    seats = tuple(sorted(public["players"], key=lambda s: COLOURS.index(public["players"][s]["colour"])))
    me = seats.index(seat)
    phase = str(public["phase"])
    active = seats.index(public["active"])
    hands, bank, deck = _cards(public, private, seats, me, rand)
    tokens, reserve = _tokens(public, private, rand)
    state = State(
        seats=seats,
        target_vp=int(public["target_vp"]),
        max_rounds=int(public["max_rounds"]),
        extra_cards=int(public["extra_cards"]),
        rng=Rng(rand.getrandbits(63)),
        rig_dice=(),
        rig_shakes=(),
        rig_encounters=(),
        seq=int(view["seq"]),
        round=int(public["round"]),
        start=seats.index(public["start"]),
        active=active,
        phase=phase,
        players=tuple(
            _player(public["players"][s], hands[i], private if i == me else None) for i, s in enumerate(seats)
        ),
        neutral=tuple(public["neutral"]),
        bank=bank,
        deck=deck,
        tokens=tokens,
        reserve=reserve,
        base_cards=tuple(tuple(public["bases"][b.id]["cards"]) for b in BASES),
        disks=tuple(_index(seats, public["bases"][b.id]["disk"]) for b in BASES),
        addons=(public["addons"]["drive"], public["addons"]["gun"], public["addons"]["freight_ring"]),
        fame_supply=int(public["fame_supply"]),
        enc_draw=(),
        enc_discard=tuple(public["encounters"]["discard"]),
        turn=tuple(f"{card}_used" for card in public["this_turn"]["used"]),
        offers_started=int(public["this_turn"]["offers"]),
        start_rolls=tuple(
            (seats.index(r["seat"]), int(r["dice"][0]), int(r["dice"][1])) for r in public["start_rolls"]
        ),
        last_roll=(int(public["last_roll"][0]), int(public["last_roll"][1])) if public["last_roll"] else (0, 0),
        winner=_index(seats, public["winner"]),
        reason=public["reason"] or "",
    )
    state = _encounter(state, public, private, rand)
    state = _windows(state, public, private, me, rand)
    state = _movement(state, public)
    return _task(state, view, seat, rand)


def _index(seats: tuple[str, ...], seat: str | None) -> int:
    return seats.index(seat) if seat is not None else -1


def _player(shown: Mapping[str, Any], hand: tuple[str, ...], private: Mapping[str, Any] | None) -> Player:
    ports = tuple(shown["ports"])
    return Player(
        home=shown["home"] or "",
        hand=hand,
        colonies=tuple(sorted((*shown["colonies"], *ports))),
        ports=ports,
        stations=tuple((str(base), int(n)) for base, n in shown["stations"]),
        ships=tuple(Ship(int(s["number"]), str(s["kind"]), str(s["node"])) for s in shown["ships"]),
        drives=int(shown["drives"]),
        guns=int(shown["guns"]),
        freight=int(shown["freight"]),
        fame=int(shown["fame"]),
        friends=tuple(shown["friends"]),
        specials=tuple(shown["specials"]),
        # the tokens other seats have looked at are not in the view: what they know is left out
        peeked=tuple(p["token"] for p in private["peeked"].values()) if private is not None else (),
        credits=int(shown["credits"]),
    )


def _cards(
    public: Mapping[str, Any], private: Mapping[str, Any], seats: tuple[str, ...], me: int, rand: random.Random
) -> tuple[list[tuple[str, ...]], tuple[tuple[str, ...], ...], tuple[str, ...]]:
    """The bank stacks (their sizes by type are public), the other hands (their sizes) and the supply deck, from the
    cards the seat does not hold."""
    mine = tuple(private["cards"])
    held = set(mine)
    unseen = [card for card in ALL_CARDS if card not in held]
    rand.shuffle(unseen)
    bank: list[tuple[str, ...]] = []
    for resource in RESOURCES:
        kind = [card for card in unseen if card_type(card) == resource]
        bank.append(tuple(kind[: int(public["bank"][resource])]))
    banked = {card for stack in bank for card in stack}
    rest = [card for card in unseen if card not in banked]
    rand.shuffle(rest)  # the bank took each type's first cards: what is left of a type lies late in `unseen`
    hands: list[tuple[str, ...]] = []
    for index, seat in enumerate(seats):
        if index == me:
            hands.append(mine)
            continue
        count = int(public["players"][seat]["cards"])
        hands.append(tuple(sorted(rest[:count])))
        del rest[:count]
    if len(rest) != int(public["deck"]):
        raise ValueError(f"the view counts {public['deck']} cards in the supply deck, {len(rest)} are unaccounted for")
    return hands, tuple(bank), tuple(rest)


def _tokens(
    public: Mapping[str, Any], private: Mapping[str, Any], rand: random.Random
) -> tuple[tuple[tuple[str, str, bool], ...], tuple[str, ...]]:
    """Face-up tokens as shown, the ones the seat peeked at where it saw them, the rest of each group shuffled onto
    the face-down planets of that group; the reserve tokens not on the board form the pile."""
    peeked = {planet: p["token"] for planet, p in private["peeked"].items()}
    gone = {t["token"] for t in public["tokens"] if t["token"] is not None}
    gone |= {token for shown in public["players"].values() for token in shown["specials"]}
    gone |= set(peeked.values())
    pools: dict[str, list[str]] = {}
    for token in TOKENS:
        if token.id not in gone:
            pools.setdefault(token.group, []).append(token.id)
    for pool in pools.values():
        rand.shuffle(pool)
    placed: list[tuple[str, str, bool]] = []
    for shown in public["tokens"]:
        planet = str(shown["planet"])
        if shown["token"] is not None:
            placed.append((planet, str(shown["token"]), True))
        elif planet in peeked:
            placed.append((planet, str(peeked[planet]), False))
        else:
            placed.append((planet, pools[str(shown["group"])].pop(), False))
    reserve = tuple(pools.get("R", ()))
    if any(pool for group, pool in pools.items() if group != "R") or len(reserve) != int(public["reserve"]):
        raise ValueError("the view's face-down tokens do not add up to the token set")
    return tuple(placed), reserve


# -- the encounter pile and the card being resolved -----------------------------------------------------------------
def _encounter(state: State, public: Mapping[str, Any], private: Mapping[str, Any], rand: random.Random) -> State:
    shown = public["encounter"]
    discard = set(state.enc_discard)
    unseen = [card for card in ENCOUNTERS if card not in discard]
    if shown is None:
        rand.shuffle(unseen)
        return evolve(state, enc_draw=tuple(unseen))
    question, options = shown["question"], list(shown["options"])
    fitting = [c for c in unseen if CARDS[c][0] == question and [o[0] for o in CARDS[c][1]] == options]
    wanted = PROMPTS.get(state.phase)
    stops: list[tuple[str, Stop]] = []
    if wanted is not None:
        choosing = private.get("choosing")
        if choosing is not None:
            wanted = (CHOOSING[str(choosing)],)
        stops = [(card, stop) for card in fitting for stop in _card_stops(card) if stop[0] in wanted]
        if state.phase == ZAHN:  # the two Zahn der Zeit cards look alike: keep the one whose rule struck these seats
            fits = [(card, stop) for card, stop in stops if _zahn_fits(state, public, str(CARDS[card][1][0][2][0][1]))]
            stops = fits or stops
    if stops:
        card, (kind, queue, base) = stops[rand.randrange(len(stops))]
        task = TASK_OF.get(kind, ())
    else:  # the card shows its options (or the game ended on it): nothing is queued yet
        card, queue, base, task = fitting[rand.randrange(len(fitting))], (), 0, ()
    unseen.remove(card)
    rand.shuffle(unseen)
    return evolve(state, enc_draw=tuple(unseen), enc_card=card, enc_queue=queue, enc_base=base, task=task)


def _card_stops(card: str) -> list[Stop]:
    found: list[Stop] = []
    for _option, _need, results in CARDS[card][1]:
        found += _stops(tuple(results), 0)
    return found


def _stops(results: tuple[Any, ...], base: int) -> Iterator[Stop]:
    """Every way the queue `results` can stop at a prompt (each duel outcome, each freight branch), with the base
    movement set before it."""
    for j, result in enumerate(results):
        kind, rest = result[0], results[j + 1 :]
        if kind in ("take_any", "pay_any"):
            one = ("take_one",) if kind == "take_any" else ("pay_one",)
            yield from _stops((*(one for _ in range(int(result[1]))), *rest), base)
            return
        if kind in ("duel", "if_freight"):
            branches = (result[4], result[5]) if kind == "duel" else (result[2], result[3])
            for branch in branches:
                yield from _stops((*(tuple(r) for r in branch), *rest), base)
            return
        if kind in ("take_one", "pay_one", "gain", "lose", "free_ship", "jump1", "zahn"):
            yield (kind, tuple(rest), base)
        elif kind == "base":
            base = int(result[1])


def _zahn_fits(state: State, public: Mapping[str, Any], rule: str) -> bool:
    """Whether the seats asked to lose an add-on are ones the rule strikes (their counts before the loss)."""
    counts = [addon_count(state, state.seats.index(s)) for s in public["zahn"]]
    if rule == "four_or_more":
        return all(c >= 4 for c in counts)
    return len(set(counts)) <= 1


# -- the off-turn windows: discards, Zahn der Zeit, offers ------------------------------------------------------------
def _windows(
    state: State, public: Mapping[str, Any], private: Mapping[str, Any], me: int, rand: random.Random
) -> State:
    seats = state.seats
    if state.phase == DISCARD:
        discards = public["discards"]
        owed = tuple(int(discards[s]["owed"]) if s in discards else 0 for s in seats)
        marks: list[tuple[str, ...]] = []
        for index, seat in enumerate(seats):
            if index == me:
                marks.append(tuple(private.get("marked", ())))
            elif seat in discards:
                cards = list(state.players[index].hand)
                marks.append(tuple(card_type(c) for c in rand.sample(cards, int(discards[seat]["chosen"]))))
            else:
                marks.append(())
        state = evolve(state, owed=owed, marks=tuple(marks))
    if state.phase == ZAHN:
        shown = public["zahn"]
        chosen: list[str] = []
        for index, seat in enumerate(seats):
            said = shown.get(seat)
            if said is None:
                chosen.append("")
            elif said == "choosing":
                chosen.append("?")
            elif index == me:
                chosen.append(str(private["zahn"]))
            else:
                player = state.players[index]
                have = [
                    t
                    for t, n in (("drive", player.drives), ("gun", player.guns), ("freight_ring", player.freight))
                    if n
                ]
                chosen.append(have[rand.randrange(len(have))])
        state = evolve(state, zahn=tuple(chosen))
    if state.phase == OFFER_DRAFT:
        draft = private.get("draft")
        offer = NO_OFFER
        if draft is not None:  # the seat's own draft; another's is unseen and taken as just begun
            offer = (tuple(draft["give"]), tuple(draft["want"]), _index(seats, draft["to"]))
        state = evolve(state, offer=offer)
    if state.phase == OFFER_OPEN:
        shown = public["offer"]
        answers: list[str] = []
        counters: list[tuple[tuple[str, ...], tuple[str, ...]]] = []
        for index, seat in enumerate(seats):
            said = shown["answers"].get(seat, "")
            counter = shown["counters"].get(seat)
            if said == "waiting":
                own = private.get("counter") if index == me else None
                said = "drafting" if own is not None else "?"
                counter = own
            answers.append(said)
            counters.append((tuple(counter["give"]), tuple(counter["want"])) if counter else ((), ()))
        offer = (tuple(shown["give"]), tuple(shown["want"]), _index(seats, shown["to"]))
        state = evolve(state, offer=offer, answers=tuple(answers), counters=tuple(counters))
    return state


# -- the movement phase ---------------------------------------------------------------------------------------------
def _movement(state: State, public: Mapping[str, Any]) -> State:
    shown = public["movement"]
    if shown is None:
        return state
    left = tuple(int(shown["left"].get(str(n), -1)) for n in (1, 2, 3))
    return evolve(
        state,
        base_move=int(shown["base"]),
        flying=int(shown["flying"] or 0),
        left=(left[0], left[1], left[2]),
        finished=tuple(int(n) for n in shown["finished"]),
        frozen=tuple(int(n) for n in shown["frozen"]),
        origins=tuple((int(n), str(at)) for n, at in shown["origins"].items()),
        duties=tuple((int(n), str(at)) for n, at in shown["duties"].items()),
        finishing=tuple(int(n) for n in shown["finishing"]),
    )


# -- what the pending decision needs ----------------------------------------------------------------------------------
def _task(state: State, view: Mapping[str, Any], seat: str, rand: random.Random) -> State:
    phase = state.phase
    active = state.active
    player = state.players[active]
    private = view["private"]
    if phase == DRAFT:
        return evolve(state, task=(sum(len(p.colonies) + len(p.ships) for p in state.players),))
    if phase == RELIEF:
        return evolve(state, task=(state.seats.index(view["acting"][0]),))
    if phase == BANK_GET:
        if "bank_give" in private:
            return evolve(state, task=(str(private["bank_give"]),))
        given = [r for r in RESOURCES if state.holds(active, r) >= rate(state, active, r)]
        given = [r for r in given if any(other != r for other in state.stocked())] or list(RESOURCES)
        return evolve(state, task=(given[rand.randrange(len(given))],))
    if phase == LAUNCH:
        if "build" in private:
            return evolve(state, task=(str(private["build"]),))
        builds = [
            build
            for build, kind in (("build_colony_ship", "colony"), ("build_trade_ship", "trade"))
            if affords(state, active, COSTS[build]) and can_place_ship(state, active, kind)
        ] or ["build_colony_ship"]
        return evolve(state, task=(builds[rand.randrange(len(builds))],))
    if phase == UPGRADE:
        return evolve(state, task=("build_spaceport",))
    if phase == JUMP_NODE:
        if "jump_area" in private:
            return evolve(state, task=(str(private["jump_area"]),))
        found = jump_areas(state)
        return evolve(state, task=(found[rand.randrange(len(found))],)) if found else state
    if phase == FRIEND:
        base = next(b for b, each in enumerate(BASES) if each.id == player.stations[-1][0])
        return evolve(state, task=(base,))
    if phase == END_MOVE:
        number = int(view["public"]["movement"]["settling"])
        ship = next(s for s in player.ships if s.number == number)
        if ship.kind == "colony":  # asked, so it can found: the prompt tells everyone the tokens there are numbers
            known = frozenset(p["token"] for p in private["peeked"].values())
            state = _numbers_next_to(state, ship.node, known, rand)
        must = ship.kind == "colony" and duty_of(state, number) == ship.node
        return evolve(state, task=(number, must))
    return state


def _numbers_next_to(state: State, point: str, known: frozenset[str], rand: random.Random) -> State:
    """The sampled face-down tokens next to colony point `point` made numbers: each other token there trades places
    with a number token of its group drawn from the face-down planets elsewhere the seat has not looked at."""
    tokens = list(state.tokens)
    here = [PLANET_INDEX[p.id] for p in PLANETS_AT.get(point, ()) if point in p.colony_points]
    for index in here:
        planet, token, up = tokens[index]
        if up or token in known or TOKEN_BY_ID[token].kind == "number":
            continue
        group = TOKEN_BY_ID[token].group
        swaps = [
            i
            for i, (_p, other, face_up) in enumerate(tokens)
            if i not in here
            and not face_up
            and other not in known
            and TOKEN_BY_ID[other].group == group
            and TOKEN_BY_ID[other].kind == "number"
        ]
        if swaps:
            other = swaps[rand.randrange(len(swaps))]
            tokens[index], tokens[other] = (planet, tokens[other][1], False), (tokens[other][0], token, False)
    return evolve(state, tokens=tuple(tokens))
