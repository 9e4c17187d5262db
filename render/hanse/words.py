"""Words for the Hanse pictures, in every locale of the catalog "hanse": positions, goods, turn state, the last
move, the result, and the alt text.

Everything here reads a view (docs/games/hanse.md) and nothing else, so it can only say what the view says:
goods appear as destination and shown values, never by id, and a hand only by its count. Seats are named through
`rules.i18n.SeatNames` ("Player 2" without a name), never by their ids; planets and cards by their names
(rules/hanse/names.py), never by their ids.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from render.picture import join_alt
from rules.hanse.names import TEXT, card_name, deck_name, planet_name, position_at, reason_text
from rules.i18n import SeatNames

_LOOKS: tuple[Callable[[str], str], ...] = (
    lambda locale: TEXT.tr(locale, "orange circle"),
    lambda locale: TEXT.tr(locale, "sky blue square"),
)
"""How the seats' markers are drawn (render.palette.SEAT_STYLES), in words; Hanse has two seats."""


def seat_names(names: Mapping[str, str] | None, locale: str) -> SeatNames:
    return names if isinstance(names, SeatNames) else SeatNames(names, locale)


def position_words(position: object, locale: str) -> str:
    """ "on Vinau II", "in the orbit of Coronis", "between the orbits of Naginther and Vinau II", or "not placed
    yet" before the start planet is chosen (the engine gives no position then)."""
    return position_at(position, locale)


def values_words(values: Sequence[int], sep: str = "+") -> str:
    return sep.join(str(v) for v in values)


def container_label(index: int, locale: str) -> str:
    """People count Containers from 1 (view index 0, the Start Card's, is "Container 1"), as the engine's texts do."""
    return TEXT.tr(locale, "Container {number}", number=index + 1)


def seat_words(seat: str, public: Mapping[str, Any], names: Mapping[str, str], locale: str) -> str:
    """ "Ada (Jet, orange circle)": name, ship and the marker that stands for the seat on the board."""
    seats = list(public.get("seats", []))
    ship = deck_name(str(public.get("players", {}).get(seat, {}).get("deck", "")), locale)
    index = seats.index(seat) if seat in seats else -1
    look = _LOOKS[index](locale) if 0 <= index < len(_LOOKS) else ""
    if ship and look:
        return TEXT.tr(locale, "{player} ({ship}, {look})", player=names[seat], ship=ship, look=look)
    return names[seat]


def turn_items(turn: Mapping[str, Any] | None, locale: str) -> list[str]:
    """What is left of the active player's turn, one short item each."""
    if not turn:
        return []
    items: list[str] = []
    flight = turn.get("flight")
    if flight:
        energy = flight.get("energy", 0)
        if flight.get("kind") == "afterburner":
            items.append(TEXT.tr(locale, "afterburner flight with {energy} energy", energy=energy))
        else:
            items.append(TEXT.tr(locale, "flight with {energy} energy", energy=energy))
    else:
        items.append(TEXT.tr(locale, "no flight active"))
    if turn.get("normal_flight_available"):
        items.append(TEXT.tr(locale, "normal flight available"))
    else:
        items.append(TEXT.tr(locale, "normal flight used"))
    actions = int(turn.get("planet_actions_left", 0))
    items.append(TEXT.ntr(locale, "{count} planet action left", "{count} planet actions left", actions))
    left = max(0, 2 - int(turn.get("interventions_played", 0)))
    items.append(TEXT.ntr(locale, "{count} intervention left", "{count} interventions left", left))
    orbital = int(turn.get("orbital_uses_left", 0))
    if orbital:
        items.append(TEXT.ntr(locale, "{count} orbital action left", "{count} orbital actions left", orbital))
    tunnels = int(turn.get("tunnel_passages", 0))
    if tunnels:
        items.append(TEXT.ntr(locale, "{count} tunnel passage", "{count} tunnel passages", tunnels))
    items.append(TEXT.tr(locale, "technology price {price} MG", price=turn.get("price", 0)))
    if turn.get("start_window"):
        items.append(TEXT.tr(locale, "hyperjump window open"))
    return items


def play_words(who: str, card: str, params: Mapping[str, Any], locale: str) -> str:
    """ "Ada played Sun Tunnel", with what the card was played on."""
    name = card_name(card, locale)
    if "planet" in params and "destination" in params:
        return TEXT.tr(
            locale,
            "{seat} played {card}: the goods for {destination} from {planet}",
            seat=who,
            card=name,
            destination=planet_name(str(params["destination"]), locale),
            planet=planet_name(str(params["planet"]), locale),
        )
    if "own" in params and "other" in params:
        return TEXT.tr(
            locale,
            "{seat} played {card}: own Container {own} swapped with the opponent's Container {other}",
            seat=who,
            card=name,
            own=int(params["own"]) + 1,
            other=int(params["other"]) + 1,
        )
    return TEXT.tr(locale, "{seat} played {card}", seat=who, card=name)


def action_words(who: str, action: Mapping[str, Any], locale: str) -> str:
    """The last action as a short clause in the past ("Ada flew one step and is now in the orbit of Coronis")."""
    kind = action.get("type")
    if kind == "step":
        where = position_words(str(action.get("to", "")), locale)
        return TEXT.tr(locale, "{seat} flew one step and is now {where}", seat=who, where=where)
    if kind == "hyperjump":
        planet = planet_name("coronis" if action.get("direction") == "in" else "dakhit", locale)
        return TEXT.tr(locale, "{seat} hyperjumped to the orbit of {planet}", seat=who, planet=planet)
    if kind == "roll":
        return TEXT.tr(locale, "{seat} rolled for the normal flight", seat=who)
    if kind == "end_flight":
        return TEXT.tr(locale, "{seat} ended the flight", seat=who)
    if kind == "load":
        destination = planet_name(str(action.get("destination", "")), locale)
        return TEXT.tr(locale, "{seat} loaded the goods for {destination}", seat=who, destination=destination)
    if kind == "unload":
        return TEXT.tr(
            locale, "{seat} unloaded Container {number}", seat=who, number=int(action.get("container", 0)) + 1
        )
    if kind == "buy":
        if action.get("card"):
            return TEXT.tr(locale, "{seat} bought {card}", seat=who, card=card_name(str(action["card"]), locale))
        return TEXT.tr(locale, "{seat} bought a technology", seat=who)
    if kind == "play":
        params = {k: v for k, v in action.items() if k not in ("type", "card")}
        return play_words(who, str(action.get("card", "")), params, locale)
    if kind == "end_turn":
        return TEXT.tr(locale, "{seat} ended the turn", seat=who)
    if kind == "decline_bonus":
        return TEXT.tr(locale, "{seat} declined the agent's extra planet action", seat=who)
    if kind == "allow":
        return TEXT.tr(locale, "{seat} allowed the intervention", seat=who)
    if kind == "neutralize":
        return TEXT.tr(locale, "{seat} neutralized the intervention", seat=who)
    if kind == "remove_pair":
        destination = planet_name(str(action.get("destination", "")), locale)
        return TEXT.tr(locale, "{seat} removed the pair for {destination}", seat=who, destination=destination)
    if kind == "discard":
        if action.get("card"):
            return TEXT.tr(locale, "{seat} discarded {card}", seat=who, card=card_name(str(action["card"]), locale))
        return TEXT.tr(locale, "{seat} discarded a card", seat=who)
    if kind == "finish_turn":
        return TEXT.tr(locale, "{seat} finished the turn", seat=who)
    if kind == "choose_role":
        if action.get("role") == "start_first":
            return TEXT.tr(locale, "{seat} chose to start first", seat=who)
        return TEXT.tr(locale, "{seat} chose to pick the start planet", seat=who)
    if kind == "choose_start_planet":
        planet = planet_name(str(action.get("planet", "")), locale)
        return TEXT.tr(locale, "{seat} chose {planet} as the start planet", seat=who, planet=planet)
    return TEXT.tr(locale, "{seat} made a move", seat=who)


def last_move_words(public: Mapping[str, Any], names: Mapping[str, str], locale: str) -> str:
    last = public.get("last") or {}
    move = action_words(names[str(last.get("seat"))], last.get("action") or {}, locale)
    return TEXT.tr(locale, "Last move: {move}", move=move)


def status_line(public: Mapping[str, Any], names: Mapping[str, str] | None, locale: str = "en") -> str:
    """Who decides now and what, or the result."""
    names = seat_names(names, locale)
    result = public.get("result")
    if result:
        return result_words(result, names, locale)
    phase = str(public.get("phase", ""))
    if phase == "reaction" and public.get("pending"):
        who = names[opponent(public, str(public["pending"]["by"]))]
        return TEXT.tr(locale, "{seat} may allow or neutralize the intervention", seat=who)
    if phase == "setup_choice":
        chooser = public.get("chooser")
        who = names[str(chooser)] if chooser else TEXT.tr(locale, "A player")
        return TEXT.tr(locale, "{seat} chooses: start first, or choose the start planet", seat=who)
    if phase == "setup_planet":
        picker = planet_picker(public)
        who = names[picker] if picker else TEXT.tr(locale, "A player")
        return TEXT.tr(locale, "{seat} chooses the start planet", seat=who)
    active = public.get("active")
    if not active:
        return TEXT.tr(locale, "Nobody is to play")
    who = names[str(active)]
    if phase == "agent_bonus":
        return TEXT.tr(locale, "{seat} takes the agent's extra planet action or declines it", seat=who)
    if phase == "choose_pair":
        return TEXT.tr(locale, "{seat} chooses which pair of goods leaves the game", seat=who)
    if phase == "end_discard":
        return TEXT.tr(locale, "{seat} ends the turn: may discard cards, then draws", seat=who)
    return TEXT.tr(locale, "{seat} to play", seat=who)


def mid_scores(public: Mapping[str, Any], names: Mapping[str, str], locale: str) -> str:
    """ "Ada 34 MG · Bram 41 MG" in table order, each player's entry kept on one line (no-break spaces)."""
    scores = public.get("scores", {})
    return " · ".join(
        TEXT.tr(locale, "{player} {score} MG", player=names[s], score=scores.get(s, 0)).replace(" ", "\u00a0")
        for s in public.get("seats", [])
    )


def planet_picker(public: Mapping[str, Any]) -> str | None:
    """Who picks the start planet (§3.6): the chooser, unless the chooser chose to start first."""
    first = public.get("first")
    if first:
        return opponent(public, str(first)) if public.get("chooser") == first else str(public.get("chooser"))
    return None


def opponent(public: Mapping[str, Any], seat: str) -> str:
    others = [s for s in public.get("seats", []) if s != seat]
    return str(others[0]) if others else seat


_OTHER_REASONS: dict[str, Callable[[str], str]] = {
    "resigned": lambda locale: TEXT.tr(locale, "a player resigned"),
    "timeout": lambda locale: TEXT.tr(locale, "a player missed too many deadlines"),
    "draw_agreed": lambda locale: TEXT.tr(locale, "the players agreed to a draw"),
}


def end_words(reason: str, locale: str) -> str:
    other = _OTHER_REASONS.get(reason)
    return other(locale) if other else reason_text(reason, locale)


def result_words(result: Mapping[str, Any], names: Mapping[str, str], locale: str) -> str:
    ranking = result.get("ranking", [])
    scores = result.get("scores", {})
    reason = end_words(str(result.get("reason", "")), locale)
    order = [s for group in ranking for s in group]
    first = scores.get(order[0], 0) if order else 0
    second = scores.get(order[1], 0) if len(order) > 1 else 0
    if ranking and len(ranking[0]) == 1:
        winner = names[ranking[0][0]]
        if len(ranking) > 1 and first == second:
            return TEXT.tr(
                locale,
                "Game over: {seat} wins {first} to {second} ({reason}; more technologies break the tie)",
                seat=winner,
                first=first,
                second=second,
                reason=reason,
            )
        return TEXT.tr(
            locale,
            "Game over: {seat} wins {first} to {second} ({reason})",
            seat=winner,
            first=first,
            second=second,
            reason=reason,
        )
    if first == second and str(result.get("reason", "")) not in _OTHER_REASONS:
        # the engine's draw: equal points and equal technologies, the tie-break (§6) decided nothing
        return TEXT.tr(
            locale,
            "Game over: a draw at {first} to {second} ({reason}; the technologies are equal too)",
            first=first,
            second=second,
            reason=reason,
        )
    return TEXT.tr(
        locale, "Game over: a draw at {first} to {second} ({reason})", first=first, second=second, reason=reason
    )


def setup_hint(phase: str, locale: str) -> str:
    if phase == "setup_choice":
        return TEXT.tr(
            locale,
            "Start first: the other player picks the start planet. Choose the planet: the other player starts.",
        )
    if phase == "setup_planet":
        return TEXT.tr(locale, "Both ships start on the surface of the chosen planet.")
    return ""


def final_words(public: Mapping[str, Any], names: Mapping[str, str], locale: str) -> str:
    """Final scores with the tie-break count (technologies), in table order."""
    players = public.get("players", {})
    parts = [
        TEXT.ntr(
            locale,
            "{player} {score} MG with {count} technology",
            "{player} {score} MG with {count} technologies",
            int(players[s].get("technologies", 0)),
            player=names[s],
            score=players[s].get("score", 0),
        )
        for s in public.get("seats", [])
        if s in players
    ]
    return TEXT.tr(locale, "Final: {scores}", scores=", ".join(parts))


def pending_words(public: Mapping[str, Any], names: Mapping[str, str], locale: str) -> str:
    pending = public.get("pending")
    if not pending:
        return ""
    return play_words(names[str(pending.get("by"))], str(pending.get("card", "")), pending.get("params") or {}, locale)


def either(options: Sequence[str], locale: str) -> str:
    """ "A, B or C" in `locale`."""
    if len(options) < 2:
        return "".join(options)
    return TEXT.tr(locale, "{some} or {last}", some=", ".join(options[:-1]), last=options[-1])


def pair_choice_words(public: Mapping[str, Any], locale: str) -> str:
    choice = public.get("pair_choice")
    if not choice:
        return ""
    goods = ", ".join(
        TEXT.tr(locale, "{planet} {value}", planet=planet_name(g["destination"], locale), value=g["value"])
        for g in choice.get("goods", [])
    )
    candidates = either([planet_name(c, locale) for c in choice.get("candidates", [])], locale)
    return TEXT.tr(
        locale,
        "Unloaded at {planet}, turned over: {goods}. One pair leaves the game: {candidates}",
        planet=planet_name(choice.get("planet", ""), locale),
        goods=goods,
        candidates=candidates,
    )


def container_words(player: Mapping[str, Any], locale: str) -> str:
    parts = []
    for container in player.get("containers", []):
        label = container_label(int(container.get("index", 0)), locale)
        if container.get("destination"):
            parts.append(
                TEXT.tr(
                    locale,
                    "{container} for {planet} {values}",
                    container=label,
                    planet=planet_name(container["destination"], locale),
                    values=values_words(container.get("values", [])),
                )
            )
        else:
            parts.append(TEXT.tr(locale, "{container} empty", container=label))
    return ", ".join(parts) if parts else TEXT.tr(locale, "none")


def goods_words(planet: Mapping[str, Any], locale: str) -> str:
    name = planet_name(planet.get("id", ""), locale)
    stacks = planet.get("stacks", [])
    if not stacks:
        return TEXT.tr(locale, "{planet}: none", planet=name)
    inner = ", ".join(
        TEXT.tr(
            locale,
            "{planet} {value}",
            planet=planet_name(s["destination"], locale),
            value=values_words(s.get("values", [])),
        )
        for s in stacks
    )
    return TEXT.tr(locale, "{planet}: {goods}", planet=name, goods=inner)


def board_alt(view: Mapping[str, Any], names: Mapping[str, str] | None = None, locale: str = "en") -> str:
    return join_alt(*board_sentences(view, names, locale))


def board_sentences(
    view: Mapping[str, Any], names: Mapping[str, str] | None = None, locale: str = "en"
) -> tuple[list[str], list[str]]:
    """The board in sentences: those the alt text always keeps, then those it keeps while they fit."""
    names = seat_names(names, locale)
    public = view["public"]
    seats = list(public.get("seats", []))
    players = public.get("players", {})
    scores = public.get("scores", {})
    scored = ", ".join(
        TEXT.tr(locale, "{player} {score} MG", player=seat_words(s, public, names, locale), score=scores.get(s, 0))
        for s in seats
    )
    essential = [
        TEXT.tr(locale, "Kosmische Hanse board, move {number}.", number=view.get("seq", 0)),
        TEXT.tr(locale, "Scores (70 MG wins): {scores}.", scores=scored),
        status_line(public, names, locale) + ".",
    ]
    items = turn_items(public.get("turn"), locale)
    if items and not public.get("result"):
        essential.append(
            TEXT.tr(locale, "Turn of {seat}: {items}.", seat=names[str(public.get("active"))], items="; ".join(items))
        )
    if public.get("result"):
        essential.append(final_words(public, names, locale) + ".")
    if public.get("pending"):
        essential.append(pending_words(public, names, locale) + ".")
    if public.get("pair_choice"):
        essential.append(pair_choice_words(public, locale) + ".")
    ships = "; ".join(
        TEXT.tr(locale, "{player} {where}", player=names[s], where=position_words(players[s].get("position"), locale))
        for s in seats
        if s in players
    )
    essential.append(TEXT.tr(locale, "Ships: {ships}.", ships=ships))
    containers = "; ".join(
        TEXT.tr(locale, "{player}: {containers}", player=names[s], containers=container_words(players[s], locale))
        for s in seats
        if s in players
    )
    essential.append(TEXT.tr(locale, "Containers: {containers}.", containers=containers))
    optional = []
    if public.get("last"):
        optional.append(last_move_words(public, names, locale) + ".")
    waiting = "; ".join(goods_words(p, locale) for p in public.get("planets", []))
    optional.append(TEXT.tr(locale, "Goods waiting: {goods}.", goods=waiting))
    removed = public.get("removed", {})
    optional.append(
        TEXT.tr(
            locale,
            "Goods cards left: {left}, removed: {removed}.",
            left=public.get("goods_left", 0),
            removed=removed.get("count", 0),
        )
    )
    return essential, optional
