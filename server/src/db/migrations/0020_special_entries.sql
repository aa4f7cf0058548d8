CREATE TABLE "special_event_entries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "special_event_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"event_id" integer NOT NULL,
	"guest_id" integer NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"actor_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "special_event_winners" (
	"event_id" integer NOT NULL,
	"rank" integer NOT NULL,
	"guest_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "special_event_entries" ADD CONSTRAINT "special_event_entries_event_id_special_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "special_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "special_event_entries" ADD CONSTRAINT "special_event_entries_guest_id_fkey" FOREIGN KEY ("guest_id") REFERENCES "guests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "special_event_winners" ADD CONSTRAINT "special_event_winners_event_id_special_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "special_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "special_event_winners" ADD CONSTRAINT "special_event_winners_guest_id_fkey" FOREIGN KEY ("guest_id") REFERENCES "guests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "special_event_entries_once_key" ON "special_event_entries" USING btree ("event_id","guest_id","kind","key");--> statement-breakpoint
CREATE INDEX "special_event_entries_kind_idx" ON "special_event_entries" USING btree ("event_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "special_event_winners_rank_key" ON "special_event_winners" USING btree ("event_id","rank");