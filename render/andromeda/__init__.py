"""Andromeda's pictures (docs/games/andromeda.md): `RENDERER`, see renderer.py."""

from render.andromeda.renderer import RENDERER

__all__ = ["RENDERER"]
