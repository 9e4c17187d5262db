"""The application: configuration, storage, the game service, the Discord adapter and the CLI."""
