-- A counter of changes to the actors table, for caches of every server process: reading one row
-- tells a process whether any process (or a manual fix in SQL) changed an actor since it looked.

CREATE TABLE catalogue_changes (
  id       boolean PRIMARY KEY DEFAULT true CHECK (id),
  version  bigint NOT NULL DEFAULT 0
);
INSERT INTO catalogue_changes (id, version) VALUES (true, 0);

CREATE FUNCTION bump_catalogue_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE catalogue_changes SET version = version + 1;
  RETURN NULL;
END;
$$;

-- Once per statement, not per row: a seed of 10,000 actors bumps it once.
CREATE TRIGGER actors_bump_catalogue_version
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON actors
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();
