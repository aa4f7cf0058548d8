CREATE TABLE "daily_bonus_days" (
	"day" date PRIMARY KEY NOT NULL,
	"offer" varchar(20) NOT NULL,
	"amount" integer NOT NULL,
	"quantity" smallint DEFAULT 1 NOT NULL,
	"price" integer NOT NULL,
	"require_vip" boolean DEFAULT false NOT NULL,
	"min_top_up" integer,
	"content_kind" varchar(5),
	"content_id" integer,
	"actor_id" integer,
	CONSTRAINT "daily_bonus_days_offer_check" CHECK (offer IN ('VipOneDay', 'video', 'photo_album', 'TopUpPercent', 'TopUpFlat', 'Merchandise', 'MessengerGift', 'VideoVoucher')),
	CONSTRAINT "daily_bonus_days_price_check" CHECK (price >= 0 AND amount > 0 AND quantity > 0),
	CONSTRAINT "daily_bonus_days_content_check" CHECK (content_kind IS NULL OR (content_kind IN ('video', 'album') AND content_id IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "daily_bonus_purchases" (
	"guest_id" integer NOT NULL,
	"day" date NOT NULL,
	"offer" varchar(20) NOT NULL,
	"price" integer NOT NULL,
	"purchased_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "daily_bonus_purchases_pkey" PRIMARY KEY("guest_id","day")
);
--> statement-breakpoint
ALTER TABLE "daily_bonus_purchases" ADD CONSTRAINT "daily_bonus_purchases_guest_id_fkey" FOREIGN KEY ("guest_id") REFERENCES "guests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_bonus_purchases" ADD CONSTRAINT "daily_bonus_purchases_day_fkey" FOREIGN KEY ("day") REFERENCES "daily_bonus_days"("day") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "daily_bonus_purchases_guest" ON "daily_bonus_purchases" USING btree ("guest_id","purchased_at");