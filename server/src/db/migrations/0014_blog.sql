CREATE TABLE "blog_post_actors" (
	"post_id" integer NOT NULL,
	"actor_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "blog_post_actors_pkey" PRIMARY KEY("post_id","actor_id")
);
--> statement-breakpoint
CREATE TABLE "blog_post_categories" (
	"post_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	CONSTRAINT "blog_post_categories_pkey" PRIMARY KEY("post_id","category_id"),
	CONSTRAINT "blog_post_categories_category_check" CHECK (category_id IN (1, 38, 39, 40, 41, 43, 44, 45, 46))
);
--> statement-breakpoint
CREATE TABLE "blog_post_texts" (
	"post_id" integer NOT NULL,
	"language" text NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"sub_title" text NOT NULL,
	"excerpt" text NOT NULL,
	"body_html" text NOT NULL,
	CONSTRAINT "blog_post_texts_pkey" PRIMARY KEY("post_id","language"),
	CONSTRAINT "blog_post_texts_language_slug_key" UNIQUE("language","slug"),
	CONSTRAINT "blog_post_texts_language_check" CHECK (language IN ('de', 'en', 'nl', 'es')),
	CONSTRAINT "blog_post_texts_slug_check" CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$')
);
--> statement-breakpoint
CREATE TABLE "blog_posts" (
	"id" serial PRIMARY KEY NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"featured" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "blog_post_actors" ADD CONSTRAINT "blog_post_actors_post_id_fkey" FOREIGN KEY ("post_id") REFERENCES "blog_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_post_actors" ADD CONSTRAINT "blog_post_actors_actor_id_fkey" FOREIGN KEY ("actor_id") REFERENCES "actors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_post_categories" ADD CONSTRAINT "blog_post_categories_post_id_fkey" FOREIGN KEY ("post_id") REFERENCES "blog_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_post_texts" ADD CONSTRAINT "blog_post_texts_post_id_fkey" FOREIGN KEY ("post_id") REFERENCES "blog_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "blog_post_categories_category_idx" ON "blog_post_categories" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "blog_posts_published_idx" ON "blog_posts" USING btree ("published_at" DESC NULLS LAST,"id" DESC NULLS LAST);