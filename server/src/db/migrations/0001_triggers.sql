-- Custom (drizzle-kit generate --custom): drizzle's schema has no way to declare a function, a trigger
-- or a row of data, so what the tables need beyond their columns, keys and checks is written here.

-- The wallet ledger is append-only (domains/wallet/schema.ts): a correction is a new row, never an edit.
CREATE FUNCTION wallet_ledger_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'wallet_ledger is append-only';
END
$$;
--> statement-breakpoint
CREATE TRIGGER wallet_ledger_no_change BEFORE UPDATE OR DELETE ON wallet_ledger
  FOR EACH ROW EXECUTE FUNCTION wallet_ledger_append_only();
--> statement-breakpoint

-- The one row of catalogue_changes (domains/actors/schema.ts), bumped by any change to the actors.
INSERT INTO catalogue_changes (id, version) VALUES (true, 0);
--> statement-breakpoint
CREATE FUNCTION bump_catalogue_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE catalogue_changes SET version = version + 1;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Once per statement, not per row: a seed of 10,000 actors bumps it once.
CREATE TRIGGER actors_bump_catalogue_version
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON actors
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();
