"""The core's write side: everything that changes a game.

Moves (moves.py: apply, commit, the AI seats' replies; single.py: the only choice played for a seat; forfeit.py),
the move path of a player (play.py: act, act_index, act_request, the fan-out after a move, advance), the lobby
(lobby.py), undo and draw (consent.py), moderation (moderation.py), standing orders (orders.py), deadlines that fell
due (timeouts.py), players away (away.py) and the guild's and players' settings (settings.py, preferences.py).
The features (lobby, play, consent, moderation, orders, timeouts, away, settings, preferences) use moves but not
each other.

May import: every layer below it (bot.game.base, clocks, history, table), bot.store and rules/. Never the facade.
"""
