"""What each seat sees (spec §7): the public view (the board, the cone, the piles' sizes, the cards face up, the window
and deal in progress, who must act) and a seat's private part (its hand, its face-down card, its declaration and
its draft in the making); `secrets` names the card ids each viewer may not see, and `result` ranks the seats (§6).
"""

from __future__ import annotations

from itertools import compress
from typing import Any

from rules.contract import Result
from rules.cosmic.aliens.grudge import GrudgeState
from rules.cosmic.aliens.miser import MiserState
from rules.cosmic.aliens.reincarnator import ReincarnatorState
from rules.cosmic.aliens.void import VoidState
from rules.cosmic.aliens.warrior import WarriorState
from rules.cosmic.outcome import BURIED, revealed_kind
from rules.cosmic.powers import HOME_BASES_FOR_POWER
from rules.cosmic.records import record
from rules.cosmic.reveal import face_up
from rules.cosmic.state import OVER, State, board_summary
from rules.cosmic.windows import Play


def _seat(state: State, seat: int) -> str | None:
    return state.seats[seat] if seat >= 0 else None


def _play(state: State, index: int, play: Play) -> dict[str, Any]:
    return {
        "item": index,
        "seat": state.seats[play.seat],
        "round": play.round,
        "kind": play.kind,
        "mode": play.mode or None,
        "names_item": play.item if play.item >= 0 and play.kind != "power" else None,
        "names_seat": _seat(state, play.seat_named),
        "names_seats": [state.seats[s] for s in play.seats],
    }


def _proposal(state: State, seat: int) -> dict[str, Any] | None:
    proposal = state.deal_open[seat] if state.deal_open else ()
    if not proposal:
        return None
    number, give_n, give_mode, get_n, get_mode, mine, yours = proposal
    return {
        "id": number,
        "by": state.seats[seat],
        "gives": give_n,
        "gives_mode": give_mode or None,
        "gets": get_n,
        "gets_mode": get_mode or None,
        "base_for_proposer": mine or None,
        "base_for_other": yours or None,
    }


def decision(state: State) -> str:
    """The kind of decision due now (the head task), "colour" during setup, "" once the game is over."""
    if state.phase == OVER:
        return ""
    if not state.tasks:
        return state.phase
    return state.tasks[0].kind


def _claim(state: State) -> dict[str, str] | None:
    """The claim Gambler's opponent is answering (public since the bluff was told): who claims which kind."""
    task = state.tasks[0] if state.tasks and state.phase != OVER else None
    if task is None or task.kind != "claim":
        return None
    return {"gambler": state.seats[task.n], "card": task.what}


def public_view(state: State, acting: tuple[str, ...]) -> dict[str, Any]:
    # asked for every seat after every step: the per-seat fields are read once, not once per player
    n = len(state.seats)
    seats = state.seats
    dealt = bool(state.planets)
    board = board_summary(state.ships) if dealt else None
    kept, invited, allies, selected, revealed = state.kept, state.invited, state.allies, state.selected, state.revealed
    set_aside, fan, used, zapped = state.set_aside, state.fan, state.used, state.zapped
    extra_powers, hoards = record(state, ReincarnatorState).extra_powers, record(state, MiserState).hoards
    removed, tokens = record(state, VoidState).removed, record(state, WarriorState).tokens
    grudges = record(state, GrudgeState).grudges
    face_down = state.face_down
    players = []
    for seat in range(n):
        home = board.home[seat] if board is not None and board.home else 0
        players.append(
            {
                "seat": seats[seat],
                "colour": state.colours[seat] or None,
                "power": (state.powers[seat] or None) if seat not in face_down else None,
                "power_face_down": seat in face_down,
                "extra_power": (extra_powers[seat] or None) if extra_powers else None,
                "choosing_power": bool(kept) and not kept[seat],
                # powers.active: three home bases and not zapped
                "power_active": dealt and home >= HOME_BASES_FOR_POWER and seat not in zapped,
                "home_bases": home,
                "foreign_bases": (board.foreign[seat] if board.foreign else 0) if board is not None else 0,
                "hand": len(state.hands[seat]),
                "hoard": len(hoards[seat]) if hoards else 0,
                "warp": state.warp[seat],
                "fan": [segment[seat] for segment in fan] if fan else [],
                "removed": removed[seat] if removed else 0,
                "cone_offense": state.cone_offense[seat],
                "cone_defense": state.cone_defense[seat],
                "invited": (invited[seat] or None) if invited else None,
                "ally": (allies[seat] or None) if allies else None,
                "has_selected": bool(selected and selected[seat]),
                "selected_face_up": _face_up(state, seat),
                "revealed": (revealed[seat] or revealed_kind(state, seat) or None) if revealed else None,
                "set_aside": (set_aside[seat] or None) if set_aside else None,
                "power_used": seat in used,
                "zapped": seat in zapped,
                "grudge_marked": seat in grudges,
                "warrior_tokens": tokens[seat] if tokens else 0,
            }
        )
    planets = [{"planet": p, "ships": ships.copy()} for p, ships in _planets(state)]
    return {
        "phase": state.phase,
        "decision": decision(state),
        "acting": list(acting),
        "players": players,
        "planets": planets,
        "offense": _seat(state, state.offense),
        "defense": _seat(state, state.defense),
        "target": state.target or None,
        "challenge": state.challenge_no,
        "turn": state.turns,
        "turn_limit": state.turn_limit,
        "cone_reversed": state.cone_reversed,
        "flags": [f for f in state.flags if not f.startswith(("filch_super:", "from:", BURIED))],
        "talon": len(state.talon),
        "discard": list(state.discard),
        "in_play": list(state.in_play),
        "in_play_by": {c: state.seats[s] for c, s in state.played_by if c in state.in_play},
        "destiny_deck": len(state.destiny),
        "destiny_discard": list(state.destiny_discard),
        "first_colour": state.first_colour or None,
        "fan_marker": state.fan_marker if state.warp_fan else None,
        "outcome": state.outcome or None,
        "claim": _claim(state),
        "window": _window(state),
        "deal": [p for s in range(n) if (p := _proposal(state, s)) is not None] if state.deal_open else [],
        "winners": [state.seats[s] for s in state.winners],
        "reason": state.reason or None,
        "scores": scores(state),
        "options": {
            "power_mode": state.power_mode,
            "beginner_flares": state.beginner_flares,
            "reverse_cone": state.reverse_cone,
            "warp_fan": state.warp_fan,
            "power_pool": state.power_pool,
        },
    }


def _planets(state: State) -> tuple[tuple[str, dict[str, int]], ...]:
    """Every planet's ships by seat name, the seats with none left out (compress keeps the counts that are not 0). The
    last board's are kept: a view is built for every seat after every step, mostly of a board no step changed (the
    same tuple, or an equal one); each view gets its own copies."""
    last = _LAST_PLANETS[0]
    if (last[0] is state.ships or last[0] == state.ships) and last[1] == state.seats and last[2] == state.planets:
        return last[3]  # the same board, or an equal one (a stored game decoded again)
    seats = state.seats
    found = tuple(
        (p, dict(compress(zip(seats, counts, strict=False), counts)))
        for p, counts in zip(state.planets, state.ships, strict=True)
    )
    _LAST_PLANETS[0] = (state.ships, state.seats, state.planets, found)
    return found


_LAST_PLANETS: list[tuple[object, object, object, tuple[tuple[str, dict[str, int]], ...]]] = [(None, None, None, ())]


def _face_up(state: State, seat: int) -> str | None:
    """A selected card turned face up before the reveal (Oracle's opponent's, §7) is everyone's to see."""
    card = state.selected[seat] if state.selected else ""
    return card if card and face_up(state, seat) else None


def _window(state: State) -> dict[str, Any] | None:
    if not state.window:
        return None
    return {
        "name": state.window,
        "stage": state.w_stage,
        "round": state.w_round,
        "solo": _seat(state, state.w_solo),
        "waiting": [state.seats[s] for s in state.w_waiting],
        "plays": [_play(state, i, p) for i, p in enumerate(state.w_items)],
    }


def private_view(state: State, seat: int) -> dict[str, Any]:
    draft = state.w_drafts[seat] if state.w_drafts else ()
    deal_draft = state.deal_drafts[seat] if state.deal_drafts else ()
    return {
        "hand": list(state.hands[seat]),
        "hoard": list(hoards[seat]) if (hoards := record(state, MiserState).hoards) else [],
        "selected": (state.selected[seat] or None) if state.selected else None,
        "declaring": _play(state, -1, draft) if isinstance(draft, Play) else None,
        "deal_draft": list(deal_draft) if deal_draft else None,
        "powers_offered": list(state.offered[seat]) if state.offered else None,
        "power_kept": (state.kept[seat] or None) if state.kept else None,
        "face_down_power": state.powers[seat] if seat in state.face_down else None,
    }


def secrets(state: State) -> dict[str | None, set[str]]:
    """Card ids by who alone may see them (the contract's `secrets`): each seat's hand, Miser's hoard and face-down
    selected card are its own (a selected card turned face up is everyone's); the talon and the destiny deck are
    nobody's (§7).
    With `choose_powers`, the powers dealt to a seat face down are its own until every seat has kept one; with
    `hidden_powers`, a seat's power is its own while it lies face down."""
    found: dict[str | None, set[str]] = {None: {*state.talon, *state.destiny}}
    hoards = record(state, MiserState).hoards
    for seat, name in enumerate(state.seats):
        own = set(state.hands[seat])
        if hoards:
            own.update(hoards[seat])
        if state.offered:
            own.update(state.offered[seat])
        if seat in state.face_down:
            own.add(state.powers[seat])
        if state.selected and state.selected[seat] and not face_up(state, seat):
            own.add(state.selected[seat])
        found[name] = own
    return found


def scores(state: State) -> dict[str, int]:
    if not state.planets:
        return {name: 0 for name in state.seats}
    return {name: state.foreign_base_count(seat) for seat, name in enumerate(state.seats)}


def ranking(state: State) -> Result:
    """§6: the winners first (together), then the others grouped by foreign bases, most first."""
    points = scores(state)
    winners = [state.seats[s] for s in state.winners]
    rest = [name for name in state.seats if name not in winners]
    groups: list[list[str]] = [winners] if winners else []
    for value in sorted({points[name] for name in rest}, reverse=True):
        groups.append([name for name in rest if points[name] == value])
    return Result(ranking=groups, scores=dict(points), reason=state.reason or "five_bases")
