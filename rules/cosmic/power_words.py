"""A power's words (`PowerWords`), declared in its own module beside its rules (rules/cosmic/aliens/<id>.py) and read
through rules/cosmic/names.py (`power_name`, `power_text`, `power_use`, `power_timing`, `power_explanation`,
`card_name` for its flare) and rules/cosmic/text.py (the lines of its events, the labels of its actions). Each one
makes literal catalog calls (`TEXT.ptr(locale, "power", ...)` for the name, `TEXT.tr(locale, ...)` for the rest), so
the extractor (tools/messages.py) finds the texts in the power's module and puts them in the catalog "cosmic".
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass

from rules.contract import Action, Event
from rules.cosmic.state import State

Words = Callable[[str], str]
"""locale -> the text in that locale."""
Narrate = Callable[[Event, str, Mapping[str, str]], str]
"""(event with its seats named, locale, names) -> the event told in one line, in the past tense (text.py `narrate`)."""
Describe = Callable[[State, Action, str, Mapping[str, str], int], str]
"""(state, action, locale, names, the acting seat's index or -1) -> the action's label (text.py `describe`)."""
Relabel = Callable[[State, Action, str, Mapping[str, str], int], str | None]
"""Like `Describe`, for a common action at a moment of the power's own: None leaves it its common label."""
CardWords = Callable[[str, str], str]
"""(locale, a card's name) -> a text about that card."""


@dataclass(frozen=True)
class StoreWords:
    """How a card taken from a store of the power's own reads: a `Source` it joins (rules/cosmic/hooks.py `SOURCES`),
    whose name is the `from` of the action or play that takes the card (Miser's hoard)."""

    choose: CardWords
    """Selecting or choosing the card: "Choose {card} from your hoard"."""
    play: CardWords
    """Playing it in a window: "Play {card} from your hoard"."""
    play_super: CardWords
    """Playing it as a Super flare: "Play {card} (Super) from your hoard"."""
    told: CardWords
    """The card in a line of revealed plays: "{card} from their hoard"."""


@dataclass(frozen=True)
class PowerWords:
    """What players read of one power: our own words, written from the spec's engine behaviour (§5.1, §5.5), never
    the cards' texts. The explanation says when the power works, what it does and what it does not do; the
    lower-case English words that are power ids ("will", "mind", "loser", "void", ...) never appear in them
    (rules/cosmic/ids.py)."""

    name: Words
    """Its name, in the context "power": "Chronos"."""
    effect: Words
    """What it does, in one line: on the table picture, the hand picture and in the rules summary."""
    timing: Words
    """When it works, as a phrase that follows "When:" on the power card."""
    explanation: Words
    """What it does, in 2-5 sentences for its power card: when it works, what it does, what it does not do."""
    use: Words | None = None
    """The label of its use (the action `use_power`): "Use Laser: blind your opponent". Only a power whose player
    decides when to use it has one (the spec's A/F column "F", `optional`)."""
    flare: Words | None = None
    """The name of its flare card, for a power whose flare has a text: "Laser flare"."""
    moment: Words | None = None
    """The name of the moment its use is answered in when that is no window of its own (its `r_power` pseudo-window,
    named by the power's id): "Will's choice"."""
    events: tuple[tuple[str, Narrate], ...] = ()
    """(event type, its line) for each event only this power emits; an event the core emits too is told by
    rules/cosmic/text.py. No two modules tell the same event type (tests/rules/cosmic/test_power_texts.py)."""
    actions: tuple[tuple[str, Describe], ...] = ()
    """(action type, its label) for each action type only this power's decisions offer."""
    during: tuple[tuple[str, Relabel], ...] = ()
    """(a decision kind of its own, the labels of the common actions ("done", "card", ...) while that decision is
    asked, the head task)."""
    drafting: Relabel | None = None
    """The labels of the common actions ("target_seat") while its use is drafted in a window round."""
    stores: tuple[tuple[str, StoreWords], ...] = ()
    """(the name of a store of cards of its own, how a card taken from there reads)."""

    @property
    def optional(self) -> bool:
        """Whether its player decides when to use it (else it works by itself whenever it is active): a power has a
        use label exactly when it is optional."""
        return self.use is not None
