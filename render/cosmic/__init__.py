"""Cosmic Encounter pictures (spec §2.1 board layout): `RENDERER`, see renderer.py."""

from render.cosmic.renderer import RENDERER

__all__ = ["RENDERER"]
