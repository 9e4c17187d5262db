"""The 32 encounter cards as data (spec §5.3; two follow a fan transcription, thirty are [designed]).

A card is its question key (what the table sees while it is resolved: `enc01` and `enc02` share `q01`) and its
options in order (the first is the deadline default). An option has a precondition on the active player's hand and
its results, in order. Results are plain tuples, so that the resolution queue in the state stays JSON:

    ("fame", n)                       fame rings +n / -n
    ("take_any", n)  ("take", r, n)   cards from the bank: of a type chosen one by one / of type r
    ("pay_any", n)   ("pay", r, n)    cards to the bank: chosen one by one / of type r
    ("lose_random", n)                random cards from the hand to the open bank
    ("gain", t)      ("lose", t, f)   an add-on of type t ("" = the player's choice); f: what happens instead when
                                      there is none to lose ("" = nothing)
    ("freeze1",) ("freeze_all",) ("base", n) ("free_ship",) ("jump1",)
    ("duel", kind, who, k, win, lose) SPEED, COMBAT or RUN against L, R or R2 with +k; then the win or lose results
    ("if_freight", n, then, else)     by the active player's freight rings
    ("zahn", rule)                    Zahn der Zeit: every player concerned loses an add-on ("four_or_more", "most")
"""

from __future__ import annotations

from typing import Any

Result = tuple[Any, ...]
Option = tuple[str, tuple[Any, ...], tuple[Result, ...]]
"""(option id, precondition: () / ("cards", n) / ("res", r, n), results)."""
Card = tuple[str, tuple[Option, ...]]
"""(question key, options)."""


def duel(kind: str, who: str, k: int, win: tuple[Result, ...], lose: tuple[Result, ...]) -> Result:
    return ("duel", kind, who, k, win, lose)


def paying(k: int, results: tuple[Result, ...]) -> Option:
    """A number option "k cards": k cards chosen one by one go to the bank before the results."""
    return (str(k), ("cards", k) if k else (), (("pay_any", k), *results) if k else results)


NOTHING: tuple[Result, ...] = ()

CARDS: dict[str, Card] = {
    "enc01": (
        "q01",
        (
            ("no", (), NOTHING),
            ("yes", (), (duel("SPEED", "R2", 0, (("free_ship",),), (("lose", "", ""), ("freeze1",))),)),
        ),
    ),
    "enc02": (
        "q01",
        (
            ("no", (), (("fame", -1),)),
            ("yes", (), (duel("SPEED", "R", 0, (("gain", ""), ("fame", 1)), (("lose", "", ""), ("freeze1",))),)),
        ),
    ),
    "enc03": (
        "q03",
        (("no", (), NOTHING), ("yes", (), (duel("SPEED", "L", 0, (("take_any", 2), ("fame", 1)), (("freeze1",),)),))),
    ),
    "enc04": (
        "q04",
        (
            ("refuse", (), (duel("COMBAT", "L", 0, (("fame", 1),), (("lose", "drive", "freeze1"),)),)),
            ("pay", ("cards", 1), (("pay_any", 1),)),
        ),
    ),
    "enc05": (
        "q05",
        (
            ("refuse", (), (duel("COMBAT", "L", 1, (("fame", 1),), (("lose", "", ""), ("freeze1",))),)),
            ("pay", ("cards", 2), (("pay_any", 2),)),
        ),
    ),
    "enc06": (
        "q06",
        (
            ("refuse", (), (duel("COMBAT", "R", 2, (("fame", 1), ("take_any", 1)), (("pay_any", 2), ("fame", -1))),)),
            ("pay", ("cards", 3), (("pay_any", 3),)),
        ),
    ),
    "enc07": (
        "q07",
        (
            ("flee", (), (duel("RUN", "L", 2, NOTHING, (("lose_random", 2),)),)),
            ("fight", (), (duel("COMBAT", "L", 2, (("fame", 2),), (("lose", "", ""), ("freeze1",))),)),
        ),
    ),
    "enc08": (
        "q08",
        (
            ("no", (), NOTHING),
            ("yes", (), (duel("COMBAT", "R", 3, (("take_any", 3), ("fame", 1)), (("lose", "", ""),)),)),
        ),
    ),
    "enc09": (
        "q09",
        (
            ("surrender", (), (("lose_random", 1), ("freeze1",))),
            (
                "fight",
                (),
                (duel("COMBAT", "R2", 1, (("fame", 1), ("gain", "")), (("lose", "", ""), ("fame", -1), ("freeze1",))),),
            ),
        ),
    ),
    "enc10": (
        "q10",
        (
            ("hand_over", (), (("lose", "", ""),)),
            ("refuse", (), (duel("COMBAT", "L", 2, (("fame", 2),), (("lose", "", ""), ("lose", "", ""))),)),
        ),
    ),
    "enc11": (
        "q11",
        (("no", (), NOTHING), ("yes", ("cards", 2), (("pay_any", 2), duel("COMBAT", "L", 1, (("fame", 2),), NOTHING)))),
    ),
    "enc12": (
        "q12",
        (
            paying(0, (("fame", -1),)),
            paying(1, NOTHING),
            paying(2, (("fame", 1),)),
            paying(3, (("fame", 1), ("gain", ""))),
        ),
    ),
    "enc13": (
        "q13",
        (
            paying(0, NOTHING),
            paying(1, (("take_any", 2),)),
            paying(2, (("take_any", 3),)),
            paying(3, (("take_any", 3), ("fame", 1))),
        ),
    ),
    "enc14": (
        "q14",
        (
            paying(0, NOTHING),
            paying(1, NOTHING),
            paying(2, (("gain", "drive"),)),
            paying(3, (("gain", "drive"), ("fame", 1))),
        ),
    ),
    "enc15": ("q15", (("no", (), NOTHING), ("yes", ("cards", 2), (("pay_any", 2), ("take", "goods", 3))))),
    "enc16": ("q16", (paying(0, (("fame", 1),)), paying(1, NOTHING), paying(2, NOTHING), paying(3, (("fame", -1),)))),
    "enc17": (
        "q17",
        (("no", (), NOTHING), ("yes", (), (("if_freight", 2, (("take", "goods", 2), ("fame", 1)), (("fame", -1),)),))),
    ),
    "enc18": (
        "q18",
        (("no", (), NOTHING), ("yes", (), (duel("SPEED", "R", 0, (("fame", 1), ("take_any", 1)), (("freeze1",),)),))),
    ),
    "enc19": ("q19", (("no", (), NOTHING), ("yes", ("cards", 1), (("pay_any", 1), ("jump1",))))),
    "enc20": ("q20", (("no", (), (("fame", -1),)), ("yes", (), (("take", "food", 2), ("base", 1))))),
    "enc21": (
        "q21",
        (("no", (), NOTHING), ("yes", (), (duel("SPEED", "L", 0, (("fame", 1), ("base", 5)), (("fame", -1),)),))),
    ),
    "enc22": (
        "q22",
        (("no", (), NOTHING), ("yes", ("res", "fuel", 2), (("pay", "fuel", 2), ("gain", "drive"), ("fame", 1)))),
    ),
    "enc23": ("q23", (("no", (), NOTHING), ("yes", (), (duel("SPEED", "R2", 0, (("fame", 2),), (("fame", -1),)),)))),
    "enc24": (
        "q24",
        (paying(0, (("fame", -1),)), paying(1, NOTHING), paying(2, (("fame", 1),)), paying(3, (("fame", 2),))),
    ),
    "enc25": (
        "q25",
        (
            ("no", (), NOTHING),
            ("yes", (), (duel("SPEED", "R", 0, (("gain", ""),), (("lose", "freight_ring", "freeze1"),)),)),
        ),
    ),
    "enc26": (
        "q26",
        (
            paying(0, NOTHING),
            paying(1, NOTHING),
            paying(2, (("gain", "drive"),)),
            paying(3, (("gain", "drive"), ("gain", "gun"))),
        ),
    ),
    "enc27": (
        "q27",
        (
            ("no", (), (("freeze_all",),)),
            ("yes", (), (duel("SPEED", "L", 0, (("fame", 1),), (("lose", "drive", ""), ("freeze_all",))),)),
        ),
    ),
    "enc28": (
        "q28",
        (
            ("no", (), (("base", 1),)),
            ("yes", (), (duel("COMBAT", "R", 1, (("take", "ore", 2),), (("lose", "", ""),)),)),
        ),
    ),
    "enc29": ("q29", (("no", (), NOTHING), ("yes", (), (("jump1",),)))),
    "enc30": (
        "q30",
        (("no", (), NOTHING), ("yes", (), (duel("COMBAT", "R", 0, (("take_any", 2), ("gain", "")), (("freeze1",),)),))),
    ),
    "enc31": ("", (("", (), (("zahn", "four_or_more"),)),)),
    "enc32": ("", (("", (), (("zahn", "most"),)),)),
}
ENCOUNTERS: tuple[str, ...] = tuple(CARDS)
ZAHN = frozenset({"enc31", "enc32"})
FAMILIES: dict[str, str] = {
    **dict.fromkeys(("enc01", "enc02", "enc03"), "distress"),
    **{f"enc{n:02d}": "pirates" for n in range(4, 12)},
    **{f"enc{n:02d}": "merchants" for n in range(12, 18)},
    **{f"enc{n:02d}": "travellers" for n in range(18, 23)},
    **dict.fromkeys(("enc23", "enc24"), "council"),
    **dict.fromkeys(("enc25", "enc26"), "scientists"),
    **{f"enc{n:02d}": "phenomena" for n in range(27, 31)},
    **dict.fromkeys(("enc31", "enc32"), "zahn"),
}
