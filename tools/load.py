"""Run a command on a machine made busy: CPU load beside it, started before it and stopped when it ends.

    python -m tools.load -- make test            # twice as many busy processes as the machine has cores
    python -m tools.load --workers 6 -- make test

The suite must pass however busy the machine is (tests wait for events, never for time: tests/waits.py); this is
how that is checked. Each busy process spins on the CPU until the command ends, and stops by itself after
`--seconds` in any case, so nothing is left running. At the end the load average and the command's wall time are
printed, and the command's exit status is returned.
"""

from __future__ import annotations

import argparse
import multiprocessing
import os
import subprocess
import sys
import time

CEILING = 3 * 3600.0
"""Seconds after which a busy process stops even if the command has not ended (a guard, not a limit on the command)."""


def spin(until: float) -> None:
    """Keep one core busy until `until` (time.monotonic) or until the parent is gone."""
    parent = os.getppid()
    while time.monotonic() < until:
        for _ in range(200_000):
            pass
        if os.getppid() != parent:
            return


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.load", description=__doc__.splitlines()[0])
    parser.add_argument("--workers", type=int, default=2 * (os.cpu_count() or 1), help="busy processes (2 x cores)")
    parser.add_argument("--seconds", type=float, default=CEILING, help="stop the load after this long in any case")
    parser.add_argument("command", nargs=argparse.REMAINDER, help="the command to run, after --")
    args = parser.parse_args(argv)
    command = args.command[1:] if args.command[:1] == ["--"] else args.command
    if not command:
        parser.error("name the command to run after --")
    if args.workers < 0 or args.seconds <= 0:
        parser.error("--workers must be 0 or more and --seconds more than 0")
    until = time.monotonic() + args.seconds
    context = multiprocessing.get_context("fork")
    busy = [context.Process(target=spin, args=(until,), daemon=True) for _ in range(args.workers)]
    for process in busy:
        process.start()
    started = time.monotonic()
    try:
        code = subprocess.call(command)
    except KeyboardInterrupt:
        code = 130
    finally:
        wall = time.monotonic() - started
        one, five, fifteen = os.getloadavg()
        for process in busy:
            process.terminate()
        for process in busy:
            process.join()
    print(
        f"load: {args.workers} busy processes beside `{' '.join(command)}`; it took {wall / 60:.1f} min and exited "
        f"{code}; load average at its end {one:.1f} / {five:.1f} / {fifteen:.1f} (1 / 5 / 15 min)",
        file=sys.stderr,
    )
    return code


if __name__ == "__main__":
    sys.exit(main())
