"""The keys of the Hanse view (docs/games/hanse.md), checked by the rules tests and the renderer's tests."""

from __future__ import annotations

PUBLIC_KEYS = {
    "seats", "phase", "active", "chooser", "first", "start_planet", "scores", "players", "planets", "turn",
    "pending", "pair_choice", "removed", "goods_left", "last", "last_roll", "round_cap", "result",
}  # fmt: skip
PLAYER_KEYS = {
    "deck", "score", "position", "tableau", "containers", "hand_count", "deck_count", "discard", "turns_taken",
    "technologies",
}  # fmt: skip
TURN_KEYS = {
    "price", "planet_actions_left", "normal_flight_available", "interventions_played", "orbital_uses_left",
    "tunnel_passages", "flight", "start_window", "hyperjump_used",
}  # fmt: skip
