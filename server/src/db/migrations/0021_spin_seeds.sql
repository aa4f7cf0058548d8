CREATE TABLE "spin_seeds" (
	"guest_id" integer PRIMARY KEY NOT NULL,
	"seed" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "spin_rewards" ADD COLUMN "server_seed" varchar(64);--> statement-breakpoint
ALTER TABLE "spin_rewards" ADD COLUMN "seed_commitment" varchar(64);--> statement-breakpoint
ALTER TABLE "spin_seeds" ADD CONSTRAINT "spin_seeds_guest_id_fkey" FOREIGN KEY ("guest_id") REFERENCES "guests"("id") ON DELETE cascade ON UPDATE no action;