"""A power's words (`PowerWords`), declared in its own module beside its rules (rules/cosmic/aliens/<id>.py) and read
through rules/cosmic/names.py (`power_name`, `power_text`, `power_use`, `power_timing`, `power_explanation`,
`card_name` for its flare). Each one is a function of the locale that makes one literal catalog call
(`TEXT.ptr(locale, "power", ...)` for the name, `TEXT.tr(locale, ...)` for the rest), so the extractor
(tools/messages.py) finds the texts in the power's module and puts them in the catalog "cosmic".
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

Words = Callable[[str], str]
"""locale -> the text in that locale."""


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

    @property
    def optional(self) -> bool:
        """Whether its player decides when to use it (else it works by itself whenever it is active): a power has a
        use label exactly when it is optional."""
        return self.use is not None
