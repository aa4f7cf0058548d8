CREATE TABLE "clash_challenges" (
	"id" integer PRIMARY KEY NOT NULL,
	"clash_id" integer NOT NULL,
	"name" text NOT NULL,
	"type" varchar(16) NOT NULL,
	"title" text NOT NULL,
	"sub_title" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"moderator_id" integer,
	"winner_admin" integer,
	"media" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "clash_events" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"theme_id" integer DEFAULT 1 NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "clash_team_members" (
	"team_id" integer NOT NULL,
	"actor_id" integer NOT NULL,
	CONSTRAINT "clash_team_members_pkey" PRIMARY KEY("team_id","actor_id")
);
--> statement-breakpoint
CREATE TABLE "clash_teams" (
	"id" integer PRIMARY KEY NOT NULL,
	"clash_id" integer NOT NULL,
	"name" text NOT NULL,
	"captain_id" integer NOT NULL,
	"points" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "clash_votes" (
	"guest_id" integer NOT NULL,
	"challenge_id" integer NOT NULL,
	"team_id" integer NOT NULL,
	CONSTRAINT "clash_votes_pkey" PRIMARY KEY("guest_id","challenge_id")
);
--> statement-breakpoint
CREATE TABLE "contest_entries" (
	"contest_id" integer NOT NULL,
	"media_id" integer NOT NULL,
	"media_type" varchar(8) NOT NULL,
	"album_id" integer,
	"actor_id" integer NOT NULL,
	"contest_sub" smallint DEFAULT 1 NOT NULL,
	"item_hash" varchar(16) NOT NULL,
	"title" text NOT NULL,
	"votes" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "contest_entries_pkey" PRIMARY KEY("contest_id","media_id"),
	CONSTRAINT "contest_entries_item_hash_key" UNIQUE("item_hash"),
	CONSTRAINT "contest_entries_media_type_check" CHECK (media_type IN ('video', 'album', 'picture')),
	CONSTRAINT "contest_entries_votes_check" CHECK (votes >= 0)
);
--> statement-breakpoint
CREATE TABLE "contest_guest_data" (
	"guest_id" integer NOT NULL,
	"contest_id" integer NOT NULL,
	"vote_count" smallint DEFAULT 0 NOT NULL,
	"hide_vote_limit_modal" boolean DEFAULT false NOT NULL,
	CONSTRAINT "contest_guest_data_pkey" PRIMARY KEY("guest_id","contest_id"),
	CONSTRAINT "contest_guest_data_vote_count_check" CHECK (vote_count BETWEEN 0 AND 5)
);
--> statement-breakpoint
CREATE TABLE "contest_votes" (
	"guest_id" integer NOT NULL,
	"contest_id" integer NOT NULL,
	"media_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contest_votes_pkey" PRIMARY KEY("guest_id","contest_id","media_id")
);
--> statement-breakpoint
CREATE TABLE "contests" (
	"id" integer PRIMARY KEY NOT NULL,
	"title" jsonb NOT NULL,
	"headline" jsonb NOT NULL,
	"text" jsonb NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"requires_avs" boolean DEFAULT false NOT NULL,
	"subs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "contests_window_check" CHECK (end_at > start_at)
);
--> statement-breakpoint
CREATE TABLE "voting_options" (
	"voting_id" integer NOT NULL,
	"key" varchar(32) NOT NULL,
	"label" jsonb NOT NULL,
	"position" smallint NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "voting_options_pkey" PRIMARY KEY("voting_id","key"),
	CONSTRAINT "voting_options_count_check" CHECK (count >= 0)
);
--> statement-breakpoint
CREATE TABLE "voting_votes" (
	"guest_id" integer NOT NULL,
	"voting_id" integer NOT NULL,
	"option_key" varchar(32) NOT NULL,
	CONSTRAINT "voting_votes_pkey" PRIMARY KEY("guest_id","voting_id")
);
--> statement-breakpoint
CREATE TABLE "votings" (
	"id" integer PRIMARY KEY NOT NULL,
	"contest_id" integer,
	"question" jsonb NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "clash_challenges" ADD CONSTRAINT "clash_challenges_moderator_id_actors_id_fk" FOREIGN KEY ("moderator_id") REFERENCES "actors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clash_challenges" ADD CONSTRAINT "clash_challenges_winner_admin_clash_teams_id_fk" FOREIGN KEY ("winner_admin") REFERENCES "clash_teams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clash_challenges" ADD CONSTRAINT "clash_challenges_clash_id_fkey" FOREIGN KEY ("clash_id") REFERENCES "clash_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clash_team_members" ADD CONSTRAINT "clash_team_members_team_id_fkey" FOREIGN KEY ("team_id") REFERENCES "clash_teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clash_team_members" ADD CONSTRAINT "clash_team_members_actor_id_fkey" FOREIGN KEY ("actor_id") REFERENCES "actors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clash_teams" ADD CONSTRAINT "clash_teams_clash_id_fkey" FOREIGN KEY ("clash_id") REFERENCES "clash_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clash_teams" ADD CONSTRAINT "clash_teams_captain_id_fkey" FOREIGN KEY ("captain_id") REFERENCES "actors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clash_votes" ADD CONSTRAINT "clash_votes_guest_id_fkey" FOREIGN KEY ("guest_id") REFERENCES "guests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clash_votes" ADD CONSTRAINT "clash_votes_challenge_id_fkey" FOREIGN KEY ("challenge_id") REFERENCES "clash_challenges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clash_votes" ADD CONSTRAINT "clash_votes_team_id_fkey" FOREIGN KEY ("team_id") REFERENCES "clash_teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_entries" ADD CONSTRAINT "contest_entries_contest_id_fkey" FOREIGN KEY ("contest_id") REFERENCES "contests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_entries" ADD CONSTRAINT "contest_entries_actor_id_fkey" FOREIGN KEY ("actor_id") REFERENCES "actors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_guest_data" ADD CONSTRAINT "contest_guest_data_guest_id_fkey" FOREIGN KEY ("guest_id") REFERENCES "guests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_guest_data" ADD CONSTRAINT "contest_guest_data_contest_id_fkey" FOREIGN KEY ("contest_id") REFERENCES "contests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_votes" ADD CONSTRAINT "contest_votes_guest_id_fkey" FOREIGN KEY ("guest_id") REFERENCES "guests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_votes" ADD CONSTRAINT "contest_votes_entry_fkey" FOREIGN KEY ("contest_id","media_id") REFERENCES "contest_entries"("contest_id","media_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voting_options" ADD CONSTRAINT "voting_options_voting_id_fkey" FOREIGN KEY ("voting_id") REFERENCES "votings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voting_votes" ADD CONSTRAINT "voting_votes_guest_id_fkey" FOREIGN KEY ("guest_id") REFERENCES "guests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voting_votes" ADD CONSTRAINT "voting_votes_option_fkey" FOREIGN KEY ("voting_id","option_key") REFERENCES "voting_options"("voting_id","key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "votings" ADD CONSTRAINT "votings_contest_id_contests_id_fk" FOREIGN KEY ("contest_id") REFERENCES "contests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "clash_votes_challenge_idx" ON "clash_votes" USING btree ("challenge_id","team_id");--> statement-breakpoint
CREATE INDEX "contest_entries_votes_idx" ON "contest_entries" USING btree ("contest_id","votes" DESC NULLS LAST,"media_id");--> statement-breakpoint
CREATE INDEX "contest_entries_actor_idx" ON "contest_entries" USING btree ("contest_id","actor_id");--> statement-breakpoint
CREATE INDEX "contests_end_idx" ON "contests" USING btree ("end_at");