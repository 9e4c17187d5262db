"""Miser (spec §5.5.3): a second hand of seven cards, the hoard, that nobody else can see, take, swap or discard; he
may select his challenge card or play an edict or a flare from it, and at the start of each of his turns he keeps it
or, when it holds no challenge card, shows it, discards it and draws seven new cards into it (`hoard`).

The hoard is a row of the extra card sources (`SOURCES`, rules/cosmic/hands.py) that selection (rules/cosmic/reveal.py)
and the window plays (rules/cosmic/protocol.py) read, usable while his power works; of the deal's table (`AT_DEAL`,
rules/cosmic/setup.py); and of phase 0's start-of-turn table (`TURN_START`, rules/cosmic/turn.py). Everything else
that looks at cards (new hands, Mind, Trader, compensation, Mutant's steals, Barbarian, Plague, Hate) reads the hand
only, so the hoard is out of their reach without a line of theirs knowing about it.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass

from rules.contract import Action, Event
from rules.cosmic.components import CHALLENGE_COUNTS, HAND_SIZE, kind_of
from rules.cosmic.decisions import Decision
from rules.cosmic.hands import Source, without
from rules.cosmic.hooks import AT_DEAL, SOURCES, TURN_START, join
from rules.cosmic.names import TEXT, card_list
from rules.cosmic.piles import draw_cards, to_discard
from rules.cosmic.power_words import PowerWords, StoreWords
from rules.cosmic.powers import plays, works
from rules.cosmic.reading import Policy, Reading
from rules.cosmic.records import record, with_record
from rules.cosmic.registry import Power
from rules.cosmic.state import State, Task
from rules.cosmic.tasks import pop
from rules.cosmic.wording import who
from rules.frozen import evolve
from rules.i18n import mark

MISER = "miser"
HOARD = "hoard"


@dataclass(frozen=True)
class MiserState:
    hoards: tuple[tuple[str, ...], ...] = ()  # per seat (() before the deal): his hoard, private (its size public)


def hoard(state: State, seat: int) -> tuple[str, ...]:
    hoards = record(state, MiserState).hoards
    return hoards[seat] if hoards else ()


def _with_hoard(state: State, seat: int, cards: Iterable[str]) -> State:
    empty: tuple[str, ...] = ()
    held = record(state, MiserState).hoards
    hoards = list(held) if held else [empty] * len(state.seats)
    hoards[seat] = tuple(cards)
    return with_record(state, MiserState(tuple(hoards)))


def _draw_hoard(state: State, seat: int, events: list[Event]) -> State:
    """Seven cards from the talon into the hoard, told to Miser alone."""
    hand = state.hands[seat]
    state, drawn = draw_cards(state, seat, HAND_SIZE)
    hands = list(state.hands)
    hands[seat] = hand
    state = _with_hoard(evolve(state, hands=tuple(hands)), seat, (*hoard(state, seat), *drawn))
    events.append(
        {"type": "hoard_dealt", "to": [state.seats[seat]], "seat": seat, "cards": [kind_of(c) for c in drawn]}
    )
    return state


def _deal_hoard(state: State, events: list[Event]) -> State:
    """At the deal, once the powers are known: Miser's hoard (whether his power works does not matter, it is his)."""
    for seat in range(len(state.seats)):
        if plays(state, seat, MISER) and not hoard(state, seat):
            state = _draw_hoard(state, seat, events)
    return state


def _usable(state: State, seat: int) -> bool:
    """Inactive or zapped, he cannot take cards from the hoard; it stays his, hidden."""
    return works(state, seat, MISER)


def _take(state: State, seat: int, card: str) -> State:
    return _with_hoard(state, seat, without(hoard(state, seat), card))


def _give(state: State, seat: int, card: str) -> State:
    return _with_hoard(state, seat, (*hoard(state, seat), card))


# -- phase 0 step 2: keep or renew -------------------------------------------------------------------------------------
def _miser(state: State) -> tuple[Task, ...]:
    o = state.offense
    return (Task(HOARD, o),) if works(state, o, MISER) else ()


def _hoard_choices(state: State, task: Task, seat: int) -> list[Action]:
    """Keeping comes first (the default on timeout); renewing only when the hoard holds no challenge card, which only
    Miser may know, so he is asked even with one option."""
    keep: list[Action] = [{"type": "keep_hoard"}]
    if any(kind_of(c) in CHALLENGE_COUNTS for c in hoard(state, seat)):
        return keep
    return [*keep, {"type": "renew_hoard"}]


def _hoard_choice(state: State, task: Task, seat: int, action: Action, events: list[Event]) -> State:
    state = pop(state)
    if action["type"] == "keep_hoard":
        events.append({"type": "hoard_kept", "to": None, "seat": seat})
        return state
    old = hoard(state, seat)
    events.append({"type": "hoard_renewed", "to": None, "seat": seat, "cards": [kind_of(c) for c in old]})
    state = to_discard(_with_hoard(state, seat, ()), ((c, seat) for c in old), events)
    return _draw_hoard(state, seat, events)


# -- the heuristic player (rules/cosmic/ai.py) -------------------------------------------------------------------------
def _hoard_decision(read: Reading, legal: Sequence[Action]) -> Action:
    """He renews a hoard without a challenge card whenever he may (it is useless to him as it is)."""
    return next((a for a in legal if a["type"] == "renew_hoard"), legal[0])


# -- its events' lines and its actions' labels (rules/cosmic/text.py reads them) ---------------------------------------
def _tell_hoard_dealt(event: Event, locale: str, names: Mapping[str, str]) -> str:
    cards = event.get("cards") or []
    if not cards:
        return TEXT.tr(locale, "You drew no card into your hoard: the deck was empty.")
    return TEXT.ntr(
        locale,
        "You drew {count} card into your hoard: {cards}.",
        "You drew {count} cards into your hoard: {cards}.",
        len(cards),
        cards=card_list(cards, locale),
    )


def _tell_hoard_kept(event: Event, locale: str, names: Mapping[str, str]) -> str:
    return TEXT.tr(locale, "{player} kept their hoard.", player=who(event, names))


def _tell_hoard_renewed(event: Event, locale: str, names: Mapping[str, str]) -> str:
    cards = event.get("cards") or []
    if not cards:
        return TEXT.tr(locale, "{player} drew a new hoard.", player=who(event, names))
    return TEXT.tr(
        locale,
        "{player} showed their hoard without a challenge card ({cards}), discarded it and drew a new one.",
        player=who(event, names),
        cards=card_list(cards, locale),
    )


def _label_keep_hoard(state: State, action: Action, locale: str, names: Mapping[str, str], me: int) -> str:
    return TEXT.tr(locale, "Keep your hoard")


def _label_renew_hoard(state: State, action: Action, locale: str, names: Mapping[str, str], me: int) -> str:
    return TEXT.tr(locale, "Show and discard your hoard, then draw a new one")


WORDS = PowerWords(
    name=lambda locale: TEXT.ptr(locale, "power", "Miser"),
    effect=lambda locale: TEXT.tr(
        locale,
        "You hold a second, secret hand of 7 cards (your hoard) that nobody can see or take, and may pick or play "
        "cards from it.",
    ),
    timing=lambda locale: TEXT.tr(locale, "Whenever you pick or play a card, and at the start of your turn"),
    explanation=lambda locale: TEXT.tr(
        locale,
        "At the start of the game you get a second hand of 7 cards, your hoard: nobody can see, take, swap or "
        "discard it, but everyone knows how many cards it holds. Whenever you pick or play a card, you may take it "
        "from the hoard. At the start of each of your turns you keep the hoard, or, if it holds no challenge card, "
        "show and discard it for 7 new cards.",
    ),
    use=lambda locale: TEXT.tr(locale, "Use Miser: take the card from your hoard"),
    events=(
        ("hoard_dealt", _tell_hoard_dealt),
        ("hoard_kept", _tell_hoard_kept),
        ("hoard_renewed", _tell_hoard_renewed),
    ),
    actions=(
        ("keep_hoard", _label_keep_hoard),
        ("renew_hoard", _label_renew_hoard),
    ),
    stores=(
        (
            HOARD,
            StoreWords(
                choose=lambda locale, card: TEXT.tr(locale, "Choose {card} from your hoard", card=card),
                play=lambda locale, card: TEXT.tr(locale, "Play {card} from your hoard", card=card),
                play_super=lambda locale, card: TEXT.tr(locale, "Play {card} (Super) from your hoard", card=card),
                told=lambda locale, card: TEXT.tr(locale, "{card} from their hoard", card=card),
            ),
        ),
    ),
)
"""What players read of the power (rules/cosmic/power_words.py)."""


POWER = Power(
    MISER,
    joins=(
        join(AT_DEAL, _deal_hoard),
        join(SOURCES, Source(HOARD, hoard, _usable, _take, _give)),
        join(TURN_START, _miser),
    ),
    decisions=(
        (
            HOARD,
            Decision(
                phase="start",
                legal=_hoard_choices,
                apply=_hoard_choice,
                checkpoint=True,
                public=False,
                prompt=mark("Now you keep your hoard or renew it."),
                takes=frozenset({"keep_hoard", "renew_hoard"}),
            ),
        ),
    ),
    state=MiserState,
    policy=Policy(choices=((HOARD, _hoard_decision),)),
    words=WORDS,
)
