"""What a seat cannot see, sampled (rules/search.py): a full Cosmic Encounter state built from one seat's view alone
and the game's fixed components, never from the true state.

Hidden, and sampled uniformly: the other hands and Miser's hoard (their sizes public), the talon's and the destiny
deck's order, the unknown flares a standard deal added to the talon, other seats' face-down selected cards, powers
face down (`hidden_powers`) and the powers offered to others (`choose_powers`), and a fresh random stream.

The view does not show the turn's queue of tasks (rules/cosmic/tasks.py), though everything in it is public: it is
rebuilt from the decision due, the window open and the challenge's fields (`EXACT`: the options are the true ones);
the steps further down the queue are the ones the turn's phases queue in the usual course. Some decisions hold what
the view does not show (`GUESSED`, and the powers' own decisions), given its likeliest value: the ships an ally
committed when he takes his reward, where each cone ship came from (a base of its owner's), whose ships a loss takes
(the chooser's own), the categories Plague's victim still discards (read from the discard pile); the cards Chosen drew
and the hand Barbarian takes from are not in the view at all. Other fields left out: nothing lost yet in this
challenge, no draft begun by another seat (his choices in the making are not made yet).
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from rules.cosmic.aliens.grudge import GrudgeState
from rules.cosmic.aliens.miser import MiserState
from rules.cosmic.aliens.reincarnator import ReincarnatorState
from rules.cosmic.aliens.void import VoidState
from rules.cosmic.aliens.warrior import WarriorState
from rules.cosmic.components import (
    BEGINNER_POWERS,
    CHALLENGE_COUNTS,
    CONE_CAP,
    category,
    destiny_deck,
    flare_count,
    flare_pool,
    kind_of,
    power_pool,
    talon_cards,
)
from rules.cosmic.effects import CATEGORIES
from rules.cosmic.engine import acting
from rules.cosmic.powers import commit_cap
from rules.cosmic.records import with_record
from rules.cosmic.setup import released_in
from rules.cosmic.ships import cone
from rules.cosmic.state import COLOUR, KEEP_POWER, State, Task
from rules.cosmic.windows import Play
from rules.frozen import evolve
from rules.rng import Rng

WINDOW_TAILS: Mapping[str, tuple[Task, ...]] = {
    "w_start": (Task("after_start"),),
    "w_destiny": (Task("launch"),),
    "w_launch": (),  # the invitations follow: `_tail` adds them with the seats
    "w_invite": (Task("alliances"),),
    "w_alliance": (Task("planning"),),
    "w_preselect": (Task("planning_check"),),
    "w_postselect": (Task("reveal"),),
    "w_reveal": (Task("after_reveal"),),
    "w_outcome": (Task("consequences"),),
    "w_deal": (Task("deal_execute"),),
    "w_discard": (Task("cleanup"), Task("end_phase")),
    "w_end": (Task("intermediate"),),
}
"""What the turn queues after each window of §4.2 in the usual course."""

EXACT = frozenset(
    {
        "round",
        "commit",
        "invite",
        "alliance",
        "select",
        "target",
        "regroup",
        "second",
        "own_colour",
        "wild",
        "defender",
        "deal",
        "reclaim",
    }
)
"""The decisions whose task the view is enough to rebuild, so that a sample offers the true options: with the setup
phases, some nine positions of ten (tests/rules/cosmic/test_determinize.py)."""
GUESSED = frozenset({"place", "lose", "reward", "discard_category"})
"""Decisions whose task holds a count or a list the view does not show, given its likeliest value (see `_tasks`):
most samples offer the true options, some do not. At a power's own decision (Ooze, Vacuum, Gambler, ...) the seat
asked is right and the rest a guess."""


def exact(view: Mapping[str, Any]) -> bool:
    """Whether a sample of this view rebuilds the decision due exactly."""
    public = view["public"]
    return bool(view["over"]) or public["phase"] in (COLOUR, KEEP_POWER) or public["decision"] in EXACT


TRIES = 20
"""Draws of what is hidden before the last is kept even if the seats it asks differ from the view's."""


def sample(view: Mapping[str, Any], seat: str, rand: random.Random) -> State:
    """A full state that gives `seat` exactly `view`, what it cannot see drawn with `rand`. A power drawn for a
    face-down seat may change who is asked (one that selects after his opponent): such a draw is rejected, since the
    seats asked are public."""
    asked = set(view["acting"])
    for _ in range(TRIES):
        state = _sample(view, seat, rand)
        if {state.seats[s] for s in acting(state)} == asked:
            break
    return state


def _sample(view: Mapping[str, Any], seat: str, rand: random.Random) -> State:
    public, private = view["public"], view["private"]
    players = public["players"]
    seats = tuple(p["seat"] for p in players)
    me = seats.index(seat)
    n = len(seats)
    index = {name: i for i, name in enumerate(seats)}
    options = public["options"]
    pool = options["power_pool"]
    released = released_in(pool)
    colours = tuple(p["colour"] or "" for p in players)
    dealt = bool(public["planets"])
    planets = tuple(p["planet"] for p in public["planets"])
    ships = tuple(tuple(p["ships"].get(name, 0) for name in seats) for p in public["planets"])

    powers, face_down, offered, kept = _powers(public, private, seats, me, pool, released, rand)
    records = _records(players)

    def seat_of(name: str | None) -> int:
        return index[name] if name is not None else -1

    # -- cards ---------------------------------------------------------------------------------------------------------
    hand_sizes = [p["hand"] for p in players]
    hoard_sizes = [p["hoard"] for p in players]
    has_hoards = any(hoard_sizes) or bool(private["hoard"])
    seen: list[str] = [*private["hand"], *private["hoard"], *public["discard"], *public["in_play"]]
    selected = [""] * n
    revealed = [""] * n
    set_aside = [p["set_aside"] or "" for p in players]
    if private["selected"]:
        selected[me] = private["selected"]
        seen.append(private["selected"])
    for s, p in enumerate(players):
        if p["selected_face_up"]:
            selected[s] = p["selected_face_up"]
            seen.append(selected[s])
        if p["revealed"] and "#" in p["revealed"]:
            revealed[s] = p["revealed"]
            seen.append(revealed[s])
        if set_aside[s]:
            seen.append(set_aside[s])
    flares = _flares(options, pool, released, powers, n, seen, rand) if dealt else ()
    unseen = [c for c in talon_cards(flares) if c not in set(seen)]
    rand.shuffle(unseen)
    window = public["window"]
    items: list[Play] = []
    for play in window["plays"] if window else []:
        kind = play["kind"]
        card = ""
        if kind != "power":
            # the instance is not told, only its kind: the one on the table (a card played lies in `in_play`), else
            # any unseen one of that kind stands for it
            used = {item.card for item in items}
            card = next((c for c in public["in_play"] if kind_of(c) == kind and c not in used), "")
            if not card:
                card = next((c for c in unseen if kind_of(c) == kind), f"{kind}#1")
                if card in unseen:
                    unseen.remove(card)
        items.append(_play(play, index, card))
    for s, p in enumerate(players):
        if s != me and p["has_selected"] and not selected[s]:
            card = next((c for c in unseen if kind_of(c) in CHALLENGE_COUNTS), unseen[0])
            unseen.remove(card)
            selected[s] = card
    hands: list[tuple[str, ...]] = []
    hoards: list[tuple[str, ...]] = []
    for s in range(n):
        if s == me:
            hands.append(tuple(private["hand"]))
            continue
        hands.append(tuple(unseen[: hand_sizes[s]]))
        del unseen[: hand_sizes[s]]
    for s in range(n):
        if s == me:
            hoards.append(tuple(private["hoard"]))
            continue
        hoards.append(tuple(unseen[: hoard_sizes[s]]))
        del unseen[: hoard_sizes[s]]
    talon = tuple(unseen[: public["talon"]])
    if has_hoards:
        records = (*records, MiserState(tuple(hoards)))
    destiny = [c for c in destiny_deck(tuple(c for c in colours if c)) if c not in public["destiny_discard"]]
    rand.shuffle(destiny)

    state = State(
        seats=seats,
        power_mode=options["power_mode"],
        beginner_flares=options["beginner_flares"],
        reverse_cone=options["reverse_cone"],
        warp_fan=options["warp_fan"],
        power_pool=pool,
        turn_limit=public["turn_limit"],
        released=released,
        phase=public["phase"],
        colours=colours,
        powers=powers,
        planets=planets,
        ships=ships,
        warp=tuple(p["warp"] for p in players),
        cone_offense=tuple(p["cone_offense"] for p in players),
        cone_defense=tuple(p["cone_defense"] for p in players),
        hands=tuple(hands),
        talon=talon,
        discard=tuple(public["discard"]),
        in_play=tuple(public["in_play"]),
        destiny=tuple(destiny[: public["destiny_deck"]]),
        destiny_discard=tuple(public["destiny_discard"]),
        first_colour=public["first_colour"] or "",
        offense=seat_of(public["offense"]),
        challenge_no=public["challenge"],
        turns=public["turn"],
        winners=tuple(index[s] for s in public["winners"]),
        reason=public["reason"] or "",
        rng=Rng(rand.getrandbits(63)),
        rig_talon=(),
        rig_destiny=(),
        seq=view["seq"],
        fan=tuple(tuple(p["fan"][k] for p in players) for k in range(len(players[0]["fan"]))),
        fan_marker=public["fan_marker"] or 0,
        records=(),
        offered=offered,
        kept=kept,
        face_down=face_down,
    )
    for value in records:
        state = with_record(state, value)
    if not dealt or public["phase"] not in ("play", "over"):
        return state
    origins = tuple(_origins(state, s, p["cone_offense"] + p["cone_defense"]) for s, p in enumerate(players))
    state = evolve(
        state,
        defense=seat_of(public["defense"]),
        target=public["target"] or "",
        cone_reversed=public["cone_reversed"],
        invited=tuple(p["invited"] or "" for p in players),
        allies=tuple(p["ally"] or "" for p in players),
        origins=origins,
        selected=tuple(selected),
        revealed=tuple(revealed),
        set_aside=tuple(set_aside),
        used=tuple(s for s, p in enumerate(players) if p["power_used"]),
        zapped=tuple(s for s, p in enumerate(players) if p["zapped"]),
        outcome=public["outcome"] or "",
        lost=(0,) * n,
        flags=tuple(public["flags"]),
        played_by=tuple((card, index[by]) for card, by in public["in_play_by"].items()),
        window=window["name"] if window else "",
        w_stage=window["stage"] if window else "",
        w_solo=seat_of(window["solo"]) if window else -1,
        w_round=window["round"] if window else 0,
        w_waiting=tuple(index[s] for s in window["waiting"]) if window else (),
        w_drafts=_drafts(private, index, me, n),
        w_items=tuple(items),
        **_deal(public, private, index, me, n),
    )
    if view["over"]:
        return state
    return evolve(state, tasks=_tasks(state, public, [index[s] for s in view["acting"]]))


def _powers(
    public: Mapping[str, Any],
    private: Mapping[str, Any],
    seats: tuple[str, ...],
    me: int,
    pool: str,
    released: tuple[str, ...],
    rand: random.Random,
) -> tuple[tuple[str, ...], tuple[int, ...], tuple[tuple[str, ...], ...], tuple[str, ...]]:
    """Each seat's power (face-down ones drawn from the powers nobody sees), the seats face down, and with
    `choose_powers` the powers offered and kept."""
    players = public["players"]
    n = len(seats)
    face_down = tuple(s for s, p in enumerate(players) if p["power_face_down"])
    shown = [p["power"] or "" for p in players]
    if private["face_down_power"]:
        shown[me] = private["face_down_power"]
    visible = {p for p in shown if p} | {p["extra_power"] for p in players if p["extra_power"]}
    mode = public["options"]["power_mode"]
    candidates = BEGINNER_POWERS if mode == "beginner_game" else power_pool(pool, released)
    unseen = [p for p in candidates if p not in visible]
    rand.shuffle(unseen)
    powers = list(shown)
    for s in face_down:
        if not powers[s]:
            powers[s] = unseen.pop()
    offered: tuple[tuple[str, ...], ...] = ()
    kept: tuple[str, ...] = ()
    if public["phase"] == KEEP_POWER:
        mine = tuple(private["powers_offered"] or ())
        rest = [p for p in unseen if p not in mine]
        dealt_to: list[tuple[str, ...]] = []
        chosen: list[str] = []
        for s in range(n):
            if s == me:
                dealt_to.append(mine)
                chosen.append(private["power_kept"] or "")
                continue
            three = tuple(rest[:3])
            del rest[:3]
            dealt_to.append(three)
            chosen.append("" if players[s]["choosing_power"] else rand.choice(three))
        offered, kept = tuple(dealt_to), tuple(chosen)
    return tuple(powers), face_down, offered, kept


def _flares(
    options: Mapping[str, Any],
    pool: str,
    released: tuple[str, ...],
    powers: tuple[str, ...],
    n: int,
    seen: list[str],
    rand: random.Random,
) -> tuple[str, ...]:
    """The flares in the talon: the beginner flares or none, else the flares of the powers in play and others drawn
    from the flare pool (those seen are surely among them)."""
    mode = options["power_mode"]
    if mode == "beginner_game":
        return tuple(f"flare_{p}" for p in BEGINNER_POWERS) if options["beginner_flares"] else ()
    available = flare_pool(pool, released)
    wanted = flare_count(mode, options["beginner_flares"], n, available)
    own = [f"flare_{p}" for p in powers if f"flare_{p}" in available][:wanted]
    shown = sorted({kind_of(c) for c in seen if kind_of(c).startswith("flare_")} - set(own))
    others = [f for f in available if f not in own and f not in shown]
    rand.shuffle(others)
    extra = [*shown, *others][: max(0, wanted - len(own))]
    return tuple(sorted([*own, *extra]))


def _records(players: list[dict[str, Any]]) -> tuple[object, ...]:
    """The powers' public records as the view shows them (Miser's hoards are dealt with the cards)."""
    found: list[object] = []
    if any(p["extra_power"] for p in players):
        found.append(ReincarnatorState(tuple(p["extra_power"] or "" for p in players)))
    if any(p["removed"] for p in players):
        found.append(VoidState(tuple(p["removed"] for p in players)))
    if any(p["warrior_tokens"] for p in players):
        found.append(WarriorState(tuple(p["warrior_tokens"] for p in players)))
    if any(p["grudge_marked"] for p in players):
        found.append(GrudgeState(tuple(s for s, p in enumerate(players) if p["grudge_marked"])))
    return tuple(found)


def _origins(state: State, seat: int, count: int) -> tuple[str, ...]:
    """Where the seat's cone ships came from: not shown; a planet that is still its base is the likeliest (some two
    times in three its ships go back to standing origins)."""
    bases = state.bases(seat)
    return (bases[0] if bases else "warp",) * count


def _play(play: Mapping[str, Any], index: Mapping[str, int], card: str) -> Play:
    """A play of the window's list (or the seat's own draft) as the view tells it, with the card standing for it."""
    return Play(
        seat=index[play["seat"]],
        kind=play["kind"],
        card=card,
        round=play["round"],
        item=play["names_item"] if play["names_item"] is not None else -1,
        seat_named=index[play["names_seat"]] if play["names_seat"] is not None else -1,
        seats=tuple(index[s] for s in play["names_seats"]),
        mode=play["mode"] or "",
    )


def _drafts(private: Mapping[str, Any], index: Mapping[str, int], me: int, n: int) -> tuple[Play | tuple[()], ...]:
    """The seat's own play in the making (its card still in its hand); another seat's is not shown: none begun."""
    drafts: list[Play | tuple[()]] = [()] * n
    draft = private["declaring"]
    if draft is not None:
        kind = draft["kind"]
        card = "" if kind == "power" else next((c for c in private["hand"] if kind_of(c) == kind), "")
        drafts[me] = _play(draft, index, card)
    return tuple(drafts)


def _deal(
    public: Mapping[str, Any], private: Mapping[str, Any], index: Mapping[str, int], me: int, n: int
) -> dict[str, Any]:
    """The open proposals of a deal (public) and the seat's own draft; the drafts others began are not shown:
    none."""
    proposals = public["deal"]
    if public["decision"] not in ("deal", "deal_give", "deal_base") and not proposals:
        return {}
    drafts: list[tuple[Any, ...]] = [()] * n
    if private["deal_draft"]:
        drafts[me] = tuple(private["deal_draft"])
    opened: list[tuple[Any, ...]] = [()] * n
    for p in proposals:
        opened[index[p["by"]]] = (
            p["id"],
            p["gives"],
            p["gives_mode"] or "",
            p["gets"],
            p["gets_mode"] or "",
            p["base_for_proposer"] or "",
            p["base_for_other"] or "",
        )
    started = tuple(1 if opened[s] else 0 for s in range(n))
    return {
        "deal_open": tuple(opened),
        "deal_drafts": tuple(drafts),
        "deal_started": started,
        "deal_next": 1 + max((p["id"] for p in proposals), default=0),
    }


def _tasks(state: State, public: Mapping[str, Any], acting: list[int]) -> tuple[Task, ...]:
    """The turn's queue as the view implies it: the decision due, then what the phases queue after it, and at the
    bottom the turn's end (reached only if the rest of the queue was not rebuilt to go on by itself)."""
    queue = _queue(state, public, acting)
    return queue if queue[-1].kind == "next_turn" else (*queue, Task("next_turn"))


def _queue(state: State, public: Mapping[str, Any], acting: list[int]) -> tuple[Task, ...]:
    kind = public["decision"]
    o, d = state.offense, state.defense
    head = acting[0] if acting else -1
    if kind == "round":
        window = state.window
        tail = _after_window(window, state)
        if state.w_solo >= 0:
            # a main player's new-hand mini-window: his new hand comes after it (his first redraw is likeliest)
            tail = (Task("redraw", state.w_solo, 1, window), *_after_redraw(window))
        return (Task("round", state.w_solo, 0, window), *tail)
    if kind == "commit":
        side = "offense" if head == o else (state.allies[head] or "offense")
        room = commit_cap(state, head)[0] - cone(state, side)[head]
        task = Task("commit", head, max(room, 1), side)
        if head == o:  # the offense commits in the launch, before anyone is invited
            return (task, Task("window", -1, 0, "w_launch"), *_invitations(state))
        return (task, *_alliance_tail(state, head))
    if kind == "invite":
        if head == o:
            return (Task("invite", o, 0, "offense"), Task("invite", d, 0, "defense"), *_after_window("w_invite", state))
        return (Task("invite", d, 0, "defense"), Task("window", -1, 0, "w_invite"), Task("alliances"))
    if kind == "alliance":
        return (*(Task("alliance", s) for s in acting), *_alliance_end())
    if kind == "select":
        return (Task("select"), Task("window", -1, 0, "w_postselect"), Task("reveal"))
    if kind == "target":
        return (
            Task("target", o),
            Task("commit_open", o, 0, "offense"),
            Task("window", -1, 0, "w_launch"),
            *_invitations(state),
        )
    if kind == "regroup":
        return (Task("regroup", o), Task("window", -1, 0, "w_start"), Task("after_start"))
    if kind == "deal":
        return (Task("deal"), *_consequences())
    if kind == "reclaim":
        # 4.5a: up to four ships onto the empty home planet, one a step; the ones there have arrived in this step
        arrived = state.ships_on(state.target, o) if state.target else 0
        return (Task("reclaim", o, max(CONE_CAP - arrived, 1), state.target), Task("discard_phase"), Task("end_phase"))
    if kind == "place":
        return (*(_placing(state, s) for s in acting), *_tail(state))
    if kind == "lose":
        # the commonest losses (a failed deal, Plague, a lost compromise) take three ships of the chooser's own, from
        # any planet
        return (*(Task("lose", s, 3, f"{s}//0") for s in acting), *_tail(state))
    if kind == "reward":
        # the ships the ally committed have gone home: the commonest count, a full cone, stands for them
        return (*(Task("reward", s, CONE_CAP) for s in acting), *_tail(state))
    if kind == "discard_category":
        return (Task("discard_category", head, 0, _plague_left(state, head)), *_tail(state))
    if kind == "claim" and public["claim"]:
        claimed = public["claim"]
        return (
            Task("claim", head, state.seats.index(claimed["gambler"]), claimed["card"]),
            Task("window", -1, 0, "w_reveal"),
            Task("after_reveal"),
        )
    if kind in ("will_offer", "will_defender", "will_planet"):
        # Will (before the destiny card decides): the card flipped lies on the destiny discard; the defender he is
        # naming is not shown, the defense already fixed or the next seat stands for him
        named = d if d >= 0 else (o + 1) % len(state.seats)
        return (Task(kind, o, named if kind == "will_planet" else 0, _flipped(state)),)
    if kind == "barbarian_keep":
        # he keeps as many cards as he had ships in the cone: they have landed on the target by now
        landed = state.ships_on(state.target, o) if state.target else CONE_CAP
        return (Task(kind, o, max(landed, 1), "0"), *_tail(state))
    if kind in ("second", "own_colour", "wild", "defender"):
        return (Task(kind, head),)  # the turn's step that queues what follows once answered
    # a power's decision: the seat asked, then what the phase queues in the usual course
    return (Task(kind, head), *_tail(state))


def _plague_left(state: State, seat: int) -> str:
    """The categories Plague's victim still discards from, in order: those he holds after the last one discarded,
    when the discard pile ends in his cards of rising categories (the ones this Plague took), else all he holds."""
    held = {category(kind_of(c)) for c in state.hands[seat]}
    taken: list[str] = []
    for card in reversed(state.discard):
        kind = category(kind_of(card))
        if kind not in CATEGORIES or (taken and CATEGORIES.index(kind) >= CATEGORIES.index(taken[-1])):
            break
        taken.append(kind)
    after = CATEGORIES.index(taken[0]) + 1 if taken else 0
    left = [c for c in CATEGORIES[after:] if c in held]
    return ",".join(left or [c for c in CATEGORIES if c in held])


def _placing(state: State, seat: int) -> Task:
    """Ships going home: from the cone (its side's ships, all of them), else freed from the warp."""
    for zone, held in (("offense", state.cone_offense[seat]), ("defense", state.cone_defense[seat])):
        if held:
            return Task("place", seat, held, zone)
    return Task("place", seat, max(1, min(state.warp[seat], CONE_CAP)), "warp")


def _consequences() -> tuple[Task, ...]:
    return (Task("step_g"), Task("discard_phase"), Task("end_phase"))


def _tail(state: State) -> tuple[Task, ...]:
    """What follows a decision a card or a power brought in: the end of the window round it came in, else the rest
    of the challenge after its outcome, else the challenge's next phase as the view shows it."""
    if state.window:
        return (Task("round_end", state.w_solo, 0, state.window), *_after_window(state.window, state))
    if state.outcome in ("reclaim", "aborted"):
        return (Task("discard_phase"), Task("end_phase"))
    if state.outcome:
        return _consequences()
    if any(state.selected):
        return (Task("window", -1, 0, "w_reveal"), Task("after_reveal"))
    if state.defense >= 0:
        return (Task("window", -1, 0, "w_alliance"), Task("planning"))
    return (Task("window", -1, 0, "w_start"), Task("after_start"))


def _invitations(state: State) -> tuple[Task, ...]:
    return (
        Task("invite", state.offense, 0, "offense"),
        Task("invite", state.defense, 0, "defense"),
        Task("window", -1, 0, "w_invite"),
        Task("alliances"),
    )


def _alliance_end() -> tuple[Task, ...]:
    return (Task("alliances_end"), Task("window", -1, 0, "w_alliance"), Task("planning"))


def _alliance_tail(state: State, seat: int) -> tuple[Task, ...]:
    """After an ally's commit: the invited players later in table order who have not answered yet."""
    n = len(state.seats)
    later = [s for s in range(seat + 1, n) if state.invited[s] and not state.allies[s] and state.bases(s)]
    return (*(Task("alliance", s) for s in later), *_alliance_end())


def _after_window(window: str, state: State) -> tuple[Task, ...]:
    if window == "w_launch":
        return _invitations(state)
    if window == "will":  # the response round to Will's use (§5.5.0): then the card decides if it was zapped
        return (Task("will_after", state.offense, 0, _flipped(state)),)
    if window == "gambler":
        # the response round to Gambler's bluff: the kind he claims is not shown, the most common kind stands for it
        gambler = next((p.seat for p in state.w_items), state.offense)
        return (Task("bluff_after", gambler, 0, "compromise"), Task("window", -1, 0, "w_reveal"), Task("after_reveal"))
    return WINDOW_TAILS.get(window, ())


def _flipped(state: State) -> str:
    """The destiny card flipped last: on top of the destiny discard."""
    return state.destiny_discard[-1] if state.destiny_discard else "destiny_wild_1"


def _after_redraw(window: str) -> tuple[Task, ...]:
    if window == "w_start":
        return (Task("regroup_check"),)
    return (Task("window", -1, 0, window), *WINDOW_TAILS.get(window, ()))
