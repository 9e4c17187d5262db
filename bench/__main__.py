"""Run every benchmark module (`bench/bench_*.py`, each with a `main() -> str`) and print its tables.

`python -m bench` runs them all; `python -m bench hanse_engine` runs `bench/bench_hanse_engine.py` only.
"""

from __future__ import annotations

import importlib
import pkgutil
import sys

import bench


def main(argv: list[str]) -> int:
    names = sorted(m.name for m in pkgutil.iter_modules(bench.__path__) if m.name.startswith("bench_"))
    if argv:
        wanted = {f"bench_{a.removeprefix('bench_')}" for a in argv}
        unknown = wanted - set(names)
        if unknown:
            print(f"Unknown benchmark(s): {', '.join(sorted(unknown))}. Known: {', '.join(names)}")
            return 2
        names = [n for n in names if n in wanted]
    for name in names:
        module = importlib.import_module(f"bench.{name}")
        print(module.main(), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
