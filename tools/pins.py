"""The digests of a game's pinned playouts (rules/pinning.py), as the code in this checkout gives them.

    python -m tools.pins cosmic                         # every case: a PINNED literal to paste into the test
    python -m tools.pins cosmic --case 3p-w2b-seed12    # one case (the option repeats)
    python -m tools.pins cosmic --trace-out old.json    # also write each step's digests per part
    python -m tools.pins cosmic --against old.json      # the first step at which each part differs from old.json

A game's cases and pinned values live in its test, tests/rules/<game>/test_pinned_games.py (`CASES`, `PINNED`);
re-pin only when a change of behaviour is intended, and say why in the commit message. To find where a pin broke,
write the traces with the last good commit (a worktree of it, first on PYTHONPATH) and compare them here with
`--against`. The first line printed (on stderr) names the folder the rules were imported from, and each case says
on stderr whether it still matches the test's pinned values.
"""

from __future__ import annotations

import argparse
import importlib
import json
import sys
import time
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

import rules
from rules.contract import Game
from rules.pinning import PinCase, PinnedValues, changed_parts, first_changes, pin_case, pinned_values
from rules.registry import registry


def pinned_module(game_id: str) -> Any:
    """The test module that holds the game's CASES and PINNED."""
    return importlib.import_module(f"tests.rules.{game_id}.test_pinned_games")


def literal(values: Mapping[str, PinnedValues]) -> str:
    """The PINNED dict literal of a test, as ruff formats it."""
    lines = ["PINNED: dict[str, PinnedValues] = {"]
    for name, pinned in values.items():
        lines.append(f"    {json.dumps(name)}: {{")
        lines.extend(f"        {json.dumps(key)}: {json.dumps(value)}," for key, value in pinned.items())
        lines.append("    },")
    lines.append("}")
    return "\n".join(lines)


def run(
    game: Game,
    cases: Sequence[PinCase],
    pinned: Mapping[str, PinnedValues],
    trace: bool,
    against: Mapping[str, list[dict[str, str]]] | None,
) -> tuple[dict[str, PinnedValues], dict[str, list[dict[str, str]]], bool]:
    """Each case's pinned values and trace (when asked for), and whether all match the test's; notes on stderr."""
    values: dict[str, PinnedValues] = {}
    traces: dict[str, list[dict[str, str]]] = {}
    same = True
    for case in cases:
        started = time.perf_counter()
        found = pin_case(game, case, trace=trace)
        values[case.name] = pinned_values(found)
        ended = found.outcome or "budget spent"
        note = f"{case.name}: {found.steps} steps, {ended}, {time.perf_counter() - started:.2f} s"
        if case.name not in pinned:
            note += ", NOT PINNED"
            same = False
        else:
            changed = changed_parts(pinned[case.name], found)
            note += f", CHANGED: {', '.join(changed)}" if changed else ", as pinned"
            same = same and not changed
        if trace:
            traces[case.name] = list(found.trace)
        if against is not None and case.name in against:
            firsts = first_changes(against[case.name], found.trace)
            told = ", ".join(f"{part} at step {step}" for part, step in firsts.items())
            note += f"; against the trace: {told or 'no step differs'}"
        print(note, file=sys.stderr, flush=True)
    return values, traces, same


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.pins", description=__doc__.splitlines()[0])
    parser.add_argument("game", help="the game id (its cases: tests/rules/<game>/test_pinned_games.py)")
    parser.add_argument("--case", action="append", default=[], help="only this case (by name); may repeat")
    parser.add_argument("--trace-out", type=Path, help="write each step's digests per part to this JSON file")
    parser.add_argument("--against", type=Path, help="a trace file written earlier: say where each part first differs")
    args = parser.parse_args(argv)
    print(f"rules imported from {Path(rules.__file__).parent.parent}", file=sys.stderr)
    game = registry.get(args.game)
    module = pinned_module(args.game)
    cases: tuple[PinCase, ...] = module.CASES
    unknown = set(args.case) - {case.name for case in cases}
    if unknown:
        parser.error(f"no such case: {', '.join(sorted(unknown))}; the cases: {', '.join(c.name for c in cases)}")
    chosen = [case for case in cases if not args.case or case.name in args.case]
    against = json.loads(args.against.read_text(encoding="utf-8")) if args.against else None
    values, traces, same = run(game, chosen, module.PINNED, args.trace_out is not None or against is not None, against)
    if args.trace_out is not None:
        args.trace_out.write_text(json.dumps(traces), encoding="utf-8")
    print(literal(values))
    return 0 if same else 1


if __name__ == "__main__":
    sys.exit(main())
