"""The core's clocks layer: time as the core sees it, without writing anything.

The clock the service runs on (clock.py, a manual one for tests), the deadline rules and their words (deadlines.py),
quiet hours and time zones (quiet.py) and who is away (absences.py, read from the store).

May import: bot.game.base, bot.store and rules/. The timers planned with a write are the table's (bot/game/table/),
the deadlines and absences acted on are the write side's (bot/game/write/timeouts.py, away.py).
"""
