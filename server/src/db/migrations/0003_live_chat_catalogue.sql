-- Custom (drizzle-kit generate --custom): rows of data, which drizzle's schema cannot declare. The small
-- catalogue of gifts (tips in a live chat, the messenger's gifts later) and toy commands of a toy-control
-- chat (domains/livechat/schema.ts). Prices are whole coins; images are served by the livechat domain.
INSERT INTO chat_gifts (id, name, price, image_url, active, vip, category_id) VALUES
  (1, 'Rose', 10, '/media/gift/1/image.svg', true, false, 1),
  (2, 'Heart', 20, '/media/gift/2/image.svg', true, false, 1),
  (3, 'Kiss', 30, '/media/gift/3/image.svg', true, false, 1),
  (4, 'Champagne', 50, '/media/gift/4/image.svg', true, false, 2),
  (5, 'Teddy bear', 80, '/media/gift/5/image.svg', true, false, 2),
  (6, 'Diamond', 150, '/media/gift/6/image.svg', true, false, 3),
  (7, 'Crown', 300, '/media/gift/7/image.svg', true, true, 3);
--> statement-breakpoint
INSERT INTO toy_controls (id, display_name, duration_seconds, random, price) VALUES
  (1, 'Gentle buzz', 5, false, 10),
  (2, 'Waves', 10, false, 20),
  (3, 'Pulse', 15, false, 30),
  (4, 'Surprise', 20, true, 40),
  (5, 'Full power', 30, false, 60);
