"""Starfarers of Catan pictures (render/registry.py lists the package once the game is offered)."""

from render.starfarers.renderer import RENDERER

__all__ = ["RENDERER"]
