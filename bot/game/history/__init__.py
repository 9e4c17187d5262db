"""The core's history layer: a game's log read back, as pure functions of the stored game, its seed and its log.

The notes in the log and their words (notes.py), the state rebuilt from seed and log (replay.py), the game turn by
turn (timelapse.py), luck (luck.py), the recap (recap.py), a server's statistics (stats.py), the catch-up digest
(digest.py) and the verification of a finished game (verify.py). Nothing here changes a game or holds the table: the
write side uses some of it (undo replays the log, a lobby commits to its seed, a move's fan-out carries digests),
the facade serves the rest (bot/game/views.py).

May import: bot.game.base, bot.game.clocks, bot.store and rules/.
"""
