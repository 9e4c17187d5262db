"""Words for the Andromeda pictures, in every locale of the catalog "andromeda": labels, the status line, trading
and turn facts, the legend and the alt texts.

Everything here reads a view (docs/games/andromeda.md) and nothing else, so it can only say what the view says.
Seats are named through `rules.i18n.SeatNames` ("Player 2" without a name), never by their ids; planets and
bonus tiers by their names (rules/andromeda/names.py), never by their ids.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from render.picture import join_alt
from rules.andromeda.cards import KINDS
from rules.andromeda.names import TEXT, card_effect, card_list, counted, kind_name, planet_name
from rules.andromeda.text import end_reason
from rules.i18n import SeatNames

SHAPES: tuple[str, ...] = ("circle", "square", "triangle", "diamond", "hexagon")
"""The shapes of the seats' markers, in seat order (render.palette.SEAT_STYLES; a test keeps them equal)."""

_LOOKS: tuple[Callable[[str], str], ...] = (
    lambda locale: TEXT.tr(locale, "orange circle"),
    lambda locale: TEXT.tr(locale, "sky blue square"),
    lambda locale: TEXT.tr(locale, "green triangle"),
    lambda locale: TEXT.tr(locale, "pink diamond"),
    lambda locale: TEXT.tr(locale, "yellow hexagon"),
)

_PHASES: dict[str, Callable[[str], str]] = {
    "transport": lambda locale: TEXT.tr(locale, "transport phase"),
    "offer": lambda locale: TEXT.tr(locale, "trading: offers"),
    "respond": lambda locale: TEXT.tr(locale, "trading: hidden responses"),
    "keep": lambda locale: TEXT.tr(locale, "trading: keep or stay"),
    "lap": lambda locale: TEXT.tr(locale, "trading: the lap"),
    "action": lambda locale: TEXT.tr(locale, "action phase"),
    "over": lambda locale: TEXT.tr(locale, "game over"),
}


def seat_names(names: Mapping[str, str] | None, locale: str) -> SeatNames:
    return names if isinstance(names, SeatNames) else SeatNames(names, locale)


def seat_look(index: int, locale: str) -> str:
    """How seat `index`'s marker is drawn, in words ("orange circle")."""
    return _LOOKS[index](locale) if 0 <= index < len(_LOOKS) else ""


def phase_name(phase: str, locale: str) -> str:
    return _PHASES.get(phase, _PHASES["over"])(locale)


def status_line(public: Mapping[str, Any], acting: Sequence[str], names: Mapping[str, str], locale: str) -> str:
    if public.get("phase") == "over":
        ranking = (public.get("result") or {}).get("ranking") or [[]]
        winners = ranking[0]
        return TEXT.ntr(
            locale,
            "Andromeda · Game over · winner: {players}",
            "Andromeda · Game over · winners: {players}",
            len(winners),
            players=", ".join(names[s] for s in winners),
        )
    return TEXT.tr(
        locale,
        "Andromeda · Round {round} · {phase} · active player: {active} · to decide: {acting}",
        round=public.get("round"),
        phase=phase_name(str(public.get("phase")), locale),
        active=names[str(public.get("active", ""))],
        acting=", ".join(names[s] for s in acting) or "-",
    )


def _display_line(player: str, p: Mapping[str, Any], locale: str) -> str | None:
    shown = list(p.get("display", []))
    chosen = bool(p.get("has_chosen"))
    if not shown and not chosen:
        return None
    if not shown:
        return TEXT.tr(locale, "{player} displays nothing yet and has chosen a hidden response", player=player)
    cards = card_list(shown, locale)
    if chosen:
        return TEXT.tr(locale, "{player} displays {cards} and has chosen a hidden response", player=player, cards=cards)
    return TEXT.tr(locale, "{player} displays {cards}", player=player, cards=cards)


def phase_lines(public: Mapping[str, Any], names: Mapping[str, str], locale: str, displays: bool = False) -> list[str]:
    """Trading and turn facts and how the game ends; `displays` adds one line per display (the alt text; the board
    draws them as cards)."""
    lines = []
    trade = public.get("trade")
    if trade:
        banned = ", ".join(kind_name(str(k), locale) for k in trade.get("forbidden", []))
        offered, most = trade.get("k", 0), trade.get("max_offer", 3)
        lines.append(TEXT.tr(locale, "Trading: {offered} of at most {max} cards offered", offered=offered, max=most))
        if banned:
            lines.append(TEXT.tr(locale, "Not allowed as a response: {kinds}", kinds=banned))
        for seat, p in public.get("players", {}).items() if displays else ():
            line = _display_line(names[seat], p, locale)
            if line:
                lines.append(line)
        if trade.get("deciding"):
            lines.append(TEXT.tr(locale, "Deciding now: {player}", player=names[str(trade["deciding"])]))
    turn = public.get("turn")
    if turn:
        lines.append(
            TEXT.tr(
                locale,
                "Actions of {player}: {used} of {budget} used",
                player=names[str(turn.get("seat"))],
                used=turn.get("used", 0),
                budget=turn.get("budget", 2),
            )
        )
    full = int(public.get("full_planets", 0))
    result = public.get("result")
    if public.get("phase") == "over" and result:
        reason = end_reason(str(result.get("reason", "")), full, locale)
        if reason:
            lines.append(reason)
    else:
        if public.get("end_triggered"):
            lines.append(
                TEXT.ntr(
                    locale,
                    "{count} planet is full: this is the last round",
                    "{count} planets are full: this is the last round",
                    full,
                )
            )
        if public.get("round_cap"):
            lines.append(TEXT.tr(locale, "The game ends after round {round} at the latest", round=public["round_cap"]))
    return lines


def legend(locale: str) -> str:
    """What every marker on the board means."""
    return TEXT.tr(
        locale,
        "★ active player · number in a small circle: a satellite's points · ×N: that player's stations · "
        "{full}: all three satellites have trading centres · card back: a hidden response",
        full=TEXT.tr(locale, "FULL"),
    )


def player_facts(p: Mapping[str, Any], locale: str) -> str:
    tiers = [str(t) for t in p.get("bonus", [])]
    counts = {t: tiers.count(t) for t in dict.fromkeys(tiers)}
    bonus = ", ".join(kind_name(t, locale) + (f" ×{n}" if n > 1 else "") for t, n in counts.items()) or "-"
    return TEXT.tr(
        locale,
        "score {score} · hand {hand}/{limit} · transport cards {transports} · bonus cards: {bonus}",
        hand=p.get("hand_count", 0),
        limit=p.get("hand_limit", 9),
        transports=p.get("transports", 0),
        bonus=bonus,
        score=p.get("score", 0),
    )


def _planet_alt(planet: Mapping[str, Any], names: Mapping[str, str], locale: str) -> str:
    name = planet_name(str(planet.get("id")), locale)
    stations = ", ".join(f"{names[s]} {n}" for s, n in planet.get("stations", {}).items() if n)
    centres = ", ".join(
        TEXT.ntr(
            locale, "{player} ({count} point)", "{player} ({count} points)", int(s["value"]), player=names[s["centre"]]
        )
        for s in planet.get("satellites", [])
        if s.get("centre")
    )
    none = TEXT.tr(locale, "none")
    if planet.get("full"):
        return TEXT.tr(
            locale,
            "{planet} (full): stations {stations}; trading centres {centres}.",
            planet=name,
            stations=stations or none,
            centres=centres or none,
        )
    return TEXT.tr(
        locale,
        "{planet}: stations {stations}; trading centres {centres}.",
        planet=name,
        stations=stations or none,
        centres=centres or none,
    )


def board_alt(view: Mapping[str, Any], names: Mapping[str, str], locale: str) -> str:
    return join_alt(*board_sentences(view, names, locale))


def board_sentences(view: Mapping[str, Any], names: Mapping[str, str], locale: str) -> tuple[list[str], list[str]]:
    """The board in sentences: those the alt text always keeps, then those it keeps while they fit."""
    public = view["public"]
    seats = list(public.get("seats", []))
    scores = ", ".join(f"{names[s]} {v}" for s, v in public.get("scores", {}).items())
    players = ", ".join(f"{names[s]} ({seat_look(i, locale)})" for i, s in enumerate(seats))
    earth = ", ".join(f"{names[s]} {int(p.get('earth', 0))}" for s, p in public.get("players", {}).items())
    essential = [
        status_line(public, view.get("acting", []), names, locale) + ".",
        TEXT.tr(locale, "Players: {players}.", players=players),
        TEXT.tr(locale, "Scores: {scores}.", scores=scores),
        *(line if line.endswith(".") else f"{line}." for line in phase_lines(public, names, locale, True)),
    ]
    optional = [_planet_alt(planet, names, locale) for planet in public.get("planets", [])]
    optional.append(TEXT.tr(locale, "Earth: stations {stations}.", stations=earth or TEXT.tr(locale, "none")))
    return essential, optional


def hand_counts(view: Mapping[str, Any]) -> dict[str, int]:
    counts: dict[str, int] = {}
    for card in view["private"].get("hand", []):
        counts[str(card.get("kind"))] = counts.get(str(card.get("kind")), 0) + 1
    return counts


def hand_title(view: Mapping[str, Any], names: Mapping[str, str], locale: str) -> str:
    """ "Your hand (Ana): 9 cards"."""
    count = len(view["private"].get("hand", []))
    return TEXT.ntr(
        locale,
        "Your hand ({player}): {count} card",
        "Your hand ({player}): {count} cards",
        count,
        player=names[str(view.get("you"))],
    )


def response_line(view: Mapping[str, Any], locale: str) -> str | None:
    response = view["private"].get("response")
    if not response:
        return None
    return TEXT.tr(locale, "Your hidden response: {kind}", kind=kind_name(str(response.get("kind")), locale))


def empty_hand(locale: str) -> str:
    return TEXT.tr(locale, "No cards in hand.")


def hand_alt(view: Mapping[str, Any], names: Mapping[str, str], locale: str) -> str:
    return join_alt(list(hand_sentences(view, names, locale)))


def hand_sentences(view: Mapping[str, Any], names: Mapping[str, str], locale: str) -> tuple[str, ...]:
    counts = hand_counts(view)
    response = response_line(view, locale)
    player = names[str(view.get("you"))]
    if counts:
        held = TEXT.ntr(
            locale,
            "Your hand ({player}) holds {count} card: {cards}.",
            "Your hand ({player}) holds {count} cards: {cards}.",
            sum(counts.values()),
            player=player,
            cards=card_list(counts, locale),
        )
    else:
        held = TEXT.tr(locale, "Your hand ({player}) is empty.", player=player)
    return (held, f"{response}.") if response else (held,)


def hand_cards(view: Mapping[str, Any], locale: str) -> tuple[tuple[str, str], ...]:
    """Each kind held, counted ("2 Azura cards"), with what it does."""
    counts = hand_counts(view)
    order = [k for k in KINDS if k in counts]
    return tuple((counted(k, counts[k], locale), card_effect(k, locale)) for k in order)


def board_words(locale: str) -> dict[str, str]:
    """The fixed labels of the board in `locale`."""
    return {
        "earth": TEXT.tr(locale, "Earth"),
        "ship": TEXT.tr(locale, "Spaceship track (hand limit)"),
        "tech": TEXT.tr(locale, "Technology track (points at the end)"),
        "supply": TEXT.tr(locale, "Bonus supply"),
        "full": TEXT.tr(locale, "FULL"),
        "free": TEXT.tr(locale, "free"),
        "display": TEXT.tr(locale, "Display:"),
        "chosen": TEXT.tr(locale, "has chosen"),
    }


def ship_stage(limit: int, locale: str) -> str:
    """A stage of the spaceship track: the hand limit it gives."""
    return TEXT.ntr(locale, "{count} card", "{count} cards", limit)


def tech_stage(points: int, locale: str) -> str:
    return TEXT.ntr(locale, "{count} point", "{count} points", points)


def piles_line(public: Mapping[str, Any], locale: str) -> str:
    return TEXT.tr(
        locale,
        "Draw pile: {draw}   Discard pile: {discard}",
        draw=public.get("draw_count", 0),
        discard=public.get("discard_count", 0),
    )
