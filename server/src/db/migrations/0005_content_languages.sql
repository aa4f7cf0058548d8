CREATE TABLE "chat_show_texts" (
	"show_id" integer NOT NULL,
	"language" char(2) NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"post_buy_info" text DEFAULT '' NOT NULL,
	CONSTRAINT "chat_show_texts_pkey" PRIMARY KEY("show_id","language"),
	CONSTRAINT "chat_show_texts_language_check" CHECK (language IN ('de', 'en', 'nl', 'es'))
);
--> statement-breakpoint
ALTER TABLE "actors" ADD COLUMN "seeded_pin_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_show_texts" ADD CONSTRAINT "chat_show_texts_show_id_fkey" FOREIGN KEY ("show_id") REFERENCES "chat_shows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "actors" ADD CONSTRAINT "actors_seeded_pin_count_check" CHECK (seeded_pin_count >= 0);