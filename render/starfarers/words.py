"""The words of Starfarers' pictures: labels, the status line, each player's facts and the alt text, in the board's
locale (catalog "starfarers"). Seats are named through `names`, never by id."""

from __future__ import annotations

from collections.abc import Mapping
from itertools import pairwise
from typing import Any

from babel.lists import format_list

from rules.i18n import SeatNames
from rules.starfarers.board import BASES, PLANETS
from rules.starfarers.movement import TRADE_POINTS
from rules.starfarers.names import TEXT, base_name, cards, point_label, question_text, resource_name, system_name

RESOURCE_ORDER = ("ore", "fuel", "carbon", "food", "goods")


def seat_names(names: Mapping[str, str] | None, locale: str) -> SeatNames:
    return SeatNames(names or {}, locale)


def _players(seats: list[str], names: Mapping[str, str], locale: str) -> str:
    """Players as a list of names in the locale's way ("Ann, Bo and Cy")."""
    return format_list([names[s] for s in seats], locale=locale)


def status_line(public: Mapping[str, Any], names: Mapping[str, str], locale: str) -> str:
    """Whose turn it is; at the end, who won (with their points) or who shares first place."""
    active = names[str(public["active"])]
    first = (public.get("standings") or [None])[0]
    if public.get("winner"):
        points = first["vp"] if first else public["players"][public["winner"]]["vp"]
        return TEXT.ntr(
            locale,
            "{player} has won with {count} point.",
            "{player} has won with {count} points.",
            int(points),
            player=names[str(public["winner"])],
        )
    if public.get("reason") == "round_limit":
        if first and len(first["seats"]) > 1:
            return TEXT.ntr(
                locale,
                "Round limit: {players} share first place with {count} point.",
                "Round limit: {players} share first place with {count} points.",
                int(first["vp"]),
                players=_players(first["seats"], names, locale),
            )
        if first:
            return TEXT.ntr(
                locale,
                "Round limit: {player} wins with {count} point.",
                "Round limit: {player} wins with {count} points.",
                int(first["vp"]),
                player=names[first["seats"][0]],
            )
        return TEXT.tr(locale, "The game ended at the round limit.")
    return TEXT.tr(locale, "Round {round}: {player}'s turn.", round=public["round"], player=active)


def standings_lines(public: Mapping[str, Any], names: Mapping[str, str], locale: str) -> list[str]:
    """The final ranking and, where points are equal, what decided the order by the tie-break of §6 (fame rings,
    then resource cards in hand) or that the players share the place."""
    standings = public.get("standings") or []
    if not standings:
        return []
    places = [
        TEXT.ntr(
            locale,
            "{place}. {players}: {count} point",
            "{place}. {players}: {count} points",
            int(group["vp"]),
            place=group["place"],
            players=_players(group["seats"], names, locale),
        )
        for group in standings
    ]
    lines = [TEXT.tr(locale, "Final ranking: {places}.", places="; ".join(places))]
    for above, group in pairwise(standings):
        if group["by"] is None:
            continue
        higher, lower = _players(above["seats"], names, locale), _players(group["seats"], names, locale)
        if group["by"] == "win":
            lines.append(
                TEXT.tr(
                    locale,
                    "{higher} reached the goal in their own turn and ranks above {lower} with as many points.",
                    higher=higher,
                    lower=lower,
                )
            )
        elif group["by"] == "fame":
            lines.append(
                TEXT.ntr(
                    locale,
                    "{higher} and {lower} both have {count} point: {higher} ranks higher with more fame rings "
                    "({more} against {fewer}).",
                    "{higher} and {lower} both have {count} points: {higher} ranks higher with more fame rings "
                    "({more} against {fewer}).",
                    int(group["vp"]),
                    higher=higher,
                    lower=lower,
                    more=above["fame"],
                    fewer=group["fame"],
                )
            )
        else:
            lines.append(
                TEXT.ntr(
                    locale,
                    "{higher} and {lower} both have {count} point and as many fame rings: {higher} ranks higher "
                    "with more resource cards in hand ({more} against {fewer}).",
                    "{higher} and {lower} both have {count} points and as many fame rings: {higher} ranks higher "
                    "with more resource cards in hand ({more} against {fewer}).",
                    int(group["vp"]),
                    higher=higher,
                    lower=lower,
                    more=above["cards"],
                    fewer=group["cards"],
                )
            )
    for group in standings:
        if len(group["seats"]) > 1:
            lines.append(
                TEXT.tr(
                    locale,
                    "{players} are equal in points, fame rings and cards in hand: they share place {place}.",
                    players=_players(group["seats"], names, locale),
                    place=group["place"],
                )
            )
    return lines


def inset_title(player: str, locale: str) -> str:
    """The heading of the enlarged view of the acting player's ships."""
    return TEXT.tr(locale, "{player}'s ships, enlarged (number: point)", player=player)


def roll_line(public: Mapping[str, Any], locale: str) -> str:
    roll = public.get("last_roll")
    if not roll:
        return ""
    return TEXT.tr(locale, "Last roll: {first} and {second}.", first=roll[0], second=roll[1])


def points_word(count: int, locale: str) -> str:
    """A player's points, as the board shows them large in their box (short: "victory" would not fit there)."""
    return TEXT.nptr(locale, "score", "{count} point", "{count} points", count)


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
    essential += standings_lines(public, names, locale)
    essential += reach_lines(public, locale) + prospect_lines(public, locale)
    optional = reach_point_lines(public, locale)
    optional += [pieces_line(seat, p, names, locale) for seat, p in players.items()]
    optional.append(bank_line(public, locale))
    return [s for s in essential if s], [s for s in optional if s]


def _points(nodes: list[str]) -> str:
    return ", ".join(point_label(n) for n in nodes)


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


def reach_point_lines(public: Mapping[str, Any], locale: str) -> list[str]:
    """The points each moving ship can reach, by name (the alt text keeps them only if there is room)."""
    reach = (public.get("movement") or {}).get("reach") or {}
    return [
        TEXT.tr(locale, "Ship {ship} can reach: {points}.", ship=ship, points=_points(nodes))
        for ship, nodes in sorted(reach.items())
    ]


def _trade_point(node: str, locale: str) -> str:
    base = TRADE_POINTS[node][0] if node in TRADE_POINTS else None
    if base is None:
        return point_label(node)

    return TEXT.tr(locale, "{point} ({base})", point=point_label(node), base=base_name(BASES[base].id, locale))


def prospect_lines(public: Mapping[str, Any], locale: str) -> list[str]:
    """Where each moving ship can found a colony or establish a trade station this move, as the board marks it."""
    movement = public.get("movement") or {}
    ships = sorted(
        set(movement.get("found") or {}) | set(movement.get("hidden") or {}) | set(movement.get("trade") or {})
    )
    lines: list[str] = []
    for ship in ships:
        found = (movement.get("found") or {}).get(ship) or []
        hidden = (movement.get("hidden") or {}).get(ship) or []
        trade = (movement.get("trade") or {}).get(ship) or []
        if found:
            lines.append(
                TEXT.ntr(
                    locale,
                    "Ship {ship} can found a colony at {count} point: {points}.",
                    "Ship {ship} can found a colony at {count} points: {points}.",
                    len(found),
                    ship=ship,
                    points=_points(found),
                )
            )
        if hidden:
            lines.append(
                TEXT.ntr(
                    locale,
                    "Ship {ship} can found a colony at {count} point if the hidden tokens there are numbers: {points}.",
                    "Ship {ship} can found a colony at {count} points if the hidden tokens there are numbers: "
                    "{points}.",
                    len(hidden),
                    ship=ship,
                    points=_points(hidden),
                )
            )
        if trade:
            lines.append(
                TEXT.ntr(
                    locale,
                    "Ship {ship} can establish a trade station at {count} point: {points}.",
                    "Ship {ship} can establish a trade station at {count} points: {points}.",
                    len(trade),
                    ship=ship,
                    points=", ".join(_trade_point(n, locale) for n in trade),
                )
            )
    return lines


def hand_sentences(view: Mapping[str, Any], names: Mapping[str, str], locale: str) -> tuple[str, ...]:
    private = view["private"]
    held = cards(dict(private["hand"]), locale)
    lines = [TEXT.tr(locale, "Your hand: {cards}.", cards=held)]
    peeked = private.get("peeked") or {}
    for planet, token in sorted(peeked.items(), key=lambda item: _PLANET_ORDER.get(item[0], 0)):
        lines.append(
            TEXT.tr(
                locale,
                "You looked at the hidden token of {planet}: {token}.",
                planet=planet_name(planet, locale),
                token=token_text(token, locale),
            )
        )
    for ship, known in sorted((private.get("founding") or {}).items()):
        if known["found"]:
            lines.append(
                TEXT.ntr(
                    locale,
                    "By the tokens you looked at, ship {ship} can found a colony at {count} more point: {points}.",
                    "By the tokens you looked at, ship {ship} can found a colony at {count} more points: {points}.",
                    len(known["found"]),
                    ship=ship,
                    points=_points(known["found"]),
                )
            )
        if known["not"]:
            lines.append(
                TEXT.ntr(
                    locale,
                    "By the tokens you looked at, ship {ship} cannot found a colony at {count} point: {points}.",
                    "By the tokens you looked at, ship {ship} cannot found a colony at {count} points: {points}.",
                    len(known["not"]),
                    ship=ship,
                    points=_points(known["not"]),
                )
            )
    return tuple(lines)


_PLANET_ORDER = {p.id: i for i, p in enumerate(PLANETS)}
_PLANET = {p.id: p for p in PLANETS}


def planet_name(planet: str, locale: str) -> str:
    """A planet as players tell it: "the ore planet of outer system 3" (each system has one planet per resource)."""
    found = _PLANET.get(planet)
    if found is None:
        return TEXT.tr(locale, "an unknown planet")
    return TEXT.tr(
        locale,
        "the {resource} planet of {system}",
        resource=resource_name(found.resource, locale),
        system=system_name(found.system, locale),
    )


def token_text(token: Mapping[str, Any], locale: str) -> str:
    """What a token showed: a production number, a pirate lair or an ice planet with the strength it needs."""
    value = int(token["value"])
    if token["kind"] == "pirate":
        return TEXT.ntr(
            locale,
            "a pirate lair ({count} gun beats it)",
            "a pirate lair ({count} guns beat it)",
            value,
        )
    if token["kind"] == "ice":
        return TEXT.ntr(
            locale,
            "an ice planet ({count} freight ring thaws it)",
            "an ice planet ({count} freight rings thaw it)",
            value,
        )
    return TEXT.tr(locale, "the number {number}", number=value)


def legend(locale: str) -> list[str]:
    return [
        TEXT.tr(locale, "Ringed marker: space port. Plain marker: colony. Square marker: trade station."),
        TEXT.tr(locale, "Numbered markers: ships (white ring: colony ship, grey ring: trade ship)."),
        TEXT.tr(locale, "Hidden token: ?. Pirate lair: triangle. Ice planet: diamond."),
        TEXT.tr(locale, "Open rings in a player's colour: where their ships can end this move."),
        TEXT.tr(locale, "Flag: a colony can be founded there (a hollow flag: if the hidden tokens there are numbers)."),
        TEXT.tr(locale, "Two arrows: a trade station can be established there."),
    ]
