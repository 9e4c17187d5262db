-- Standing orders, as SQLite's migration 013 (bot/store/migrations/013_standing_orders.sql explains the column).
ALTER TABLE games ADD COLUMN orders TEXT;
