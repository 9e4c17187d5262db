"""The Discord adapter: translates Discord input into GameService calls and delivers what they return.

No game logic lives here and no game is named here: every game is reached through the rules contract,
its views and its renderer.
"""
