ALTER TABLE "guest_benefits" ADD COLUMN "used_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "guest_benefits" ADD COLUMN "used_payment_id" uuid;--> statement-breakpoint
ALTER TABLE "guest_benefits" ADD COLUMN "used_coins" integer;--> statement-breakpoint
ALTER TABLE "guest_benefits" ADD CONSTRAINT "guest_benefits_used_payment_id_fkey" FOREIGN KEY ("used_payment_id") REFERENCES "payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_benefits" ADD CONSTRAINT "guest_benefits_used_check" CHECK ((used_at IS NULL AND used_payment_id IS NULL AND used_coins IS NULL) OR (used_at IS NOT NULL AND used_payment_id IS NOT NULL AND used_coins > 0));