CREATE TABLE "bonus_model_rewards" (
	"guest_id" integer NOT NULL,
	"actor_id" integer NOT NULL,
	"day" date NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bonus_model_rewards_pkey" PRIMARY KEY("guest_id","actor_id","day")
);
--> statement-breakpoint
ALTER TABLE "bonus_model_rewards" ADD CONSTRAINT "bonus_model_rewards_guest_id_fkey" FOREIGN KEY ("guest_id") REFERENCES "guests"("id") ON DELETE cascade ON UPDATE no action;