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
from rules.andromeda.components import KINDS, PLANETS
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


def winners(public: Mapping[str, Any]) -> list[str]:
    """The seats that won (the first group of the ranking), once the game is over; [] before."""
    if public.get("phase") != "over":
        return []
    ranking = (public.get("result") or {}).get("ranking") or [[]]
    return [str(s) for s in ranking[0]]


def tie_break_line(public: Mapping[str, Any], names: Mapping[str, str], locale: str) -> str:
    """How a tie on points was decided at the end (R-6.3: technology stage, then spaceship stage, else a shared
    place); "" when the winner simply scored most."""
    won = winners(public)
    if not won:
        return ""
    result = public.get("result") or {}
    scores = result.get("scores") or public.get("scores") or {}
    players = public.get("players", {})
    top = scores.get(won[0], 0)
    if len(won) > 1:
        return TEXT.tr(
            locale,
            "{players} share the win: the same points, technology stage and spaceship stage.",
            players=", ".join(names[s] for s in won),
        )
    tied = [s for s in public.get("seats", []) if s not in won and scores.get(s) == top]
    if not tied:
        return ""
    tech = int(players.get(won[0], {}).get("tech", 0))
    if all(int(players.get(s, {}).get("tech", 0)) < tech for s in tied):
        return TEXT.tr(
            locale,
            "Tied at {score} points: {player} wins with the higher technology stage.",
            score=top,
            player=names[won[0]],
        )
    return TEXT.tr(
        locale,
        "Tied at {score} points and on the technology track: {player} wins with the higher spaceship stage.",
        score=top,
        player=names[won[0]],
    )


def phone_status(public: Mapping[str, Any], acting: Sequence[str], names: Mapping[str, str], locale: str) -> str:
    """The round and phase, and who decides now, for the band a phone can read."""
    return TEXT.tr(
        locale,
        "Round {round} · {phase} · to decide: {acting}",
        round=public.get("round"),
        phase=phase_name(str(public.get("phase")), locale),
        acting=", ".join(names[s] for s in acting) or "-",
    )


def phone_scores(public: Mapping[str, Any], names: Mapping[str, str], locale: str) -> str:
    """ "Scores: Ana 18 · Bo 16 · Cy 1", each player's entry kept on one line (no-break spaces)."""
    entries = (f"{names[s]} {v}".replace(" ", "\u00a0") for s, v in public.get("scores", {}).items())
    return TEXT.tr(locale, "Scores: {scores}", scores=" · ".join(entries))


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
    tie_break = tie_break_line(public, names, locale)
    essential = [
        status_line(public, view.get("acting", []), names, locale) + ".",
        *([tie_break] if tie_break else []),
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


def set_rule(locale: str) -> str:
    """What planet cards are for, said once for all of them."""
    return TEXT.tr(
        locale,
        "3 to 7 cards of one planet (bonus cards may stand in) make a set for that planet: the price of placing "
        "stations, founding a trading centre and advancing on a track. A set of 4 to 7 cards of one planet alone "
        "earns a bonus card.",
    )


def hand_cards(view: Mapping[str, Any], locale: str) -> tuple[tuple[str, str], ...]:
    """The hand as table rows (cards, effect): the planet cards in one row, each kind counted ("2 Azura cards, 1 Eos
    card"), with the set rule said once; then each bonus card kind, counted, with its own effect."""
    counts = hand_counts(view)
    planets = [k for k in PLANETS if k in counts]
    rows = [(", ".join(counted(k, counts[k], locale) for k in planets), set_rule(locale))] if planets else []
    rows += [(counted(k, counts[k], locale), card_effect(k, locale)) for k in KINDS if k in counts and k not in PLANETS]
    return tuple(rows)


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
        "winner": TEXT.tr(locale, "winner"),
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
