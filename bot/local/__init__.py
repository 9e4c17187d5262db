"""The local table: play, simulate, render and verify games in a terminal, without Discord."""
