"""The Discord adapter: translates Discord input into calls of the core (bot/game) and delivers what they return.

No game logic lives here and no game is named here: every game is reached through the rules contract,
its views and its renderer (a game's rules summary is its own: `Game.rules_summary`).

Layers, each importing only those below it:
- client.py: the composition root (StarmailClient, setup_hook, command sync, background tasks, `run_bot`).
- commands/: the slash command groups and the persistent components; a handler parses, checks and calls one
  action.
- actions/: what a command or a click does: acknowledge, call the core once, answer, hand over to delivery.
- delivery/: board posts and the turn's log, message contents, turn notices by DM, deadlines and reminders,
  a channel or thread per game.
- present/: formatting, a player's private prompt, the lobby message, pictures, rules summaries, names, times.
- ports.py: the small interfaces the parts need of each other; ids.py (custom_id formats), permissions.py
  (who moderates), sync.py (the command fingerprint) are leaves every layer may use.

The decisions this adapter makes where the spec was silent are in docs/decisions/discord.md.
"""
