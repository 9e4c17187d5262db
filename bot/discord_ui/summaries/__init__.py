"""Rules summaries per game (presentation data read by bot/discord_ui/rules_text.py)."""
