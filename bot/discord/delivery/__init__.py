"""Delivery: what reaches Discord after the core changed something. Board posts and the turn's log
(board.py), message contents (messages.py), turn notices by DM (dms.py), deadlines and reminders
(deadlines.py), a channel or thread per game (channels.py)."""
