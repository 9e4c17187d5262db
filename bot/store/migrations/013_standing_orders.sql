-- Standing orders (issue "Cosmic Encounter", §9.2 of its rules): what a player told the bot in advance to answer for
-- them in a game, read and written with the game's row so that a move still needs one read and one write.
--   orders: a JSON object, seat -> the kinds of prompt (the game's `standing_orders`) the bot answers for that
--           seat at once; NULL: none.
ALTER TABLE games ADD COLUMN orders TEXT;
