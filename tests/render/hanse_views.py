"""Hand-built Hanse views that follow docs/games/hanse.md exactly, for renderer tests.

Each builder returns a fresh dict (tests may change them). They cover every phase a board can show:
setup, a turn in the middle of a flight, a pending reaction, a pending pair choice, and a finished game.
"""

from __future__ import annotations

from typing import Any

SEATS = ["p1", "p2"]


def _planets(stacks: dict[str, list[tuple[str, list[int]]]]) -> list[dict[str, Any]]:
    order = ["coronis", "naginther", "vinau_ii", "taghellia", "talmazzar", "dakhit"]
    return [
        {
            "id": planet,
            "index": i + 1,
            "stacks": [{"destination": d, "values": sorted(v, reverse=True)} for d, v in stacks.get(planet, [])],
        }
        for i, planet in enumerate(order)
    ]


def _player(
    deck: str,
    score: int,
    position: str | None,
    tableau: list[str],
    containers: list[tuple[str | None, list[int]]],
    hand_count: int,
    deck_count: int,
    discard: list[str],
    turns_taken: int,
) -> dict[str, Any]:
    return {
        "deck": deck,
        "score": score,
        "position": position,
        "tableau": [{"id": f"{deck}:{kind}", "kind": kind.split("#")[0]} for kind in tableau],
        "containers": [
            {"index": i, "destination": d, "values": sorted(v, reverse=True)} for i, (d, v) in enumerate(containers)
        ],
        "hand_count": hand_count,
        "deck_count": deck_count,
        "discard": [{"id": f"{deck}:{kind}", "kind": kind.split("#")[0]} for kind in discard],
        "turns_taken": turns_taken,
        "technologies": len(tableau),
    }


START_STACKS: dict[str, list[tuple[str, list[int]]]] = {
    "coronis": [("naginther", [3, 2]), ("taghellia", [2]), ("dakhit", [3, 3])],
    "naginther": [("coronis", [3]), ("vinau_ii", [2, 2]), ("talmazzar", [3, 2])],
    "vinau_ii": [("coronis", [2]), ("naginther", [3]), ("taghellia", [3]), ("talmazzar", [2]), ("dakhit", [2])],
    "taghellia": [("coronis", [3, 2, 2]), ("dakhit", [3, 2])],
    "talmazzar": [("naginther", [2]), ("vinau_ii", [3, 3]), ("taghellia", [2, 2])],
    "dakhit": [("coronis", [2]), ("naginther", [3]), ("vinau_ii", [2]), ("taghellia", [3]), ("talmazzar", [3])],
}


def setup_view() -> dict[str, Any]:
    """setup_choice: nothing chosen yet, so the ships have no position (null, as the engine gives it), no turn."""
    players = {
        "p1": _player("jet", 0, None, ["startkarte"], [(None, [])], 5, 24, [], 0),
        "p2": _player("kugelraumer", 0, None, ["startkarte"], [(None, [])], 5, 24, [], 0),
    }
    return {
        "game": "hanse",
        "seq": 0,
        "acting": ["p2"],
        "over": False,
        "public": {
            "seats": SEATS,
            "phase": "setup_choice",
            "active": None,
            "chooser": "p2",
            "first": None,
            "start_planet": None,
            "scores": {"p1": 0, "p2": 0},
            "players": players,
            "planets": _planets(START_STACKS),
            "turn": None,
            "pending": None,
            "pair_choice": None,
            "removed": {"count": 0, "pairs": []},
            "goods_left": 30,
            "last": None,
            "last_roll": None,
            "round_cap": 60,
            "result": None,
        },
    }


def _turn(**changes: Any) -> dict[str, Any]:
    turn: dict[str, Any] = {
        "price": 3,
        "planet_actions_left": 1,
        "normal_flight_available": False,
        "interventions_played": 1,
        "orbital_uses_left": 1,
        "tunnel_passages": 1,
        "flight": {"energy": 4, "kind": "normal"},
        "start_window": False,
        "hyperjump_used": False,
    }
    turn.update(changes)
    return turn


def midgame_view() -> dict[str, Any]:
    """main, p1 mid-flight in the gap g3, p2 in the orbit of Naginther, three containers in use."""
    stacks = {k: list(v) for k, v in START_STACKS.items()}
    stacks["taghellia"] = [
        ("coronis", [3, 2, 2]),
        ("naginther", [2]),
        ("vinau_ii", [3, 3, 3, 2, 2, 2, 2]),
        ("dakhit", [3, 2]),
    ]
    stacks["coronis"] = []
    players = {
        "p1": _player(
            "jet",
            34,
            "g3",
            ["startkarte", "container#1", "fusionstriebwerk#1", "orbitalstation#2"],
            [("taghellia", [3, 2]), (None, [])],
            3,
            12,
            ["nachschub#1", "agent_einschleusen#2", "sonnentunnel_oeffnen#1"],
            9,
        ),
        "p2": _player(
            "kugelraumer",
            41,
            "o2",
            ["startkarte", "container#1", "container#2", "nachschub#2", "hypersprung_innen"],
            [("dakhit", [3, 3, 2]), ("coronis", [2]), ("talmazzar", [3])],
            5,
            9,
            ["passagier_dakhit"],
            9,
        ),
    }
    view = setup_view()
    view["seq"] = 187
    view["acting"] = ["p1"]
    view["public"].update(
        {
            "phase": "main",
            "active": "p1",
            "first": "p2",
            "start_planet": "vinau_ii",
            "scores": {"p1": 34, "p2": 41},
            "players": players,
            "planets": _planets(stacks),
            "turn": _turn(),
            "removed": {"count": 4, "pairs": [["naginther", "dakhit"], ["vinau_ii", "coronis"]]},
            "goods_left": 26,
            "last": {"seat": "p1", "action": {"type": "step", "to": "g3"}},
            "last_roll": {"seat": "p1", "dice": [1, 4], "fusion": 1, "energy": 6},
        }
    )
    return view


def reaction_view() -> dict[str, Any]:
    """reaction: p1 played Inner Loading for Naginther's Vinau II stack; p2 decides."""
    view = midgame_view()
    view["seq"] = 188
    view["acting"] = ["p2"]
    public = view["public"]
    public["phase"] = "reaction"
    public["pending"] = {
        "by": "p1",
        "card": "ladevorgang_innen",
        "params": {"planet": "naginther", "destination": "vinau_ii"},
    }
    public["turn"] = _turn(interventions_played=2)
    public["players"]["p1"]["discard"].append({"id": "jet:ladevorgang_innen", "kind": "ladevorgang_innen"})
    public["players"]["p1"]["hand_count"] = 2
    public["last"] = {
        "seat": "p1",
        "action": {"type": "play", "card": "ladevorgang_innen", "planet": "naginther", "destination": "vinau_ii"},
    }
    return view


def pair_choice_view() -> dict[str, Any]:
    """choose_pair: p2 unloaded at Dakhit and two destinations paired up."""
    view = midgame_view()
    view["seq"] = 240
    view["acting"] = ["p2"]
    public = view["public"]
    public["phase"] = "choose_pair"
    public["active"] = "p2"
    public["players"]["p2"]["position"] = "p6"
    public["players"]["p2"]["containers"][0] = {"index": 0, "destination": None, "values": []}
    public["players"]["p2"]["score"] = 49
    public["scores"] = {"p1": 34, "p2": 49}
    public["turn"] = _turn(planet_actions_left=1, interventions_played=0, flight=None, tunnel_passages=0, price=5)
    public["pair_choice"] = {
        "planet": "dakhit",
        "goods": [
            {"destination": "naginther", "value": 3},
            {"destination": "naginther", "value": 2},
            {"destination": "vinau_ii", "value": 3},
            {"destination": "vinau_ii", "value": 2},
        ],
        "candidates": ["naginther", "vinau_ii"],
    }
    public["last"] = {"seat": "p2", "action": {"type": "unload", "container": 0}}
    public["last_roll"] = None
    return view


def over_view() -> dict[str, Any]:
    """game_over: p2 reached 70."""
    view = midgame_view()
    view["seq"] = 301
    view["acting"] = []
    view["over"] = True
    public = view["public"]
    public["phase"] = "game_over"
    public["active"] = "p2"
    public["turn"] = None
    public["scores"] = {"p1": 52, "p2": 70}
    public["players"]["p1"]["score"] = 52
    public["players"]["p2"]["score"] = 70
    public["players"]["p2"]["position"] = "p1"
    public["last"] = {"seat": "p2", "action": {"type": "unload", "container": 1}}
    public["result"] = {"ranking": [["p2"], ["p1"]], "scores": {"p1": 52, "p2": 70}, "reason": "reached_70"}
    return view


HAND_P1 = [
    {"id": "jet:agent_einschleusen#1", "kind": "agent_einschleusen"},
    {"id": "jet:bordtransmitter_aktivieren#2", "kind": "bordtransmitter_aktivieren"},
    {"id": "jet:container#2", "kind": "container"},
    {"id": "jet:hypersprung_aussen", "kind": "hypersprung_aussen"},
    {"id": "jet:passagier_vinau_ii", "kind": "passagier_vinau_ii"},
]


def seat_view(view: dict[str, Any], seat: str, hand: list[dict[str, str]]) -> dict[str, Any]:
    """`view` as seen by `seat` holding `hand` (sorted by kind then id, as the engine does)."""
    seen = dict(view)
    seen["you"] = seat
    seen["private"] = {"hand": sorted(hand, key=lambda c: (c["kind"], c["id"]))}
    return seen


ALL_PUBLIC = {
    "setup": setup_view,
    "midgame": midgame_view,
    "reaction": reaction_view,
    "pair_choice": pair_choice_view,
    "over": over_view,
}
