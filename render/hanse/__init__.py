"""Die Kosmische Hanse's pictures (docs/games/hanse.md): `RENDERER`, see renderer.py."""

from render.hanse.renderer import RENDERER

__all__ = ["RENDERER"]
