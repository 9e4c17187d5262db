"""A deal (spec §4.8.3, §9.3): both main players revealed a compromise. The allies' ships go home; the offense and
the defense draft proposals term by term (privately), submit them (publicly), and one accepts the other's open
proposal, or abandons the deal. An accepted deal opens `w_deal` (Quash) and is carried out: cards change hands,
each player granted a base moves ships there, the offense's cone ships go home. A deal that fails costs each main
player three ships.

Terms, in the order a draft asks for them: cards the proposer gives and how they are chosen, cards he receives and
how, a base for him, a base for the other (a planet, or "" for none).
"""

from __future__ import annotations

from typing import Any

from rules.contract import Action, Event
from rules.cosmic.components import CONE_CAP, kind_of
from rules.cosmic.decisions import Decision, automatic, decision
from rules.cosmic.hands import kinds_held, lowest, without
from rules.cosmic.ships import DEFENSE, OFFENSE, onto, onto_actions, place_task
from rules.cosmic.state import State, Task
from rules.cosmic.tasks import pop, push, replace_head
from rules.cosmic.turn import window
from rules.frozen import evolve

MAX_DRAFTS = 5  # D-43
MAX_CARDS = 20
FAILURE_LOSS = 3
MODES = ("giver_chooses", "random")
STAGES = ("give_n", "give_mode", "get_n", "get_mode", "my_base", "your_base", "submit")
NO_TERMS: tuple[Any, ...] = (0, "", 0, "", "", "")


def _per_seat(values: tuple[Any, ...], seat: int, value: Any) -> tuple[Any, ...]:
    return (*values[:seat], value, *values[seat + 1 :])


def opponent(state: State, seat: int) -> int:
    return state.defense if seat == state.offense else state.offense


@automatic("deal_start")
def deal_start(state: State, task: Task, events: list[Event]) -> State:
    """Step 1: the allies' ships go home (owner's choice); they take no further part."""
    n = len(state.seats)
    home = [
        t for side in (OFFENSE, DEFENSE) for s in range(n) if s != state.offense if (t := place_task(state, s, side))
    ]
    state = evolve(state, deal_next=1, deal_open=((),) * n, deal_drafts=((),) * n, deal_started=(0,) * n, deal_terms=())
    events.append({"type": "deal", "to": None, "offense": state.offense, "defense": state.defense})
    return push(state, *home, Task("deal"))


def dealing(state: State, task: Task) -> tuple[int, ...]:
    return tuple(sorted((state.offense, state.defense)))


def _base_options(state: State, seat: int) -> list[str]:
    """Planets where the other main player has a ship and `seat` none (D-13), if `seat` has a ship to move there: the
    offense in the cone or on a base, the defense on a base."""
    other = opponent(state, seat)
    movable = bool(state.bases(seat)) or (seat == state.offense and state.cone_offense[seat] > 0)
    if not movable:
        return []
    return [p for p in state.planets if state.ships_on(p, other) > 0 and state.ships_on(p, seat) == 0]


def deal_actions(state: State, task: Task, seat: int) -> list[Action]:
    draft = state.deal_drafts[seat]
    if not draft:
        actions: list[Action] = []
        if state.deal_started[seat] < MAX_DRAFTS:
            actions.append({"type": "deal_draft"})
        offer = state.deal_open[opponent(state, seat)]
        if offer:
            actions.append({"type": "deal_accept", "proposal": offer[0]})
        actions.append({"type": "deal_abandon"})
        return actions
    stage = draft[0]
    other = opponent(state, seat)
    steps = _draft_steps(state, seat, other, stage, draft)
    # abandoning stays possible while drafting: a deadline that passes mid-draft ends the deal in one action
    return [*steps, {"type": "deal_drop"}, {"type": "deal_abandon"}]


def _draft_steps(state: State, seat: int, other: int, stage: str, draft: tuple[Any, ...]) -> list[Action]:
    if stage == "give_n":
        return [{"type": "deal_n", "n": k} for k in range(min(len(state.hands[seat]), MAX_CARDS) + 1)]
    if stage == "get_n":
        return [{"type": "deal_n", "n": k} for k in range(min(len(state.hands[other]), MAX_CARDS) + 1)]
    if stage in ("give_mode", "get_mode"):
        return [{"type": "deal_mode", "mode": m} for m in MODES]
    if stage == "my_base":
        return [{"type": "deal_base", "planet": p} for p in [*_base_options(state, seat), None]]
    if stage == "your_base":
        return [{"type": "deal_base", "planet": p} for p in [*_base_options(state, other), None]]
    return [{"type": "deal_submit"}] if _has_terms(draft[1:]) else []


def _has_terms(terms: tuple[Any, ...]) -> bool:
    give_n, _, get_n, _, mine, yours = terms
    return bool(give_n or get_n or mine or yours)


def _next_stage(stage: str, draft: tuple[Any, ...]) -> str:
    following = STAGES[STAGES.index(stage) + 1]
    if following == "give_mode" and not draft[1]:
        return "get_n"
    if following == "get_mode" and not draft[3]:
        return "my_base"
    return following


def deal(state: State, task: Task, seat: int, action: Action, events: list[Event]) -> State:
    kind = action["type"]
    if kind == "deal_draft":
        started = _per_seat(state.deal_started, seat, state.deal_started[seat] + 1)
        return evolve(
            state, deal_drafts=_per_seat(state.deal_drafts, seat, ("give_n", *NO_TERMS)), deal_started=started
        )
    if kind == "deal_drop":
        return evolve(state, deal_drafts=_per_seat(state.deal_drafts, seat, ()))
    if kind == "deal_abandon":
        events.append({"type": "deal_abandoned", "to": None, "seat": seat})
        n = len(state.seats)
        # the deal is over: no proposal stays open to be shown, no draft to be described
        state = evolve(state, deal_open=((),) * n, deal_drafts=((),) * n)
        return push(pop(state), Task("deal_failed"))
    if kind == "deal_accept":
        proposer = opponent(state, seat)
        terms = state.deal_open[proposer][1:]
        events.append({"type": "deal_accepted", "to": None, "seat": seat, "proposal": action["proposal"]})
        n = len(state.seats)
        state = evolve(state, deal_terms=(proposer, *terms), deal_open=((),) * n, deal_drafts=((),) * n)
        return push(pop(state), window("w_deal"), Task("deal_execute"))
    if kind == "deal_submit":
        draft = state.deal_drafts[seat]
        proposal = (state.deal_next, *draft[1:])
        events.append({"type": "deal_proposed", "to": None, "seat": seat, "proposal": _public(state, seat, proposal)})
        return evolve(
            state,
            deal_next=state.deal_next + 1,
            deal_open=_per_seat(state.deal_open, seat, proposal),
            deal_drafts=_per_seat(state.deal_drafts, seat, ()),
        )
    making = list(state.deal_drafts[seat])
    stage = making[0]
    value = action.get("n", action.get("mode", action.get("planet")))
    making[STAGES.index(stage) + 1] = "" if value is None else value
    making[0] = _next_stage(stage, tuple(making))
    return evolve(state, deal_drafts=_per_seat(state.deal_drafts, seat, tuple(making)))


def _public(state: State, seat: int, proposal: tuple[Any, ...]) -> dict[str, Any]:
    number, give_n, give_mode, get_n, get_mode, mine, yours = proposal
    return {
        "id": number,
        "gives": give_n,
        "gives_mode": give_mode or None,
        "gets": get_n,
        "gets_mode": get_mode or None,
        "base_for_proposer": mine or None,
        "base_for_other": yours or None,
    }


decision("deal", Decision(phase="deal", acting=dealing, legal=deal_actions, apply=deal, public=False))


# -- carrying out an accepted deal -------------------------------------------------------------------------------------
@automatic("deal_execute")
def deal_execute(state: State, task: Task, events: list[Event]) -> State:
    """Step 4: cards change hands (giver's choice, or at random), then each base grantee moves ships, then the
    offense's cone ships go home. The deal is a success (a second challenge is allowed)."""
    if "quashed" in state.flags:
        return push(state, Task("deal_failed"))
    proposer, give_n, give_mode, get_n, get_mode, mine, yours = state.deal_terms
    other = opponent(state, proposer)
    state = evolve(state, outcome="deal")
    events.append({"type": "deal_made", "to": None, "offense": state.offense, "defense": state.defense})
    steps: list[Task] = []
    for giver, receiver, promised, mode in ((proposer, other, give_n, give_mode), (other, proposer, get_n, get_mode)):
        count = min(promised, len(state.hands[giver]))  # a giver with fewer cards gives all he has
        if count and mode == "random":
            state = _give_random(state, giver, receiver, count, events)
        elif count:
            steps.append(Task("deal_give", giver, count, state.seats[receiver]))
    for grantee, planet in ((proposer, mine), (other, yours)):
        if planet:
            steps.append(Task("deal_base", grantee, CONE_CAP, planet))
    return push(state, *steps, Task("deal_home"))


def _give(state: State, giver: int, receiver: int, cards: tuple[str, ...]) -> State:
    hands = list(state.hands)
    for card in cards:
        hands[giver] = without(hands[giver], card)
    hands[receiver] = (*hands[receiver], *cards)
    return evolve(state, hands=tuple(hands))


def _give_random(state: State, giver: int, receiver: int, count: int, events: list[Event]) -> State:
    cards, rng = state.rng.sample(state.hands[giver], count)
    state = evolve(_give(state, giver, receiver, tuple(cards)), rng=rng)
    _told(state, giver, receiver, tuple(cards), events)
    return state


def _told(state: State, giver: int, receiver: int, cards: tuple[str, ...], events: list[Event]) -> None:
    events.append({"type": "cards_given", "to": None, "seat": giver, "receiver": receiver, "count": len(cards)})
    audience = [state.seats[giver], state.seats[receiver]]
    events.append(
        {
            "type": "cards_moved",
            "to": audience,
            "seat": giver,
            "receiver": receiver,
            "cards": [kind_of(c) for c in cards],
        }
    )


def give_actions(state: State, task: Task, seat: int) -> list[Action]:
    return [{"type": "card", "card": k} for k in kinds_held(state.hands[seat])]


def give(state: State, task: Task, seat: int, action: Action, events: list[Event]) -> State:
    receiver = state.seats.index(task.what)
    card = lowest(state.hands[seat], str(action["card"]))
    state = _give(state, seat, receiver, (card,))
    _told(state, seat, receiver, (card,), events)
    left = min(task.n - 1, len(state.hands[seat]))
    return replace_head(state, task._replace(n=left)) if left else pop(state)


decision("deal_give", Decision(phase="deal", legal=give_actions, apply=give, public=False))


decision("deal_base", Decision(phase="deal", legal=onto_actions, apply=onto))


@automatic("deal_home")
def deal_home(state: State, task: Task, events: list[Event]) -> State:
    found = place_task(state, state.offense, OFFENSE)
    return push(state, found) if found is not None else state


@automatic("deal_failed")
def deal_failed(state: State, task: Task, events: list[Event]) -> State:
    """Step 5: the offense's cone ships go home, then each main player loses three ships of his choice (D-16)."""
    events.append({"type": "deal_failed", "to": None, "offense": state.offense, "defense": state.defense})
    state = evolve(state, outcome="deal_failed")
    home = place_task(state, state.offense, OFFENSE)
    losses = [Task("lose_open", s, FAILURE_LOSS) for s in (state.offense, state.defense)]
    return push(state, *([home] if home is not None else []), *losses)
