"""Rules summaries per game (presentation data read by bot/discord/present/rules_text.py)."""
