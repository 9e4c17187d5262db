"""End-to-end tests: the real discord.py client against the loopback fake Discord in `tests/e2e/fake_discord`."""
