CREATE TABLE "search_patterns" (
	"language" text NOT NULL,
	"pattern" text NOT NULL,
	"count" integer DEFAULT 1 NOT NULL,
	"last_searched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_patterns_pkey" PRIMARY KEY("language","pattern"),
	CONSTRAINT "search_patterns_language_check" CHECK (language IN ('de', 'en', 'nl', 'es')),
	CONSTRAINT "search_patterns_pattern_check" CHECK (length(pattern) BETWEEN 3 AND 100),
	CONSTRAINT "search_patterns_count_check" CHECK (count > 0)
);
--> statement-breakpoint
CREATE INDEX "search_patterns_prefix_idx" ON "search_patterns" USING btree ("language","pattern" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "actors_search_idx" ON "actors" USING gin ((setweight(to_tsvector('simple'::regconfig, "name"), 'A') || setweight(to_tsvector('english'::regconfig, "three_words"), 'B')));--> statement-breakpoint
CREATE INDEX "actors_name_trgm_idx" ON "actors" USING gin (lower("name") public.gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "blog_post_texts_search_idx" ON "blog_post_texts" USING gin ((setweight(to_tsvector((CASE "language" WHEN 'de' THEN 'german'::regconfig WHEN 'nl' THEN 'dutch'::regconfig WHEN 'es' THEN 'spanish'::regconfig ELSE 'english'::regconfig END), "title"), 'A') || setweight(to_tsvector((CASE "language" WHEN 'de' THEN 'german'::regconfig WHEN 'nl' THEN 'dutch'::regconfig WHEN 'es' THEN 'spanish'::regconfig ELSE 'english'::regconfig END), "sub_title"), 'B') || setweight(to_tsvector((CASE "language" WHEN 'de' THEN 'german'::regconfig WHEN 'nl' THEN 'dutch'::regconfig WHEN 'es' THEN 'spanish'::regconfig ELSE 'english'::regconfig END), "excerpt"), 'C')));--> statement-breakpoint
CREATE INDEX "videos_title_search_idx" ON "videos" USING gin (setweight(to_tsvector('english'::regconfig, "title"), 'A'));--> statement-breakpoint
CREATE INDEX "videos_title_trgm_idx" ON "videos" USING gin (lower("title") public.gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "videos_title_prefix_idx" ON "videos" USING btree ((lower("title") COLLATE "C"));