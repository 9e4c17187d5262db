"""The core's table layer: the stored game as one unit of writing.

The cache, the per-game lock, loading and the one-transaction writes (tables.py); the outbox row each write stores
with it, saying what must be told (outbox.py, migration 010); and the deadline and reminder timers a decision's
write plans (timers.py). A move, its outbox row and its timer plan commit together or not at all.

May import: bot.game.base, bot.game.clocks, bot.game.history, bot.store and rules/.
"""
