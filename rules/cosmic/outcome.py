"""The outcome of a challenge (spec §4.8.0, D-44): one fixed pipeline that every power touching a total or a winner
joins as a row of one of its tables. The tables hold the order the spec gives; no step names a power in its code.

1. card types (Emotion Control turns attack cards into compromises; an accepted claim counts as a card);
2. attack against attack: card values through VALUE_STEPS, then each side's total by its main player's TOTAL_RULES
   row (else card value + ship term), plus BONUSES and the flares' bonuses; the higher total wins, or the lower one
   under a LOWER_WINS power; ties go to the defense;
3. attack against compromise: the attack wins, unless a COMPROMISE_WINS power revealed the compromise;
4. compromise against compromise: a deal;
5. OVERRIDES, in order;
6. compensation is due when the losing main player revealed a compromise and no deal is made (D-48).

The powers declare their rows in their own modules (rules/cosmic/aliens/). Powers of waves not yet released sit in
these tables too: no game deals them until their wave is complete.
"""

from __future__ import annotations

from dataclasses import dataclass

from rules.contract import Event
from rules.cosmic.components import COMPROMISE, attack_value, kind_of
from rules.cosmic.decisions import automatic
from rules.cosmic.face_down import turn_up
from rules.cosmic.hooks import (
    BONUSES,
    COMPROMISE_WINS,
    LOWER_WINS,
    OVERRIDES,
    TOTAL_RULES,
    VALUE_STEPS,
)
from rules.cosmic.powers import ship_worth, works
from rules.cosmic.registry import rows
from rules.cosmic.ships import DEFENSE, OFFENSE
from rules.cosmic.state import State, Task
from rules.frozen import evolve

ATTACK = "attack"
DEAL = "deal"


# -- step 1 ------------------------------------------------------------------------------------------------------------
CLAIM = "claim:"
"""A flag `claim:<seat>:<kind>`: that main player's claim was accepted (Gambler, §5.5.3): the claimed kind counts as
his revealed card, although no card of his lies face up (the real one went under the talon)."""


BURIED = "buried:"
"""A flag `buried:<seat>:<card id>`: the real card under an accepted claim, lying in the talon. Views never show it
(the id names the kind); Time Travel reads it to hand the card back."""


def revealed_kind(state: State, seat: int) -> str:
    """The kind of `seat`'s revealed card, "" while he has none: the card face up, or the kind an accepted claim names.
    Every reader of a revealed card's kind comes here, so that a claim counts wherever a card would."""
    if card := state.revealed[seat]:
        return kind_of(card)
    prefix = f"{CLAIM}{seat}:"
    return next((f.removeprefix(prefix) for f in state.flags if f.startswith(prefix)), "")


def card_type(state: State, seat: int) -> str:
    """ "attack" or "compromise" after `w_reveal` (Emotion Control turns attack cards into compromises)."""
    kind = revealed_kind(state, seat)
    if kind == COMPROMISE or "emotion_control" in state.flags:
        return COMPROMISE
    return ATTACK


# -- step 2: totals ----------------------------------------------------------------------------------------------------
def side_ships(state: State, side: str) -> list[tuple[int, int]]:
    """(seat, ships) of every player on `side` (§4.1 side ships): the offense side is the offense cone; the defense
    side is the defense's ships on the target planet and the defense cone."""
    n = len(state.seats)
    if side == OFFENSE:
        return [(s, state.cone_offense[s]) for s in range(n) if state.cone_offense[s]]
    ships = [(s, state.cone_defense[s]) for s in range(n) if state.cone_defense[s]]
    on_planet = state.ships_on(state.target, state.defense)
    return [(state.defense, on_planet), *ships] if on_planet else ships


def ship_term(state: State, side: str) -> int:
    """1 per side ship; Macron's count 4 while his power is active."""
    return sum(count * ship_worth(state, s) for s, count in side_ships(state, side))


@dataclass(frozen=True)
class Totals:
    offense: int
    defense: int


def _bonus(state: State, side: str, main: int) -> int:
    flares = sum(int(flag.split(":")[2]) for flag in state.flags if flag.startswith(f"bonus:{side}:"))
    on_side = {main} | {s for s, joined in enumerate(state.allies) if joined == side}
    powers = 0
    for power, (who, amount) in rows(BONUSES):
        for seat in sorted(on_side) if who == "side" else [main]:
            if works(state, seat, power):
                powers += amount(state, seat)
    return flares + powers


def totals(state: State) -> Totals:
    """Attack against attack: the values through VALUE_STEPS, each side's combined term, then its bonuses."""
    values = (
        attack_value(revealed_kind(state, state.offense)) or 0,
        attack_value(revealed_kind(state, state.defense)) or 0,
    )
    for _, step in rows(VALUE_STEPS):
        values = step(state, values)

    def total(seat: int, side: str, value: int) -> int:
        rule = next((r for power, r in rows(TOTAL_RULES) if works(state, seat, power)), None)
        combined = rule(state, seat, side, value) if rule else value + ship_term(state, side)
        return combined + _bonus(state, side, seat)

    return Totals(total(state.offense, OFFENSE, values[0]), total(state.defense, DEFENSE, values[1]))


def _attack_winner(state: State, sums: Totals) -> str:
    lower = any(works(state, s, p) for p, _ in rows(LOWER_WINS) for s in (state.offense, state.defense))
    offense_ahead = sums.offense < sums.defense if lower else sums.offense > sums.defense
    return OFFENSE if offense_ahead else DEFENSE


# -- step 3 ------------------------------------------------------------------------------------------------------------
def _compromise_against_attack(state: State, compromising: int, attacking_side: str) -> str:
    if any(works(state, compromising, p) for p, _ in rows(COMPROMISE_WINS)):
        return OFFENSE if attacking_side == DEFENSE else DEFENSE
    return attacking_side


# -- the step ----------------------------------------------------------------------------------------------------------
def _decided(state: State) -> tuple[str, Totals | None]:
    """The winner ("offense", "defense" or "deal") and, attack against attack, the totals."""
    o, d = state.offense, state.defense
    kinds = (card_type(state, o), card_type(state, d))
    sums: Totals | None = None
    if kinds == (ATTACK, ATTACK):
        sums = totals(state)
        winner = _attack_winner(state, sums)
    elif kinds == (ATTACK, COMPROMISE):
        winner = _compromise_against_attack(state, d, OFFENSE)
    elif kinds == (COMPROMISE, ATTACK):
        winner = _compromise_against_attack(state, o, DEFENSE)
    else:
        winner = DEAL
    for _, override in rows(OVERRIDES):
        winner = override(state, winner)
    return winner, sums


def _turned_up(state: State, decided: tuple[str, Totals | None], events: list[Event]) -> State:
    """`hidden_powers`: a face-down power that changed a total or the winner is turned up (§5.4): the outcome is
    decided again as if its player had no power, and compared."""
    for seat in state.face_down:
        powers = list(state.powers)
        powers[seat] = ""
        if _decided(evolve(state, powers=tuple(powers))) != decided:
            state = turn_up(state, state.powers[seat], events)
    return state


@automatic("outcome")
def outcome(state: State, task: Task, events: list[Event]) -> State:
    o, d = state.offense, state.defense
    kinds = (card_type(state, o), card_type(state, d))
    winner, sums = decided = _decided(state)
    state = _turned_up(state, decided, events)
    flags = state.flags
    compensated = winner != DEAL and kinds[1 if winner == OFFENSE else 0] == COMPROMISE
    if compensated:
        flags = (*flags, "compensation")
    events.append(
        {
            "type": "outcome",
            "to": None,
            "winner": winner,
            "offense_total": sums.offense if sums else None,
            "defense_total": sums.defense if sums else None,
        }
    )
    return evolve(state, outcome=winner, flags=flags)
