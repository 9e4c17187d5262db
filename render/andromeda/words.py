"""Words for the Andromeda pictures: labels per locale, the status line, trading and turn facts, alt texts.

Everything here reads a view (docs/games/andromeda.md) and nothing else, so it can only say what the view says.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from render.picture import join_alt

WORDS: dict[str, dict[str, str]] = {
    "en": {
        "round": "Round",
        "active": "active",
        "acting": "to decide",
        "earth": "Earth",
        "ship": "Spaceship track",
        "tech": "Technology track",
        "supply": "Bonus supply",
        "draw": "Draw pile",
        "discard": "Discard pile",
        "hand": "hand",
        "transports": "transports",
        "score": "score",
        "display": "display",
        "chosen": "has chosen",
        "hand_title": "Your hand",
        "response": "Your hidden response",
        "empty": "No cards in hand.",
        "over": "Game over",
        "limit": "limit",
        "pts": "pts",
        "phase_transport": "transport phase",
        "phase_offer": "trading: offers",
        "phase_respond": "trading: hidden responses",
        "phase_keep": "trading: keep or stay",
        "phase_lap": "trading: the lap",
        "phase_action": "action phase",
        "phase_over": "game over",
    },
    "nl": {
        "hand_title": "Jouw hand",
        "response": "Jouw verborgen antwoord",
        "empty": "Geen kaarten in de hand.",
    },
    "de": {
        "hand_title": "Deine Hand",
        "response": "Deine verdeckte Antwort",
        "empty": "Keine Karten auf der Hand.",
    },
}


def word(key: str, locale: str = "en") -> str:
    return WORDS.get(locale, {}).get(key) or WORDS["en"][key]


def seat_name(seat: str, names: Mapping[str, str] | None) -> str:
    return str((names or {}).get(seat, seat))


def status_line(public: Mapping[str, Any], acting: Sequence[str], names: Mapping[str, str] | None) -> str:
    phase = word(f"phase_{public.get('phase', 'over')}")
    if public.get("phase") == "over":
        ranking = (public.get("result") or {}).get("ranking") or [[]]
        winners = ", ".join(seat_name(s, names) for s in ranking[0])
        return f"Andromeda · {word('over')} · winner: {winners}"
    who = ", ".join(seat_name(s, names) for s in acting)
    active = seat_name(str(public.get("active", "")), names)
    return (
        f"Andromeda · {word('round')} {public.get('round')} · {phase} · {word('active')}: {active}"
        f" · {word('acting')}: {who}"
    )


def phase_lines(public: Mapping[str, Any], displays: bool = False) -> list[str]:
    """Trading and turn facts; `displays` adds one line per display (the alt text; the board draws them as cards)."""
    lines = []
    trade = public.get("trade")
    if trade:
        banned = ", ".join(trade.get("forbidden", [])) or "-"
        lines.append(f"Trading: {trade.get('k', 0)} of max {trade.get('max_offer', 3)} offered; banned: {banned}")
        for seat, p in public.get("players", {}).items() if displays else ():
            shown = ", ".join(p.get("display", []))
            if shown or p.get("has_chosen"):
                chosen = " (has chosen)" if p.get("has_chosen") else ""
                lines.append(f"{seat} displays {shown or 'nothing yet'}{chosen}")
        if trade.get("deciding"):
            lines.append(f"Deciding: {trade['deciding']}")
    turn = public.get("turn")
    if turn:
        lines.append(f"Actions of {turn.get('seat')}: {turn.get('used', 0)} of {turn.get('budget', 2)} used")
    if public.get("end_triggered"):
        lines.append("Three planets are full: last round")
    if public.get("round_cap"):
        lines.append(f"Round cap: {public['round_cap']}")
    return lines


def board_alt(view: Mapping[str, Any], names: Mapping[str, str] | None = None) -> str:
    public = view["public"]
    scores = ", ".join(f"{seat_name(s, names)} {v}" for s, v in public.get("scores", {}).items())
    essential = [
        status_line(public, view.get("acting", []), names) + ".",
        f"Scores: {scores}.",
        *(f"{line}." for line in phase_lines(public, True)),
    ]
    optional = []
    for planet in public.get("planets", []):
        centres = [f"{s['value']} {s['centre']}" for s in planet.get("satellites", []) if s.get("centre")]
        stations = ", ".join(f"{s} {n}" for s, n in planet.get("stations", {}).items() if n)
        optional.append(f"{planet.get('name')}: stations {stations or 'none'}; centres {', '.join(centres) or 'none'}.")
    return join_alt(essential, optional)


def hand_alt(view: Mapping[str, Any], locale: str = "en", names: Mapping[str, str] | None = None) -> str:
    counts: dict[str, int] = {}
    for card in view["private"].get("hand", []):
        counts[str(card.get("kind"))] = counts.get(str(card.get("kind")), 0) + 1
    listed = ", ".join(f"{n} {k}" for k, n in counts.items()) or word("empty", locale)
    return join_alt([f"{hand_title(view, locale, names)}: {listed}."])


def hand_title(view: Mapping[str, Any], locale: str = "en", names: Mapping[str, str] | None = None) -> str:
    """ "Your hand (p1)", with the seat's display name when there is one."""
    return f"{word('hand_title', locale)} ({seat_name(str(view.get('you')), names)})"
