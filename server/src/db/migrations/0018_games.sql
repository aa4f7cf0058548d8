CREATE TABLE "game_days" (
	"event_id" integer NOT NULL,
	"guest_id" integer NOT NULL,
	"day" text NOT NULL,
	"used" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "game_days_event_id_guest_id_day_pk" PRIMARY KEY("event_id","guest_id","day"),
	CONSTRAINT "game_days_used_check" CHECK (used >= 0)
);
--> statement-breakpoint
CREATE TABLE "game_plays" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "game_plays_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"event_id" integer NOT NULL,
	"guest_id" integer NOT NULL,
	"day" text NOT NULL,
	"outcome" jsonb NOT NULL,
	"points_per_attempt" integer NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "game_plays_status_check" CHECK (status IN ('open', 'done')),
	CONSTRAINT "game_plays_points_check" CHECK (points >= 0)
);
--> statement-breakpoint
CREATE TABLE "game_reward_claims" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "game_reward_claims_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"event_id" integer NOT NULL,
	"guest_id" integer NOT NULL,
	"option_code" text NOT NULL,
	"coins" integer NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "game_days" ADD CONSTRAINT "game_days_event_id_special_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "special_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_days" ADD CONSTRAINT "game_days_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "guests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_plays" ADD CONSTRAINT "game_plays_event_id_special_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "special_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_plays" ADD CONSTRAINT "game_plays_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "guests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_reward_claims" ADD CONSTRAINT "game_reward_claims_event_id_special_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "special_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_reward_claims" ADD CONSTRAINT "game_reward_claims_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "guests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "game_plays_guest_idx" ON "game_plays" USING btree ("event_id","guest_id");--> statement-breakpoint
CREATE UNIQUE INDEX "game_reward_claims_once_key" ON "game_reward_claims" USING btree ("event_id","guest_id","option_code");