"""Wave 2a's powers around the discard pile (spec §5.5.2): Hate makes the others match the card he discards at the
start of his turn or lose ships, and Vulch takes the other players' edicts on their way to the discard pile.

Hate is a row of phase 0's start-of-turn table (`TURN_START`, rules/cosmic/turn.py); the ships his victims lose go
through the `lose` steps of the loss-event pipeline (rules/cosmic/losses.py), with Hate as their chooser. Vulch is a
row of the discard pile's table (`DISCARDING`, rules/cosmic/piles.py), which every path that discards goes through,
of the new hand's table (`NEW_HAND_KEEPERS`, turn.py), and of the window reveal's table (`ON_REVEAL`,
rules/cosmic/protocol.py), which notes who played each edict lying in `in_play`.

The wave is dealt only once all of it is built (`RELEASED`, rules/cosmic/setup.py).
"""

from __future__ import annotations

from rules.contract import Action, Event
from rules.cosmic.components import attack_value, category, kind_of
from rules.cosmic.hands import give, kinds_held, lowest, take
from rules.cosmic.hooks import DISCARDING, NEW_HAND_KEEPERS, ON_REVEAL, TURN_START, join
from rules.cosmic.losses import lose_task
from rules.cosmic.piles import Owned, to_discard
from rules.cosmic.powers import in_game, player_of, works
from rules.cosmic.registry import Power, register
from rules.cosmic.state import State, Task
from rules.cosmic.tasks import Decision, decision, pop, push
from rules.cosmic.windows import Play, precedence
from rules.frozen import evolve

EDICT = "edict"
HATE_SHIPS = 3
"""Ships of a player who does not match Hate's card, picked by Hate from the player's planets."""


# -- Hate --------------------------------------------------------------------------------------------------------------
def _hate(state: State) -> tuple[Task, ...]:
    """Hate with an empty hand (a public fact) discards nothing, and then nobody has a card to match."""
    o = state.offense
    return (Task("hate", o),) if works(state, o, "hate") and state.hands[o] else ()


def _hate_choices(state: State, task: Task, seat: int) -> list[Action]:
    return [{"type": "card", "card": k} for k in kinds_held(state.hands[seat])]


def _discard_one(state: State, seat: int, kind: str, events: list[Event]) -> State:
    card = lowest(state.hands[seat], kind)
    events.append({"type": "card_discarded", "to": None, "seat": seat, "card": kind})
    return to_discard(take(state, seat, card), ((card, seat),), events)


def _hate_discards(state: State, task: Task, seat: int, action: Action, events: list[Event]) -> State:
    """Each other player answers in precedence order (the defense is not known yet: from Hate's left round the
    table); the task carries the category to match and, for an attack card, its value."""
    kind = str(action["card"])
    state = _discard_one(pop(state), seat, kind, events)
    value = attack_value(kind) or 0
    victims = [s for s in precedence(len(state.seats), seat) if s != seat]
    return push(state, *(Task("hated", s, value, category(kind)) for s in victims))


decision(
    "hate",
    Decision(
        phase="start",
        acting=lambda state, task: (task.seat,),
        legal=_hate_choices,
        apply=_hate_discards,
        checkpoint=True,
        public=False,
    ),
)


def _matches(task: Task, kind: str) -> bool:
    if category(kind) != task.what:
        return False
    return task.what != "attack" or (attack_value(kind) or 0) >= task.n


def _hated_choices(state: State, task: Task, seat: int) -> list[Action]:
    """The matching cards he holds, and always `lose_ships`: he is asked even with nothing to match (D-34)."""
    cards: list[Action] = [{"type": "card", "card": k} for k in kinds_held(state.hands[seat]) if _matches(task, k)]
    return [*cards, {"type": "lose_ships"}]


def _hated(state: State, task: Task, seat: int, action: Action, events: list[Event]) -> State:
    state = pop(state)
    if action["type"] == "card":
        return _discard_one(state, seat, str(action["card"]), events)
    hate = state.offense
    found = lose_task(state, seat, HATE_SHIPS, chooser=hate)
    count = found.n if found is not None else 0
    events.append({"type": "hate_lose_ships", "to": None, "seat": seat, "by": hate, "count": count})
    return push(state, found) if found is not None else state


decision(
    "hated",
    Decision(
        phase="start",
        acting=lambda state, task: (task.seat,),
        legal=_hated_choices,
        apply=_hated,
        checkpoint=True,
        public=False,
    ),
)


# -- Vulch -------------------------------------------------------------------------------------------------------------
def _vulch(state: State) -> int:
    """Vulch's seat while his power works, else -1."""
    seat = player_of(state, "vulch")
    return seat if seat >= 0 and works(state, seat, "vulch") else -1


def _is_edict(card: str) -> bool:
    return category(kind_of(card)) == EDICT


def _note_edicts(state: State, plays: tuple[Play, ...]) -> State:
    """Who played each edict is noted only in a game with Vulch, whether or not his power works now: it may work
    again by phase 9."""
    if not in_game(state, "vulch"):
        return state
    noted = tuple((p.card, p.seat) for p in plays if p.card and _is_edict(p.card))
    return evolve(state, played_by=(*state.played_by, *noted)) if noted else state


def _vulch_takes(state: State, cards: tuple[Owned, ...], events: list[Event]) -> tuple[State, tuple[Owned, ...]]:
    """Another player's edicts go into Vulch's hand instead of the discard pile; his own, and a card that is nobody's
    (a talon card Chosen drew), go to the pile. The discard pile is public, so everyone is told."""
    vulch = _vulch(state)
    if vulch < 0:
        return state, cards
    taken = [(card, owner) for card, owner in cards if owner >= 0 and owner != vulch and _is_edict(card)]
    if not taken:
        return state, cards
    state = give(state, vulch, *(card for card, _ in taken))
    for owner in dict.fromkeys(owner for _, owner in taken):
        kinds = [kind_of(card) for card, o in taken if o == owner]
        events.append({"type": "edicts_taken", "to": None, "seat": vulch, "from": owner, "cards": kinds})
    return state, tuple(c for c in cards if c not in taken)


def _vulch_keeps(state: State, seat: int, events: list[Event]) -> tuple[str, ...]:
    """A new hand: Vulch keeps his edicts, shown face up, and draws seven more."""
    if _vulch(state) != seat:
        return ()
    kept = tuple(card for card in state.hands[seat] if _is_edict(card))
    if kept:
        events.append({"type": "edicts_kept", "to": None, "seat": seat, "cards": [kind_of(c) for c in kept]})
    return kept


register(Power("hate", joins=(join(TURN_START, _hate),)))
register(
    Power(
        "vulch",
        joins=(join(DISCARDING, _vulch_takes), join(NEW_HAND_KEEPERS, _vulch_keeps), join(ON_REVEAL, _note_edicts)),
    )
)
