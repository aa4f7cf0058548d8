CREATE TABLE "messenger_channels" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "messenger_channels_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"guest_id" integer NOT NULL,
	"actor_id" integer NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	"blocked" boolean DEFAULT false NOT NULL,
	"last_message_id" bigint,
	"last_message_at" timestamp with time zone,
	"last_read_message_id" bigint,
	"last_seen_message_id" bigint,
	"last_viewed_at" timestamp with time zone,
	"unread_count" integer DEFAULT 0 NOT NULL,
	"free_messages_left" integer DEFAULT 0 NOT NULL,
	"message_price" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "messenger_channels_guest_actor_key" UNIQUE("guest_id","actor_id"),
	CONSTRAINT "messenger_channels_unread_count_check" CHECK (unread_count >= 0),
	CONSTRAINT "messenger_channels_free_messages_left_check" CHECK (free_messages_left >= 0),
	CONSTRAINT "messenger_channels_message_price_check" CHECK (message_price >= 0)
);
--> statement-breakpoint
CREATE TABLE "messenger_bought_gifts" (
	"guest_id" integer NOT NULL,
	"gift_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "messenger_bought_gifts_pkey" PRIMARY KEY("guest_id","gift_id"),
	CONSTRAINT "messenger_bought_gifts_quantity_check" CHECK (quantity >= 0)
);
--> statement-breakpoint
CREATE TABLE "messenger_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"channel_id" integer NOT NULL,
	"guest_id" integer NOT NULL,
	"sender_type" varchar(8) NOT NULL,
	"message_type" varchar(24) NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"gifts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"toy_control_id" integer,
	"price" integer DEFAULT 0 NOT NULL,
	"client_id" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "messenger_messages_sender_type_check" CHECK (sender_type IN ('actor', 'guest', 'system')),
	CONSTRAINT "messenger_messages_price_check" CHECK (price >= 0)
);
--> statement-breakpoint
ALTER TABLE "messenger_channels" ADD CONSTRAINT "messenger_channels_guest_id_fkey" FOREIGN KEY ("guest_id") REFERENCES "guests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messenger_channels" ADD CONSTRAINT "messenger_channels_actor_id_fkey" FOREIGN KEY ("actor_id") REFERENCES "actors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messenger_bought_gifts" ADD CONSTRAINT "messenger_bought_gifts_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "guests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messenger_bought_gifts" ADD CONSTRAINT "messenger_bought_gifts_gift_id_chat_gifts_id_fk" FOREIGN KEY ("gift_id") REFERENCES "chat_gifts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messenger_messages" ADD CONSTRAINT "messenger_messages_channel_id_messenger_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "messenger_channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messenger_messages" ADD CONSTRAINT "messenger_messages_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "guests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "messenger_channels_guest_newest_idx" ON "messenger_channels" USING btree ("guest_id","last_message_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "messenger_messages_channel_idx" ON "messenger_messages" USING btree ("channel_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "messenger_messages_client_id_key" ON "messenger_messages" USING btree ("guest_id","client_id");