"""Every moment of a challenge where a power may join, declared once (spec §4, §5.5): a `Point` names the moment, the
type of a row, and the order of its rows written out from the spec, not taken from the order in which power modules
happen to be imported.

A power joins a point with a row (rules/cosmic/registry.py `Power.joins`); the phase and step modules read the rows of
their points through `registry.rows` and never name a power. A power the spec does not list at a point (a power added
later, or one declared by a test) gives its place in its `Join` (`after`), else its rows run last.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Generic, TypeVar

from rules.contract import Event
from rules.cosmic.state import State, Task
from rules.cosmic.windows import Play

if TYPE_CHECKING:
    from rules.cosmic.hands import Source
    from rules.cosmic.losses import LossReaction

Row = TypeVar("Row")


@dataclass(frozen=True, eq=False)
class Point(Generic[Row]):
    """A hook point: its name, where it is (the spec's section, for a reader), and its powers in the spec's order."""

    name: str
    order: tuple[str, ...]
    where: str


@dataclass(frozen=True)
class Join(Generic[Row]):
    """A power's row at a point. `after`: for a power the point's order does not list, the power whose rows it follows
    ("" runs it after all of them, `FIRST` before all of them)."""

    point: Point[Row]
    row: Row
    after: str = ""


FIRST = "^"
"""A `Join.after` that puts the row before every other."""


def join(point: Point[Row], row: Row, after: str = "") -> Join[Row]:
    """A row at `point`, typed by the point (mypy checks the row against the point's row type)."""
    return Join(point, row, after)


# -- the row types -----------------------------------------------------------------------------------------------------
Changes = Callable[[State, list[Event]], State]
"""A row that changes the state at its moment, telling what it did."""
SeatTest = Callable[[State, int], bool]
"""A row that answers a question about a seat from public facts (D-34: who is asked never depends on a hand)."""
Tasks = Callable[[State], tuple[Task, ...]]
"""A row that gives the tasks to run (its own decisions, losses) at its moment."""
StepG = Callable[[State, list[Event]], tuple[State, tuple[Task, ...]]]
"""A row of phase 8 step (g): the state and the tasks it adds (losses); the win check of (h) follows every step."""
Values = tuple[int, int]
"""The two main players' card values, offense first."""
ValueStep = Callable[[State, Values], Values]
TotalRule = Callable[[State, int, str, int], int]
"""(state, main player, his side, his card value) -> card value and ship term combined, for a main player whose power
works."""
Bonus = tuple[str, Callable[[State, int], int]]
"""(who earns it: "main" player only or anyone on the "side", the amount for a seat whose power works)."""
Override = Callable[[State, str], str]
"""(state, winner so far) -> winner."""
Mark = bool
"""A point that is a property of a power: the row is `True`."""
Discarding = Callable[[State, tuple[tuple[str, int], ...], list[Event]], tuple[State, tuple[tuple[str, int], ...]]]
"""Cards with their owners on their way to the discard pile -> the state and the cards it leaves to the pile."""
Keepers = Callable[[State, int, list[Event]], tuple[str, ...]]
"""The cards of `seat`'s hand it keeps when it draws a new one, told as it keeps them."""
SeatNumber = Callable[[State, int], int]
"""A number about a seat whose power works (what one of its ships counts, how many it may commit)."""


# -- setup and phase 0 -------------------------------------------------------------------------------------------------
AT_DEAL: Point[Changes] = Point("at_deal", ("miser",), "§3, §5.5.3")
"""Once the game is dealt and the powers are known; a row must leave a seat it already served alone, since
`rules.cosmic.testing.arrange` runs the rows again after handing out powers."""
TURN_START: Point[Tasks] = Point("turn_start", ("hate", "miser"), "§4.3 phase 0 step 2")
"""The offense's start-of-turn powers, before his first challenge only, before the new-hand check."""
NEW_HAND_KEEPERS: Point[Keepers] = Point("new_hand_keepers", ("vulch",), "§4.3, §5.5.2")
"""Powers whose player keeps cards of his hand when he draws a new one."""

# -- phase 2: destiny --------------------------------------------------------------------------------------------------
DESTINY_FLIPPED: Point[Callable[[State, str], Task | None]] = Point("destiny_flipped", ("will",), "§4.5 step 4, D-46")
"""Right after the destiny flip (the card given), before the card decides: the task an offense's power runs instead
(it lets the card decide later if he declines), or None; the first row that gives a task wins."""

# -- phases 5-7 --------------------------------------------------------------------------------------------------------
COMMIT_CAP: Point[SeatNumber] = Point("commit_cap", ("macron",), "§4.6, D-38")
"""Ships a seat may have in the cone once its commit step opens (the first row whose power works; else 4)."""
FREE_ALLIES: Point[SeatTest] = Point("free_allies", ("parasite",), "§4.7, §5.5.2")
"""Whether a non-main player decides in phase 6 though nobody invited him, and may join either side."""
ALLIANCES_END: Point[Changes] = Point("alliances_end", ("grudge",), "§4.7")
"""Once every alliance decision is made, before `w_alliance`."""
SELECTS_AFTER: Point[SeatTest] = Point("selects_after", ("oracle",), "§4.8 phase 7 step 3")
"""Whether a main player selects only once his opponent has."""
ON_SELECTED: Point[Callable[[State, int, list[Event]], State]] = Point("on_selected", ("oracle",), "§4.8 phase 7")
"""Each time a main player's card is placed face down (chosen, or drawn by Laser)."""

# -- phase 8: the reveal -----------------------------------------------------------------------------------------------
KEPT_FACE_DOWN: Point[Callable[[State, int], Task | None]] = Point("kept_face_down", ("gambler",), "§4.8 phase 8")
"""A main player whose face-down card stays face down while the other's is turned up: the task that decides what
becomes of it before `w_reveal`, or None. Who keeps it follows public facts (D-34)."""
BEFORE_REVEAL: Point[Changes] = Point("before_reveal", ("sorcerer",), "§4.8 phase 8 step 1")
"""On the face-down cards just before they are turned up."""
ON_REVEAL: Point[Callable[[State, tuple[Play, ...]], State]] = Point("on_reveal", ("vulch",), "§4.2")
"""What a round's shown plays put into `in_play`."""

# -- phase 8: the outcome (§4.8.0, D-44) -------------------------------------------------------------------------------
VALUE_STEPS: Point[ValueStep] = Point(
    "value_steps", ("chosen", "gambler", "mirror", "calculator", "tripler"), "§4.8.0 step 2"
)
"""The card value (printed, plus a value Chosen added, plus a spread Gambler's flare met), then its modifiers."""
TOTAL_RULES: Point[TotalRule] = Point("total_rules", ("virus", "anti_matter"), "§4.8.0 step 2")
"""A main player's power that replaces "card value + ship term" for his side (the first whose power works)."""
SHIP_WORTH: Point[SeatNumber] = Point("ship_worth", ("macron",), "§4.8.0 step 2")
"""What one ship of a seat whose power works counts in a side's total (else 1)."""
BONUSES: Point[Bonus] = Point("bonuses", ("human", "warpish", "warrior"), "§4.8.0 step 2")
"""Added to a side's total in attack against attack."""
LOWER_WINS: Point[Mark] = Point("lower_wins", ("anti_matter",), "§4.8.0 step 2")
"""A main player's power under which the lower total wins (ties still go to the defense)."""
COMPROMISE_WINS: Point[Mark] = Point("compromise_wins", ("pacifist",), "§4.8.0 step 3")
"""A main player's power that wins with a compromise against an attack card."""
OVERRIDES: Point[Override] = Point("overrides", ("human", "loser"), "§4.8.0 step 5")

# -- phase 8: the consequences (§4.8, step 4) --------------------------------------------------------------------------
STEP_A_FIRST: Point[Tasks] = Point("step_a_first", ("spiff",), "§4.8 phase 8 step 4 (a)")
"""Reactions settled before any ship moves (a crash landing takes a ship out of the cone before the rest go to the
warp), read from the challenge before its ships moved."""
STEP_A: Point[Tasks] = Point("step_a", ("cudgel",), "§4.8 phase 8 step 4 (a)")
"""Reactions read from the challenge before its ships moved: the tasks they add after the ships' moves."""
STEP_D: Point[Tasks] = Point("step_d", ("barbarian",), "§4.8 phase 8 step 4 (d)")
"""Read like step (a)'s; their tasks run after the allies' ships went home and before compensation."""
STEP_G: Point[StepG] = Point("step_g", ("grudge", "reincarnator"), "§4.8 phase 8 step 4 (g)")
"""After the rewards (also after a deal, and for an aborted challenge)."""
LOSS_REACTIONS: Point[LossReaction] = Point("loss_reactions", ("void", "zombie", "vacuum", "healer"), "§5.5.0")
"""Reactions to a loss event, each read when its turn comes (its power active then)."""
OUTSIDE_CHALLENGE: Point[str] = Point("outside_challenge", ("gambler",), "§5.5.3")
"""Sources of losses taken from planets outside the challenge: never from the target planet."""

# -- cards -------------------------------------------------------------------------------------------------------------
SOURCES: Point[Source] = Point("sources", ("miser",), "§5.5.3")
"""Zones of a seat's own besides its hand that it selects and plays cards from (the hand is always first)."""
DISCARDING: Point[Discarding] = Point("discarding", ("vulch",), "§5.5.2")
"""Powers that take cards on their way to the discard pile."""

# -- phases 9-10 -------------------------------------------------------------------------------------------------------
CLEANUP_KEEPERS: Point[Changes] = Point("cleanup_keepers", ("filch", "clone", "gambler"), "§4.9 phase 9 steps 2-4")
"""Powers that keep a challenge card out of phase 9's discard, or clear what they left on the table; after the cards
Chronos set aside went home, before the rest is discarded."""
AFTER_CHALLENGE: Point[Changes] = Point("after_challenge", ("warrior",), "§4.10 phase 10 step 2")
"""What powers do once a challenge is over."""
NEXT_CHALLENGE: Point[Callable[[State], bool | None]] = Point("next_challenge", ("machine",), "§4.10 phase 10 step 3")
"""Powers that replace the second-challenge rule: whether the offense may start another challenge now (True), may not
(False), or the rule decides (None); the offense must hold a challenge card either way."""

POINTS: tuple[Point[Any], ...] = (
    AT_DEAL,
    TURN_START,
    NEW_HAND_KEEPERS,
    DESTINY_FLIPPED,
    COMMIT_CAP,
    FREE_ALLIES,
    ALLIANCES_END,
    SELECTS_AFTER,
    ON_SELECTED,
    KEPT_FACE_DOWN,
    BEFORE_REVEAL,
    ON_REVEAL,
    VALUE_STEPS,
    TOTAL_RULES,
    SHIP_WORTH,
    BONUSES,
    LOWER_WINS,
    COMPROMISE_WINS,
    OVERRIDES,
    STEP_A_FIRST,
    STEP_A,
    STEP_D,
    STEP_G,
    LOSS_REACTIONS,
    OUTSIDE_CHALLENGE,
    SOURCES,
    DISCARDING,
    CLEANUP_KEEPERS,
    AFTER_CHALLENGE,
    NEXT_CHALLENGE,
)
"""Every hook point, in the order of a challenge."""
