"""Starfarers of Catan pictures (docs/games/starfarers.md): `RENDERER`, see renderer.py."""

from render.starfarers.renderer import RENDERER

__all__ = ["RENDERER"]
