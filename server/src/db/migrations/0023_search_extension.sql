-- Custom (drizzle-kit generate --custom): the global search's typo tolerance and completions use
-- pg_trgm (server/docs/search.md), which drizzle's schema cannot declare. It goes to the schema
-- public, whatever the search path: each test's own PostgreSQL schema (testing/postgres.ts) shares
-- the one extension of the database, and the queries and indexes name it public.*. PGlite loads it
-- in db/client.ts. Several test schemas may migrate at once: a concurrent creation loses quietly.
DO $$
BEGIN
  CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;
EXCEPTION WHEN unique_violation OR duplicate_object THEN
  NULL;
END
$$;
--> statement-breakpoint
-- The planner counts pg_trgm's operators as cheap as an equality, so it reads 100,000 titles with
-- them (2 s in PGlite) rather than the trigram index (0.1 s). Their real cost, once per database;
-- should a concurrent migration win the update, its value is the same.
DO $$
BEGIN
  IF (SELECT procost FROM pg_proc WHERE oid = 'public.word_similarity_op(text, text)'::regprocedure) < 100 THEN
    ALTER FUNCTION public.similarity_op(text, text) COST 100;
    ALTER FUNCTION public.word_similarity_op(text, text) COST 100;
  END IF;
EXCEPTION WHEN OTHERS THEN
  RAISE NOTICE 'pg_trgm operator costs left as they were: %', SQLERRM;
END
$$;
