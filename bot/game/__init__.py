"""The transport-agnostic core: games, seats, moves, deadlines and their log; users are known by id only.

The `GameService` facade (service.py) is the public API; see docs/decisions/service.md.
"""
