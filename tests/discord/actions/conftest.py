"""The fake Discord (tests/e2e/conftest.py) and the adapter's parts wired over it (tests/discord/delivery/world.py)."""

from tests.discord.delivery.world import world
from tests.e2e.conftest import fake_discord, space_port

__all__ = ["fake_discord", "space_port", "world"]
