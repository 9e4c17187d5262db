"""The core's base layer: the records and the vocabulary every other layer uses.

What the service hands back (types.py: `Outcome`, `UserView`, `Refusal`, `Digest`, ...), the words a front end says
(phrases.py: `Sayable`, `phrase`, the rules' own words), a game's meta (meta.py), the game held in memory (live.py),
seats (seats.py), the checks and refusals shared by every call (checks.py, inputs.py), a move's outcome and a user's
view (outcomes.py), who is still waiting (standing.py), end reasons (reasons.py), typed requests (requests.py) and
the per-game locks (locks.py).

May import: only its own modules, bot.store's records (bot.store.base) and rules/. No other layer of bot/game.
"""
