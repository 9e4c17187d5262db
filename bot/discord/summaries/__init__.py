"""Rules summaries per game (presentation data read by bot/discord/rules_text.py)."""
