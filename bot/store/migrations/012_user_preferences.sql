-- Each person's notification preferences (issue "a table people want to come back to"), kept per user so that they
-- hold in every server and travel with the database (`starmail db copy`).
--   time_zone:  an IANA zone name ("Europe/Berlin"); NULL: UTC.
--   quiet_from, quiet_to: quiet hours as minutes after local midnight (23:00-08:00 is 1380, 480); NULL: none.
--   notify:     how a turn reaches them: 'turns' (a DM each turn), 'reminders' (DMs only for reminders), 'none'
--               (the channel mention only).
--   heads_up:   1: a DM when the player before them starts their turn.
--   held:       when a turn notice or reminder was first held back by quiet hours (NULL: nothing held); the
--               morning summary clears it.
CREATE TABLE user_preferences (
    user_id    INTEGER PRIMARY KEY,
    time_zone  TEXT,
    quiet_from INTEGER,
    quiet_to   INTEGER,
    notify     TEXT NOT NULL DEFAULT 'turns',
    heads_up   INTEGER NOT NULL DEFAULT 0,
    held       REAL
);
