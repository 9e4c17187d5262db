"""Chains of single steps offered as one choice (`Game.shortcuts`): a whole founding, and an exchange of N cards.

The engine builds a set one step at a time (§4.8): the action, its planet, how many planet cards, each bonus card,
then "the set is complete": four or five prompts for one trading centre. A founding shortcut plays them all for one
planet and one count of planet cards (or, when a planet's cards alone are too few, all of them topped up with the
lowest bonus cards), from the turn menu or from a founding begun without a planet or a count. An exchange gives away
its cards one prompt each; at the exchange step, a shortcut gives away N cards of one kind and finishes the exchange.
Every chain is checked by applying its actions, so it is legal step by step exactly as the rules say.
"""

from __future__ import annotations

from collections.abc import Callable

from rules.andromeda.components import FIRST_TIER_KIND, KIND_OF, KINDS, MAX_SET, MIN_SET, N_PLANETS, PLANETS, TIERS
from rules.andromeda.names import TEXT, card_list, planet_name
from rules.andromeda.piles import kind_counts
from rules.andromeda.state import ACTION, State
from rules.andromeda.turns import half
from rules.contract import Action, Shortcut, Step

Apply = Callable[[State, str, Action], Step]


def shortcuts(state: State, seat: str, locale: str, apply: Apply) -> tuple[Shortcut, ...]:
    if state.phase != ACTION or seat not in state.seats or state.seats[state.current] != seat:
        return ()
    index = state.seats.index(seat)
    if state.build in ("", "found"):
        return _foundings(state, seat, index, locale, apply)
    if state.build == "exchange":
        return _exchanges(state, seat, index, locale, apply)
    return ()


# -- founding a trading centre ---------------------------------------------------------------------------------------
def _foundings(state: State, seat: str, index: int, locale: str, apply: Apply) -> tuple[Shortcut, ...]:
    """Per planet where a founding is possible, per count of its cards: the rest of the founding, when it is two
    steps or more from where the player stands."""
    if state.build == "found" and state.b_n > 0:
        return ()  # the count is chosen: what is left is the bonus cards and completing the set
    counts = kind_counts(state.hands[index])
    tiers = [t for t in range(len(TIERS)) for _ in range(counts[FIRST_TIER_KIND + t])]  # lowest tier first
    found: list[Shortcut] = []
    for planet in range(N_PLANETS):
        if state.build == "found" and state.b_planet not in (-1, planet):
            continue
        have = counts[planet]
        if not have or state.on[planet][index] <= 0 or state.centres[3 * planet + 2] >= 0:
            continue
        for n in _counts(have, len(tiers)):
            bonus = tuple(TIERS[t] for t in tiers[: max(0, MIN_SET - n)])
            chain = _founding_chain(planet, n, bonus)
            done = _steps_done(state)
            rest = chain[done:]
            if len(rest) < 2 or not _legal_chain(state, seat, rest, apply):
                continue
            size = n + len(bonus)
            label = TEXT.ntr(
                locale,
                "Found a trading centre on {planet} with {cards} ({count} try)",
                "Found a trading centre on {planet} with {cards} ({count} tries)",
                half(size, state.tech[index]),
                planet=planet_name(PLANETS[planet], locale),
                cards=card_list({PLANETS[planet]: n, **_counted(bonus)}, locale),
            )
            hint = TEXT.tr(
                locale,
                "The whole founding in one choice: the set is built and paid, then the planet ring draws. Each step is "
                "a move of its own, and the founding stops where a step is no longer possible.",
            )
            found.append(Shortcut(label, rest, hint))
    return tuple(found)


def _counts(have: int, bonus: int) -> range:
    """The counts of planet cards offered: every count from a set's minimum when the planet's cards make a set alone,
    else all of them topped up with the fewest bonus cards (a bonus card kept scores points at the end)."""
    if have >= MIN_SET:
        return range(MIN_SET, min(have, MAX_SET) + 1)
    return range(have, have + 1) if have + bonus >= MIN_SET else range(0)


def _founding_chain(planet: int, n: int, bonus: tuple[str, ...]) -> tuple[Action, ...]:
    return (
        {"type": "act", "what": "found"},
        {"type": "planet", "planet": PLANETS[planet]},
        {"type": "planet_cards", "n": n},
        *({"type": "add_bonus", "tier": tier} for tier in bonus),
        {"type": "set_done"},
    )


def _steps_done(state: State) -> int:
    """How many steps of a founding chain the build already made: none at the menu, the action, or its planet."""
    if state.build == "":
        return 0
    return 1 if state.b_planet < 0 else 2


def _counted(kinds: tuple[str, ...]) -> dict[str, int]:
    counts: dict[str, int] = {}
    for kind in kinds:
        counts[kind] = counts.get(kind, 0) + 1
    return counts


# -- an exchange of N cards ------------------------------------------------------------------------------------------
def _exchanges(state: State, seat: str, index: int, locale: str, apply: Apply) -> tuple[Shortcut, ...]:
    """Per kind held, per count up to the exchange's limit: give those cards away too, then finish the exchange."""
    limit = 3 if state.tech[index] >= 3 else 2
    chosen = [KINDS[KIND_OF[c]] for c in state.b_cards]
    room = limit - len(chosen)
    counts = kind_counts(state.hands[index])
    for card in state.b_cards:
        counts[KIND_OF[card]] -= 1
    found: list[Shortcut] = []
    for kind in range(len(KINDS)):
        for n in range(1, min(room, counts[kind]) + 1):
            chain: tuple[Action, ...] = (
                *({"type": "exchange_card", "kind": KINDS[kind]} for _ in range(n)),
                {"type": "exchange_done"},
            )
            if not _legal_chain(state, seat, chain, apply):
                break
            given = (*chosen, *(KINDS[kind] for _ in range(n)))
            label = TEXT.ntr(
                locale,
                "Give away {cards} and draw {count} planet card",
                "Give away {cards} and draw {count} planet cards",
                len(given),
                cards=card_list(given, locale),
            )
            hint = TEXT.tr(
                locale,
                "The whole exchange in one choice: each card is given away as a move of its own, then as many planet "
                "cards are drawn.",
            )
            found.append(Shortcut(label, chain, hint))
    return tuple(found)


def _legal_chain(state: State, seat: str, actions: tuple[Action, ...], apply: Apply) -> bool:
    for action in actions:
        try:
            state = apply(state, seat, action).state
        except ValueError:
            return False
    return True
