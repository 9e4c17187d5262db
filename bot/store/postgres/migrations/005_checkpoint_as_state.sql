-- A checkpoint that is the game's current state is not stored twice. While `checkpoint_seq` is set and
-- `checkpoint_state` is NULL, the checkpoint's state is the `state` column itself; the write that next changes the
-- state alone copies it into `checkpoint_state` first (bot/store/postgres/store.py `_CHECKPOINT`). One move in
-- three of a Hanse game is a checkpoint: its state was sent, compressed and written to the WAL twice. Rows stored
-- before this migration all hold their checkpoint's text, or no checkpoint at all, and read the same. The version
-- bump keeps an earlier build, which would read such a NULL as "no state kept", away from this database.
COMMENT ON COLUMN games.checkpoint_state IS
    'The state right after move checkpoint_seq; NULL while checkpoint_seq is set: the state column itself.';
