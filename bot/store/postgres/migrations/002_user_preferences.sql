-- Each person's notification preferences, as SQLite's migration 012 (bot/store/migrations/012_user_preferences.sql
-- explains the columns).
CREATE TABLE user_preferences (
    user_id    BIGINT PRIMARY KEY,
    time_zone  TEXT,
    quiet_from INTEGER,
    quiet_to   INTEGER,
    notify     TEXT NOT NULL DEFAULT 'turns',
    heads_up   INTEGER NOT NULL DEFAULT 0,
    held       DOUBLE PRECISION
);
