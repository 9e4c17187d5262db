"""Words for the Hanse pictures: positions, goods, turn state and last move in English, and the alt text.

Everything here reads a view (docs/games/hanse.md) and nothing else, so it can only say what the view
says: goods appear as destination and shown values, never by id, and a hand only by its count.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from render.palette import SEAT_STYLES
from render.picture import join_alt
from rules.hanse.cards import DECK_NAMES, PLANET_BY_ID, PLANETS, card_name

PHASE_PROMPTS: dict[str, str] = {
    "setup_choice": "chooses: start first, or choose the start planet",
    "setup_planet": "chooses the start planet",
    "main": "to play",
    "agent_bonus": "takes the agent's bonus planet action or declines it",
    "reaction": "may allow or neutralise the intervention",
    "choose_pair": "chooses which pair of goods leaves the game",
    "end_discard": "ends the turn: may discard cards, then draws",
}

REASONS: dict[str, str] = {
    "reached_70": "reached 70 MG",
    "goods_exhausted": "the last goods left the game",
    "round_cap": "the round limit was reached",
    "resigned": "resignation",
    "timeout": "timeout",
    "draw_agreed": "draw agreed",
}

COLOUR_WORDS = ("orange", "sky blue", "green", "purple", "yellow", "vermillion")


def planet_name(planet_id: str) -> str:
    planet = PLANET_BY_ID.get(planet_id)
    return planet.name if planet else planet_id


def position_words(position: object) -> str:
    """`p3` -> "on Vinau II", `o1` -> "in orbit of Coronis", `g2` -> "between the orbits of Naginther and Vinau II".

    Before the start planet is chosen the engine gives no position (null): "not placed yet".
    """
    if not isinstance(position, str) or not position:
        return "not placed yet"
    kind, number = position[:1], position[1:]
    if not number.isdigit() or not 1 <= int(number) <= len(PLANETS):
        return f"at {position}"
    k = int(number)
    if kind == "p":
        return f"on {PLANETS[k - 1].name}"
    if kind == "o":
        return f"in orbit of {PLANETS[k - 1].name}"
    if kind == "g" and k < len(PLANETS):
        return f"between the orbits of {PLANETS[k - 1].name} and {PLANETS[k].name}"
    return f"at {position}"


def values_words(values: Sequence[int], sep: str = "+") -> str:
    return sep.join(str(v) for v in values)


def container_label(index: int) -> str:
    """People count containers from 1 (view index 0, the Start Card's, is "container 1"), as the engine's texts do."""
    return f"container {index + 1}"


def seat_name(seat: str, public: Mapping[str, Any], names: Mapping[str, str] | None = None) -> str:
    if names and seat in names:
        return names[seat]
    return seat


def seat_words(seat: str, public: Mapping[str, Any], names: Mapping[str, str] | None = None) -> str:
    """ "p1 (Jet, orange circle)": name, deck and the marker that stands for the seat on the board."""
    seats = list(public.get("seats", []))
    deck = public.get("players", {}).get(seat, {}).get("deck", "")
    parts = [DECK_NAMES.get(deck, deck)] if deck else []
    if seat in seats and seats.index(seat) < len(SEAT_STYLES):
        index = seats.index(seat)
        parts.append(f"{COLOUR_WORDS[index]} {SEAT_STYLES[index].shape}")
    label = seat_name(seat, public, names)
    return f"{label} ({', '.join(parts)})" if parts else label


def turn_items(turn: Mapping[str, Any] | None) -> list[str]:
    """What is left of the active player's turn, one short item each."""
    if not turn:
        return []
    items: list[str] = []
    flight = turn.get("flight")
    if flight:
        kind = "afterburner" if flight.get("kind") == "afterburner" else "normal"
        items.append(f"flight {flight.get('energy', 0)} energy ({kind})")
    else:
        items.append("no flight active")
    items.append("normal flight available" if turn.get("normal_flight_available") else "normal flight used")
    actions = int(turn.get("planet_actions_left", 0))
    items.append(f"{actions} planet action{'s' if actions != 1 else ''} left")
    left = max(0, 2 - int(turn.get("interventions_played", 0)))
    items.append(f"{left} intervention{'s' if left != 1 else ''} left")
    orbital = int(turn.get("orbital_uses_left", 0))
    if orbital:
        items.append(f"{orbital} orbital use{'s' if orbital != 1 else ''}")
    tunnels = int(turn.get("tunnel_passages", 0))
    if tunnels:
        items.append(f"{tunnels} tunnel passage{'s' if tunnels != 1 else ''}")
    items.append(f"price {turn.get('price', 0)} MG")
    if turn.get("start_window"):
        items.append("hyperjump window open")
    return items


def params_words(card: str, params: Mapping[str, Any]) -> str:
    if "planet" in params and "destination" in params:
        return f"the goods for {planet_name(str(params['destination']))} at {planet_name(str(params['planet']))}"
    if "own" in params and "other" in params:
        own, other = container_label(int(params["own"])), container_label(int(params["other"]))
        return f"swap own {own} with the opponent's {other}"
    return ""


def action_words(action: Mapping[str, Any]) -> str:
    """A short past-tense phrase for the last action ("stepped in orbit of Coronis")."""
    kind = action.get("type")
    if kind == "step":
        return f"flew one step, now {position_words(str(action.get('to', '')))}"
    if kind == "hyperjump":
        return "jumped to the orbit of " + ("Coronis" if action.get("direction") == "in" else "Dakhit")
    if kind == "roll":
        return "rolled for the normal flight"
    if kind == "end_flight":
        return "ended the flight"
    if kind == "load":
        return f"loaded the goods for {planet_name(str(action.get('destination', '')))}"
    if kind == "unload":
        return f"unloaded {container_label(int(action.get('container', 0)))}"
    if kind == "buy":
        return f"bought {card_name(str(action.get('card')))}" if action.get("card") else "bought a technology"
    if kind == "play":
        card = str(action.get("card", ""))
        params = {k: v for k, v in action.items() if k not in ("type", "card")}
        extra = params_words(card, params)
        return f"played {card_name(card)}" + (f" ({extra})" if extra else "")
    if kind == "end_turn":
        return "ended the turn"
    if kind == "decline_bonus":
        return "declined the agent's bonus"
    if kind == "allow":
        return "allowed the intervention"
    if kind == "neutralize":
        return "neutralised the intervention"
    if kind == "remove_pair":
        return f"removed the pair for {planet_name(str(action.get('destination', '')))}"
    if kind == "discard":
        return f"discarded {card_name(str(action.get('card')))}" if action.get("card") else "discarded a card"
    if kind == "finish_turn":
        return "finished the turn"
    if kind == "choose_role":
        return "chose to start first" if action.get("role") == "start_first" else "chose to pick the start planet"
    if kind == "choose_start_planet":
        return f"chose {planet_name(str(action.get('planet', '')))} as the start planet"
    return str(kind)


def status_line(public: Mapping[str, Any], names: Mapping[str, str] | None = None) -> str:
    """Who decides now and what, or the result."""
    result = public.get("result")
    if result:
        return result_words(result, public, names)
    phase = str(public.get("phase", ""))
    if phase == "reaction" and public.get("pending"):
        pending = public["pending"]
        return f"{seat_name(opponent(public, pending['by']), public, names)} {PHASE_PROMPTS['reaction']}"
    if phase.startswith("setup"):
        decider = public.get("chooser") if phase == "setup_choice" else planet_picker(public)
        who = seat_name(str(decider), public, names) if decider else "A player"
        return f"{who} {PHASE_PROMPTS.get(phase, phase)}"
    active = public.get("active")
    who = seat_name(str(active), public, names) if active else "Nobody"
    return f"{who} {PHASE_PROMPTS.get(phase, phase)}"


def planet_picker(public: Mapping[str, Any]) -> str | None:
    """Who picks the start planet (§3.6): the chooser, unless the chooser chose to start first."""
    first = public.get("first")
    if first:
        return opponent(public, str(first)) if public.get("chooser") == first else str(public.get("chooser"))
    return None


def opponent(public: Mapping[str, Any], seat: str) -> str:
    others = [s for s in public.get("seats", []) if s != seat]
    return str(others[0]) if others else seat


def result_words(result: Mapping[str, Any], public: Mapping[str, Any], names: Mapping[str, str] | None) -> str:
    ranking = result.get("ranking", [])
    scores = result.get("scores", {})
    reason = REASONS.get(str(result.get("reason", "")), str(result.get("reason", "")))
    score_text = " to ".join(str(scores.get(s, "?")) for group in ranking for s in group)
    if ranking and len(ranking[0]) == 1:
        tied = len(ranking) > 1 and scores.get(ranking[0][0]) == scores.get(ranking[1][0])
        how = f"{reason}; more technologies break the tie" if tied else reason
        return f"Game over: {seat_name(ranking[0][0], public, names)} wins {score_text} ({how})"
    return f"Game over: a draw at {score_text} ({reason})"


SETUP_HINTS: dict[str, str] = {
    "setup_choice": "Start first: the other player picks the start planet. Choose the planet: the other player starts.",
    "setup_planet": "Both ships start on the surface of the chosen planet.",
}


def final_words(public: Mapping[str, Any], names: Mapping[str, str] | None = None) -> str:
    """Final scores with the tie-break count (technologies), in table order."""
    players = public.get("players", {})
    parts = [
        f"{seat_name(s, public, names)} {players[s].get('score', 0)} MG"
        f" with {players[s].get('technologies', 0)} technologies"
        for s in public.get("seats", [])
        if s in players
    ]
    return "Final: " + ", ".join(parts)


def pending_words(public: Mapping[str, Any], names: Mapping[str, str] | None = None) -> str:
    pending = public.get("pending")
    if not pending:
        return ""
    card = str(pending.get("card", ""))
    extra = params_words(card, pending.get("params") or {})
    played = f"{seat_name(str(pending.get('by')), public, names)} played {card_name(card)}"
    return played + (f" ({extra})" if extra else "")


def pair_choice_words(public: Mapping[str, Any]) -> str:
    choice = public.get("pair_choice")
    if not choice:
        return ""
    goods = ", ".join(f"{planet_name(g['destination'])} {g['value']}" for g in choice.get("goods", []))
    candidates = " or ".join(planet_name(c) for c in choice.get("candidates", []))
    where = planet_name(choice.get("planet", ""))
    return f"Unloaded at {where}, flipped: {goods}. One pair leaves the game: {candidates}"


def container_words(player: Mapping[str, Any]) -> str:
    parts = []
    for container in player.get("containers", []):
        label = container_label(int(container.get("index", 0)))
        if container.get("destination"):
            parts.append(f"{label} {planet_name(container['destination'])} {values_words(container.get('values', []))}")
        else:
            parts.append(f"{label} empty")
    return ", ".join(parts) if parts else "none"


def goods_words(planet: Mapping[str, Any]) -> str:
    stacks = planet.get("stacks", [])
    if not stacks:
        return f"{planet_name(planet.get('id', ''))} none"
    inner = ", ".join(f"{planet_name(s['destination'])} {values_words(s.get('values', []))}" for s in stacks)
    return f"{planet_name(planet.get('id', ''))}: {inner}"


def board_alt(view: Mapping[str, Any], names: Mapping[str, str] | None = None) -> str:
    public = view["public"]
    seats = list(public.get("seats", []))
    players = public.get("players", {})
    scores = public.get("scores", {})
    essential = [
        f"Kosmische Hanse board, move {view.get('seq', 0)}.",
        "Scores: " + ", ".join(f"{seat_words(s, public, names)} {scores.get(s, 0)} MG" for s in seats) + " of 70.",
        status_line(public, names) + ".",
    ]
    items = turn_items(public.get("turn"))
    if items and not public.get("result"):
        essential.append(f"Turn of {seat_name(str(public.get('active')), public, names)}: " + "; ".join(items) + ".")
    if public.get("result"):
        essential.append(final_words(public, names) + ".")
    if public.get("pending"):
        essential.append(pending_words(public, names) + ".")
    if public.get("pair_choice"):
        essential.append(pair_choice_words(public) + ".")
    essential.append(
        "Ships: "
        + "; ".join(
            f"{seat_name(s, public, names)} {position_words(players[s].get('position'))}" for s in seats if s in players
        )
        + "."
    )
    essential.append(
        "Containers: "
        + "; ".join(f"{seat_name(s, public, names)} {container_words(players[s])}" for s in seats if s in players)
        + "."
    )
    last = public.get("last")
    optional = []
    if last:
        optional.append(
            f"Last move: {seat_name(str(last.get('seat')), public, names)} {action_words(last.get('action', {}))}."
        )
    optional.append("Goods waiting: " + "; ".join(goods_words(p) for p in public.get("planets", [])) + ".")
    removed = public.get("removed", {})
    optional.append(f"Goods left {public.get('goods_left', 0)}, removed {removed.get('count', 0)}.")
    return join_alt(essential, optional)
