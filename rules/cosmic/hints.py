"""What a choice does, for a player learning the game (`Game.hint`: the terminal's `?N`, select descriptions).

Passing is the answer most prompts get (every window asks everyone holding a card, §4.2), and its label says nothing
of what follows: its hint says what passing means in this window or round. Sending ships into the cone tells how many
are there of the most allowed. Other actions' labels say it all ("").
"""

from __future__ import annotations

from collections.abc import Callable

from rules.contract import Action
from rules.cosmic.names import TEXT, window_name
from rules.cosmic.protocol import RESPONSE
from rules.cosmic.ships import cone
from rules.cosmic.shortcuts import commit_step
from rules.cosmic.state import PLAY, State
from rules.cosmic.windows import Play

Words = Callable[[str], str]

PASS_IN_WINDOW: dict[str, Words] = {
    "w_start": lambda locale: TEXT.tr(
        locale, "Play nothing at the start of the challenge: next, the offense flips the destiny card."
    ),
    "w_destiny": lambda locale: TEXT.tr(
        locale, "Play nothing after destiny: next, the offense aims at a planet and sends ships into the cone."
    ),
    "w_launch": lambda locale: TEXT.tr(
        locale, "Play nothing after the launch: next, the offense and the defense invite allies."
    ),
    "w_invite": lambda locale: TEXT.tr(
        locale, "Play nothing after the invitations: next, the invited players decide whether to join a side."
    ),
    "w_alliance": lambda locale: TEXT.tr(
        locale, "Play nothing after the alliances: next comes the moment before the cards are picked."
    ),
    "w_preselect": lambda locale: TEXT.tr(
        locale,
        "Play nothing before the cards are picked: next, the offense and the defense each pick a card face down.",
    ),
    "w_postselect": lambda locale: TEXT.tr(
        locale, "Play nothing after the cards are picked: next, both cards are turned up."
    ),
    "w_reveal": lambda locale: TEXT.tr(
        locale, "Play nothing after the reveal: next, the totals are counted and the outcome is decided."
    ),
    "w_outcome": lambda locale: TEXT.tr(
        locale, "Play nothing after the outcome: next, the outcome is carried out and the ships move."
    ),
    "w_deal": lambda locale: TEXT.tr(locale, "Play nothing after the deal: next, the deal is carried out."),
    "w_discard": lambda locale: TEXT.tr(
        locale, "Play nothing before the discard: next, the cards of this challenge go to the discard pile."
    ),
    "w_end": lambda locale: TEXT.tr(
        locale,
        "Play nothing at the end of the challenge: next, the offense has a second challenge if he may, or the turn "
        "passes.",
    ),
}
"""Per window (§4.2), what passing in its declaration round means: nothing played now, and what comes next."""


def pass_hint(state: State, seat: str, locale: str) -> str:
    """What passing means for `seat` in the window round it answers now."""
    index = state.seats.index(seat) if seat in state.seats else -1
    if 0 <= index < len(state.w_drafts) and isinstance(state.w_drafts[index], Play):
        return TEXT.tr(
            locale, "Drop the card you chose, before naming its targets: it stays in your hand and you play nothing."
        )
    if state.w_stage == RESPONSE:
        return TEXT.tr(
            locale,
            "Answer nothing in {window}: the plays shown stand unless another player zaps or vetoes them. Your cards "
            "stay in your hand.",
            window=window_name(state.window, locale),
        )
    if state.w_solo >= 0 and state.w_solo == index:
        return TEXT.tr(locale, "Play nothing now: next, you discard your hand face up and draw a new one.")
    said = PASS_IN_WINDOW.get(state.window)
    first = said(locale) if said is not None else TEXT.tr(locale, "Play nothing at this moment of the challenge.")
    more = TEXT.tr(
        locale,
        "Your cards stay in your hand; if another player plays something, you may still answer it with a Cosmic Zap, "
        "a Flare Zap or a Veto.",
    )
    return f"{first} {more}"


def hint(state: State, seat: str, action: Action, locale: str) -> str:
    kind = action.get("type")
    if state.phase != PLAY or not state.tasks:
        return ""
    due = state.tasks[0].kind
    if kind == "pass" and due == "round":
        return pass_hint(state, seat, locale)
    step = commit_step(state, seat)
    if step is not None and kind in ("commit", "done"):
        index, room, side = step
        sent = cone(state, side)[index]
        if kind == "done":
            return TEXT.ntr(
                locale,
                "Stop with {count} ship in the cone, of at most {most}.",
                "Stop with {count} ships in the cone, of at most {most}.",
                sent,
                most=sent + room,
            )
        return TEXT.ntr(
            locale,
            "So far {sent} of at most {count} ship is in the cone.",
            "So far {sent} of at most {count} ships are in the cone.",
            sent + room,
            sent=sent,
        )
    return ""
