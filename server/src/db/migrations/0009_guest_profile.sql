CREATE TABLE "mediathek_archive" (
	"guest_id" integer NOT NULL,
	"kind" text NOT NULL,
	"media_id" integer NOT NULL,
	"archived_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mediathek_archive_pkey" PRIMARY KEY("guest_id","kind","media_id"),
	CONSTRAINT "mediathek_archive_kind_check" CHECK (kind IN ('video', 'album', 'post', 'image'))
);
--> statement-breakpoint
CREATE TABLE "email_changes" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"guest_id" integer NOT NULL,
	"email" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "guest_avatars" (
	"guest_id" integer PRIMARY KEY NOT NULL,
	"image" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "guest_settings" (
	"guest_id" integer PRIMARY KEY NOT NULL,
	"notifications" jsonb,
	"newsletters" integer DEFAULT 0 NOT NULL,
	"preferences" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"auto_recharge_enabled" boolean DEFAULT false NOT NULL,
	"auto_recharge_amount" integer,
	"auto_recharge_teaser_state" varchar(8) DEFAULT 'show' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guest_settings_newsletters_check" CHECK (newsletters >= 0 AND newsletters & ~3840 = 0),
	CONSTRAINT "guest_settings_auto_recharge_amount_check" CHECK (auto_recharge_amount > 0),
	CONSTRAINT "guest_settings_auto_recharge_teaser_state_check" CHECK (auto_recharge_teaser_state IN ('show', 'later', 'closed'))
);
--> statement-breakpoint
ALTER TABLE "mediathek_archive" ADD CONSTRAINT "mediathek_archive_guest_id_fkey" FOREIGN KEY ("guest_id") REFERENCES "guests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_changes" ADD CONSTRAINT "email_changes_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "guests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_avatars" ADD CONSTRAINT "guest_avatars_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "guests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_settings" ADD CONSTRAINT "guest_settings_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "guests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_changes_guest_id_idx" ON "email_changes" USING btree ("guest_id");