"""An offer or a counter-offer in one go (spec §9.3): "give ore, ore; want food; to Anna" becomes the card-by-card
draft actions of offers.py, each an ordinary move. Nothing here changes the protocol; it only spares a player a
dozen clicks, and says in one sentence what is wrong before any step is played.

Cards are named in the player's language or in English ("2 ore, food", "Erz, Erz", "2x minerai"); a number before
a name repeats it, and a name may be shortened as long as it stays unambiguous ("fu" for fuel).
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable, Mapping

from rules.contract import Action, IllegalAction, Request, RequestField, Step
from rules.i18n import mark
from rules.starfarers.components import RESOURCES
from rules.starfarers.names import TEXT, cards, resource_name
from rules.starfarers.offers import OFFERS_PER_TURN, SIDE
from rules.starfarers.state import OFFER_DRAFT, OFFER_OPEN, TRADE, State

Apply = Callable[[State, str, Action], Step]

REQUESTS: tuple[Request, ...] = (
    Request(
        "offer",
        mark("Offer cards to the other players in your trade phase"),
        (
            RequestField("give", mark("The cards you give, e.g. ore, ore")),
            RequestField("want", mark("The cards you want, e.g. food")),
            RequestField("to", mark("Only to this player (default: to everyone)"), "seat", required=False),
        ),
    ),
    Request(
        "counter",
        mark("Answer the open offer with a counter-offer"),
        (
            RequestField("give", mark("The cards you give, e.g. fuel")),
            RequestField("want", mark("The cards you want, e.g. ore, ore")),
        ),
    ),
)

_WORD = re.compile(r"\d+|[^\W\d_]+")
_AND = {"and", "und", "et", "en"}  # "ore and food" in each language


def parse_cards(text: str, locale: str) -> list[str]:
    """The resources `text` names, one entry per card, in the order given; IllegalAction for a word that is no
    resource (in the player's language or in English) or is ambiguous."""
    names = {r: {resource_name(r, locale).lower(), r} for r in RESOURCES}
    found: list[str] = []
    count: int | None = None
    for word in _WORD.findall(text.lower()):
        if word.isdigit():
            count = int(word)
            if not 1 <= count <= SIDE:
                raise IllegalAction(TEXT.tr(locale, "At most 6 cards can be on each side of an offer."))
            continue
        if (word == "x" and count is not None) or (word in _AND and count is None):  # "2 x ore", "ore and food"
            continue
        matches = [r for r in RESOURCES if any(_names(word, name) for name in names[r])]
        if len(matches) != 1:
            known = ", ".join(resource_name(r, locale) for r in RESOURCES)
            raise IllegalAction(
                TEXT.tr(locale, "“{word}” is not a resource; name them as {known}.", word=word[:30], known=known)
            )
        found += [matches[0]] * (count or 1)
        count = None
    if count is not None:
        raise IllegalAction(TEXT.tr(locale, "Put the number before the card it counts, as in “2 ore”."))
    return found


def suggestions(state: State, who: int, field: str, typed: str, locale: str) -> list[str]:
    """What `typed` could become with one more card: the words before the last comma as they are (when they read
    as cards), then each resource whose name starts with what follows it; for `give` only cards `who` still holds.
    An empty field suggests every card once."""
    head, comma, tail = typed.rpartition(",")
    try:
        named = parse_cards(head, locale) if comma else []
    except IllegalAction:
        return []
    prefix = f"{head.strip()}, " if comma else ""
    partial = tail.strip().lower()
    found = []
    for resource in RESOURCES:
        word = resource_name(resource, locale)
        if field == "give" and state.holds(who, resource) <= named.count(resource):
            continue
        if not word.lower().startswith(partial):
            continue
        found.append(f"{prefix}{word}")
    return found


def _names(word: str, name: str) -> bool:
    """Whether `word` names `name`: the name itself, its start (two letters at least), or the name and a plural or
    compound ending ("ores", "ertskaarten")."""
    plain = name.replace(" ", "")
    return word == plain or (len(word) >= 2 and plain.startswith(word)) or word.startswith(plain)


def steps_of(
    state: State, seat: str, name: str, values: Mapping[str, str], locale: str, apply: Apply
) -> tuple[Action, ...]:
    """The draft actions of request `name` ("offer" or "counter"), checked by playing them one after the other."""
    if seat not in state.seats:
        raise IllegalAction(TEXT.tr(locale, "You are not playing in this game."))
    who = state.seats.index(seat)
    if name not in ("offer", "counter"):
        raise IllegalAction(TEXT.tr(locale, "Starfarers has no such request."))
    _may_ask(state, who, name, locale)  # the moment first, then the words
    give = parse_cards(values.get("give", ""), locale)
    want = parse_cards(values.get("want", ""), locale)
    if name == "offer":
        steps = _offer(state, who, give, want, values.get("to") or "", locale)
    else:
        steps = _counter(state, who, give, want, locale)
    _sides(state, who, give, want, locale)
    for step in steps:  # every step is a legal action of its own; the checks above make this pass
        state = apply(state, seat, step).state
    return steps


def open_requests(state: State, who: int) -> tuple[str, ...]:
    """The requests `who` could make now: the ones `_may_ask` lets through, with an offer left to make."""
    if state.active == who and (
        (state.phase == TRADE and state.offers_started < OFFERS_PER_TURN)
        or (state.phase == OFFER_DRAFT and state.offer == ((), (), -1))
    ):
        return ("offer",)
    if state.phase == OFFER_OPEN and state.answers[who] == "?":
        return ("counter",)
    return ()


def _may_ask(state: State, who: int, name: str, locale: str) -> None:
    if name == "offer" and (state.active != who or state.phase not in (TRADE, OFFER_DRAFT)):
        raise IllegalAction(TEXT.tr(locale, "You can make an offer only in your own trade and build phase."))
    if name == "counter" and (state.phase != OFFER_OPEN or state.answers[who] not in ("?", "drafting")):
        raise IllegalAction(TEXT.tr(locale, "There is no open offer for you to answer."))


def _offer(state: State, who: int, give: list[str], want: list[str], to: str, locale: str) -> tuple[Action, ...]:
    steps: list[Action] = []
    if state.phase == TRADE:
        if state.offers_started >= OFFERS_PER_TURN:
            raise IllegalAction(TEXT.tr(locale, "You have made the 5 offers a turn allows."))
        steps.append({"type": "offer_start"})
    elif state.offer != ((), (), -1):
        raise IllegalAction(TEXT.tr(locale, "Send or drop the offer you are drafting first."))
    if to and to not in state.seats:
        raise IllegalAction(TEXT.tr(locale, "That player is not playing in this game."))
    if to == state.seats[who]:
        raise IllegalAction(TEXT.tr(locale, "You cannot trade with yourself."))
    steps += [{"type": "offer_give", "resource": r} for r in give]
    steps += [{"type": "offer_want", "resource": r} for r in want]
    if to:
        steps.append({"type": "offer_to", "seat": to})
    steps.append({"type": "offer_send"})
    return tuple(steps)


def _counter(state: State, who: int, give: list[str], want: list[str], locale: str) -> tuple[Action, ...]:
    steps: list[Action] = []
    if state.answers[who] == "?":
        steps.append({"type": "counter"})
    elif state.counters[who] != ((), ()):
        raise IllegalAction(TEXT.tr(locale, "Send or decline the counter-offer you are drafting first."))
    steps += [{"type": "counter_give", "resource": r} for r in give]
    steps += [{"type": "counter_want", "resource": r} for r in want]
    steps.append({"type": "counter_send"})
    return tuple(steps)


def _sides(state: State, who: int, give: list[str], want: list[str], locale: str) -> None:
    """The rules of a side (§4.5.2), each refused in its own words."""
    if not give or not want:
        raise IllegalAction(TEXT.tr(locale, "Name at least one card to give and one card to want."))
    if len(give) > SIDE or len(want) > SIDE:
        raise IllegalAction(TEXT.tr(locale, "At most 6 cards can be on each side of an offer."))
    both = sorted(set(give) & set(want), key=RESOURCES.index)
    if both:
        raise IllegalAction(
            TEXT.tr(locale, "{resource} cannot be on both sides.", resource=resource_name(both[0], locale))
        )
    short = {r: n for r, n in Counter(give).items() if state.holds(who, r) < n}
    if short:
        held = {r: state.holds(who, r) for r in short}
        raise IllegalAction(
            TEXT.tr(
                locale,
                "You cannot give {cards}: you hold {held}.",
                cards=cards(short, locale),
                held=cards(held, locale),
            )
        )
