"""The words of Starfarers' pictures: labels, the status line, each player's facts and the alt text, in the board's
locale (catalog "starfarers"). Seats are named through `names`, never by id."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from rules.i18n import SeatNames
from rules.starfarers.names import TEXT, cards, question_text, resource_name, system_name

RESOURCE_ORDER = ("ore", "fuel", "carbon", "food", "goods")


def seat_names(names: Mapping[str, str] | None, locale: str) -> SeatNames:
    return SeatNames(names or {}, locale)


def status_line(public: Mapping[str, Any], names: Mapping[str, str], locale: str) -> str:
    active = names[str(public["active"])]
    if public.get("winner"):
        return TEXT.tr(locale, "{player} has won.", player=names[str(public["winner"])])
    if public.get("reason") == "round_limit":
        return TEXT.tr(locale, "The game ended at the round limit.")
    return TEXT.tr(locale, "Round {round}: {player}'s turn.", round=public["round"], player=active)


def inset_title(player: str, locale: str) -> str:
    """The heading of the enlarged view of the acting player's ships."""
    return TEXT.tr(locale, "{player}'s ships, enlarged (number: point)", player=player)


def roll_line(public: Mapping[str, Any], locale: str) -> str:
    roll = public.get("last_roll")
    if not roll:
        return ""
    return TEXT.tr(locale, "Last roll: {first} and {second}.", first=roll[0], second=roll[1])


def player_line(seat: str, player: Mapping[str, Any], names: Mapping[str, str], locale: str) -> str:
    """One player's points and mother ship, every count with its own plural."""
    facts = [
        TEXT.ntr(locale, "{count} point", "{count} points", int(player["vp"])),
        TEXT.ntr(locale, "{count} card", "{count} cards", int(player["cards"])),
        TEXT.ntr(locale, "{count} drive", "{count} drives", int(player["drives_total"])),
        TEXT.ntr(locale, "{count} gun", "{count} guns", int(player["guns_total"])),
        TEXT.ntr(locale, "{count} freight ring", "{count} freight rings", int(player["freight"])),
        TEXT.ntr(locale, "{count} fame ring", "{count} fame rings", int(player["fame"])),
    ]
    if not player["home"]:  # the draft setup has not placed their space port yet
        return TEXT.tr(locale, "{player}: {facts}.", player=names[seat], facts=", ".join(facts))
    home = system_name(str(player["home"]), locale)
    return TEXT.tr(locale, "{player} ({home}): {facts}.", player=names[seat], home=home, facts=", ".join(facts))


def pieces_line(seat: str, player: Mapping[str, Any], names: Mapping[str, str], locale: str) -> str:
    pieces = [
        TEXT.ntr(locale, "{count} colony", "{count} colonies", len(player["colonies"]) + len(player["ports"])),
        TEXT.ntr(locale, "{count} space port", "{count} space ports", len(player["ports"])),
        TEXT.ntr(locale, "{count} trade station", "{count} trade stations", len(player["stations"])),
        TEXT.ntr(locale, "{count} ship", "{count} ships", len(player["ships"])),
    ]
    return TEXT.tr(locale, "{player} has {pieces}.", player=names[seat], pieces=", ".join(pieces))


def bank_line(public: Mapping[str, Any], locale: str) -> str:
    stock = ", ".join(f"{resource_name(r, locale)} {public['bank'][r]}" for r in RESOURCE_ORDER)
    return TEXT.ntr(
        locale,
        "Bank: {stock}; supply deck: {count} card.",
        "Bank: {stock}; supply deck: {count} cards.",
        int(public["deck"]),
        stock=stock,
    )


def encounter_line(public: Mapping[str, Any], locale: str) -> str:
    shown = public.get("encounter")
    if not shown:
        return ""
    return TEXT.tr(locale, "Encounter: {question}", question=question_text(str(shown["question"]), locale))


def board_sentences(public: Mapping[str, Any], names: Mapping[str, str], locale: str) -> tuple[list[str], list[str]]:
    """The board in sentences: (essential, optional) for the alt text; all of them for the terminal."""
    essential = [TEXT.tr(locale, "Starfarers of Catan board."), status_line(public, names, locale)]
    essential += [roll_line(public, locale), encounter_line(public, locale)]
    players = public["players"]
    essential += [player_line(seat, p, names, locale) for seat, p in players.items()]
    essential += reach_lines(public, locale)
    optional = [pieces_line(seat, p, names, locale) for seat, p in players.items()]
    optional.append(bank_line(public, locale))
    return [s for s in essential if s], [s for s in optional if s]


def reach_lines(public: Mapping[str, Any], locale: str) -> list[str]:
    """How far each moving ship can go, as the board's rings show it (§9.4)."""
    reach = (public.get("movement") or {}).get("reach") or {}
    return [
        TEXT.ntr(
            locale,
            "Ship {ship} can end its move on {count} point.",
            "Ship {ship} can end its move on {count} points.",
            len(nodes),
            ship=ship,
        )
        for ship, nodes in sorted(reach.items())
    ]


def hand_sentences(view: Mapping[str, Any], names: Mapping[str, str], locale: str) -> tuple[str, ...]:
    private = view["private"]
    held = cards(dict(private["hand"]), locale)
    lines = [TEXT.tr(locale, "Your hand: {cards}.", cards=held)]
    peeked = private.get("peeked") or {}
    if peeked:
        lines.append(TEXT.ntr(locale, "You know {count} hidden token.", "You know {count} hidden tokens.", len(peeked)))
    return tuple(lines)


def legend(locale: str) -> list[str]:
    return [
        TEXT.tr(locale, "Ringed marker: space port. Plain marker: colony. Square marker: trade station."),
        TEXT.tr(locale, "Numbered markers: ships (white ring: colony ship, grey ring: trade ship)."),
        TEXT.tr(locale, "Hidden token: ?. Pirate lair: triangle. Ice planet: diamond."),
        TEXT.tr(locale, "Open rings in a player's colour: where their ships can end this move."),
    ]
