"""A deal in one go (spec §9.3): `/deal propose cards_to_opponent:2 random your_base_on:Blue 3` becomes the draft
steps of deals.py (`deal_draft`, `deal_n`, `deal_mode`, `deal_n`, `deal_mode`, `deal_base`, `deal_base`,
`deal_submit`), each an ordinary move; `/deal accept` and `/deal abandon` are one step each. Nothing here changes the
protocol: what cannot be proposed is refused in one sentence before any step is played.

Numbers of cards are read as "2", "2 random" (in the player's language or English: "2 zufällig", "2 au hasard",
"2 willekeurig"); planets as their names ("Blue 3", "Blau 3") or ids ("blue_3").
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping

from rules.contract import Action, IllegalAction, Request, RequestField, Step
from rules.cosmic import engine
from rules.cosmic.deals import MAX_CARDS, opponent
from rules.cosmic.names import TEXT, colour_name, planet_name
from rules.cosmic.state import State
from rules.cosmic.views import decision
from rules.i18n import mark

Apply = Callable[[State, str, Action], Step]

PROPOSE, ACCEPT, ABANDON = "deal propose", "deal accept", "deal abandon"
GROUP_HELP = mark("A deal between the offense and the defense after two compromises")

REQUESTS: tuple[Request, ...] = (
    Request(
        PROPOSE,
        mark("Propose a deal: cards each way, a base for either of you"),
        (
            RequestField("cards_to_opponent", mark("Cards you give, e.g. 2 or 2 random"), required=False),
            RequestField("cards_from_opponent", mark("Cards you get, e.g. 1 or 1 random"), required=False),
            RequestField("my_base_on", mark("A planet for your base, e.g. Blue 3"), required=False),
            RequestField("your_base_on", mark("A planet for the other player's base"), required=False),
        ),
        GROUP_HELP,
    ),
    Request(
        ACCEPT,
        mark("Accept the other player's open proposal"),
        (RequestField("proposal", mark("The proposal's number (default: the open one)"), required=False),),
        GROUP_HELP,
    ),
    Request(ABANDON, mark("Abandon the deal: it fails"), (), GROUP_HELP),
)

_NUMBER = re.compile(r"^\s*(\d+)\s*(.*?)\s*$")


def random_words(locale: str) -> set[str]:
    return {"random", TEXT.tr(locale, "random").casefold()}


def _cards(text: str, locale: str) -> tuple[int, str]:
    """How many cards a field names, and how they are chosen ("giver_chooses" unless it says random)."""
    found = _NUMBER.match(text)
    if found is None:
        raise IllegalAction(TEXT.tr(locale, "Give the number of cards, like 2 or 2 random."))
    count, rest = int(found.group(1)), found.group(2).casefold()
    if count > MAX_CARDS:
        raise IllegalAction(TEXT.tr(locale, "A deal moves at most 20 cards each way."))
    if rest and rest not in random_words(locale):
        raise IllegalAction(TEXT.tr(locale, "Give the number of cards, like 2 or 2 random."))
    return count, "random" if rest else "giver_chooses"


def planet_of(text: str, state: State, locale: str) -> str:
    """The planet a player typed: its name in their language or in English, or its id."""
    wanted = " ".join(text.replace("_", " ").casefold().split())
    for planet in state.planets:
        colour, number = planet.rsplit("_", 1)
        spellings = {
            planet_name(planet, locale).casefold(),
            planet_name(planet, "en").casefold(),
            f"{colour} {number}",
            f"{colour_name(colour, locale).casefold()} {number}",
        }
        if wanted in spellings:
            return planet
    raise IllegalAction(TEXT.tr(locale, "There is no planet “{name}” in this game.", name=text.strip()))


def steps_of(
    state: State, seat: str, name: str, values: Mapping[str, str], locale: str, apply: Apply
) -> tuple[Action, ...]:
    """The single legal actions of a deal request, checked by playing them on the state before any is sent."""
    index = state.seats.index(seat)
    if decision(state) != "deal" or index not in (state.offense, state.defense):
        raise IllegalAction(TEXT.tr(locale, "There is no deal for you to make now."))
    if name == ABANDON:
        return _checked(state, seat, [{"type": "deal_abandon"}], apply, locale)
    if name == ACCEPT:
        offer = state.deal_open[opponent(state, index)]
        if not offer:
            raise IllegalAction(TEXT.tr(locale, "The other player has no open proposal to accept."))
        typed = values.get("proposal", "").strip().lstrip("#")
        if typed and (not typed.isdigit() or int(typed) != offer[0]):
            raise IllegalAction(TEXT.tr(locale, "The open proposal is number {number}.", number=offer[0]))
        return _checked(state, seat, [{"type": "deal_accept", "proposal": offer[0]}], apply, locale)
    give, give_mode = _cards(values.get("cards_to_opponent") or "0", locale)
    get, get_mode = _cards(values.get("cards_from_opponent") or "0", locale)
    mine = values.get("my_base_on", "").strip()
    yours = values.get("your_base_on", "").strip()
    if not (give or get or mine or yours):
        raise IllegalAction(TEXT.tr(locale, "A proposal needs at least one term."))
    steps: list[Action] = []
    if state.deal_drafts[index]:
        steps.append({"type": "deal_drop"})
    steps += [{"type": "deal_draft"}, {"type": "deal_n", "n": give}]
    if give:
        steps.append({"type": "deal_mode", "mode": give_mode})
    steps.append({"type": "deal_n", "n": get})
    if get:
        steps.append({"type": "deal_mode", "mode": get_mode})
    steps.append({"type": "deal_base", "planet": planet_of(mine, state, locale) if mine else None})
    steps.append({"type": "deal_base", "planet": planet_of(yours, state, locale) if yours else None})
    steps.append({"type": "deal_submit"})
    return _checked(state, seat, steps, apply, locale)


def _checked(state: State, seat: str, steps: list[Action], apply: Apply, locale: str) -> tuple[Action, ...]:
    """Every step is legal in turn, or the whole request is refused with the reason of the first that is not."""
    index = state.seats.index(seat)
    for step in steps:
        if step not in engine.legal(state, index):
            raise IllegalAction(_why(state, index, step, locale))
        state = apply(state, seat, step).state
    return tuple(steps)


def _why(state: State, seat: int, step: Action, locale: str) -> str:
    kind = step["type"]
    if kind == "deal_draft":
        return TEXT.tr(locale, "You have made all five proposals this deal allows.")
    if kind == "deal_n":
        return TEXT.tr(locale, "That is more cards than the hand holds.")
    if kind == "deal_base":
        planet = step["planet"]
        name = planet_name(str(planet), locale) if planet else ""
        return TEXT.tr(locale, "A base cannot be granted on {planet} in this deal.", planet=name)
    return TEXT.tr(locale, "That cannot be done in this deal now.")


def suggestions(state: State, seat: int, field: str, typed: str, locale: str) -> list[str]:
    """Completions: card counts, and the planets that may be granted as bases."""
    if field in ("cards_to_opponent", "cards_from_opponent"):
        word = TEXT.tr(locale, "random")
        return [s for n in range(1, 8) for s in (str(n), f"{n} {word}") if s.startswith(typed.strip())]
    if field in ("my_base_on", "your_base_on") and state.planets:
        names = [planet_name(p, locale) for p in state.planets]
        return [n for n in names if n.casefold().startswith(typed.strip().casefold())]
    return []
