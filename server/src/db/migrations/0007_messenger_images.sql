CREATE TABLE "messenger_images" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"channel_id" integer NOT NULL,
	"guest_id" integer NOT NULL,
	"sender_type" varchar(8) NOT NULL,
	"image" "bytea" NOT NULL,
	"thumbnail" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "messenger_images_sender_type_check" CHECK (sender_type IN ('actor', 'guest'))
);
--> statement-breakpoint
ALTER TABLE "messenger_messages" ADD COLUMN "image_id" bigint;--> statement-breakpoint
ALTER TABLE "messenger_images" ADD CONSTRAINT "messenger_images_channel_id_messenger_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "messenger_channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messenger_images" ADD CONSTRAINT "messenger_images_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "guests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "messenger_images_guest_idx" ON "messenger_images" USING btree ("guest_id");--> statement-breakpoint
ALTER TABLE "messenger_messages" ADD CONSTRAINT "messenger_messages_image_id_messenger_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "messenger_images"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "messenger_messages_image_id_key" ON "messenger_messages" USING btree ("image_id");