-- Each person's language (issue "every word a player reads"): `seen` is the locale Discord last reported for the
-- user (their client's language, remembered so that a DM sent later speaks it too); `chosen` is a language the
-- user picked themselves, which wins over it. NULL: not known / not chosen.
CREATE TABLE user_locales (
    user_id INTEGER PRIMARY KEY,
    seen    TEXT,
    chosen  TEXT
);
