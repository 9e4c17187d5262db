"""The powers, one module each (spec §5.5): every module of this package declares a `POWER`
(rules/cosmic/registry.py), and importing the package registers them all. Adding a power is adding a module here,
its words and its tests (docs/games/cosmic.md "Adding a power")."""

from __future__ import annotations

import importlib
import pkgutil

from rules.cosmic.registry import Power, register


def _load() -> tuple[Power, ...]:
    found: list[Power] = []
    for module in sorted(pkgutil.iter_modules(__path__), key=lambda m: m.name):
        power = getattr(importlib.import_module(f"{__name__}.{module.name}"), "POWER", None)
        if not isinstance(power, Power):
            raise TypeError(f"rules/cosmic/aliens/{module.name}.py declares no POWER")
        found.append(register(power))
    return tuple(found)


ALIENS: tuple[Power, ...] = _load()
"""The powers declared here, by module name."""
