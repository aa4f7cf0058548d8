import type { ActorSeed } from './actors';
import { mixSeed, Rng } from './random';
import { mediaDescription, mediaTitle, TAG_LABELS } from './words';

/** A video as inserted: keys are the columns of the videos table, plus its tag ids. */
export interface VideoSeed {
  id: number;
  actor_id: number;
  title: string;
  description: string;
  duration: number;
  age_rating: number;
  vip: boolean;
  vip30_offer: boolean;
  free: boolean;
  classic: boolean;
  cam_recording: boolean;
  price: number;
  base_price: number;
  discount: number;
  likes: number;
  released_at: Date;
  tagIds: number[];
}

/** An album as inserted; its pictures are generated in SQL from pictureCount. */
export interface AlbumSeed {
  id: number;
  actor_id: number;
  title: string;
  description: string;
  type: 'image' | 'video';
  age_rating: number;
  free: boolean;
  vip_content: boolean;
  price: number;
  likes: number;
  dislikes: number;
  total_views: number;
  created_at: Date;
  pictureCount: number;
}

const DAY_MS = 86_400_000;
const CLASSIC_AGE_DAYS = 3 * 365;

/** A moment between registration and now, weighted towards the recent past. */
function releaseDate(rng: Rng, actor: ActorSeed, now: Date): Date {
  const span = now.getTime() - actor.registered_since.getTime();
  // Every tenth clip is from the last two weeks, so "new videos" always has something to show.
  if (rng.chance(0.1)) return new Date(now.getTime() - rng.int(0, Math.min(span, 14 * DAY_MS)));
  return new Date(actor.registered_since.getTime() + Math.sqrt(rng.next()) * span);
}

/** `perActor` overrides the drawn count; the draw still happens, so the default catalogue stays the same. */
export function generateVideos(seed: number, actor: ActorSeed, now: Date, firstId: number, perActor?: number): VideoSeed[] {
  const rng = new Rng(mixSeed(seed, 2, actor.id));
  const drawn = rng.int(3, 12);
  const count = perActor ?? drawn;
  const videos: VideoSeed[] = [];
  for (let i = 0; i < count; i++) {
    const title = mediaTitle(rng);
    const releasedAt = releaseDate(rng, actor, now);
    const free = rng.chance(0.1);
    const basePrice = free ? 0 : rng.int(2, 16) * 5;
    const discount = free ? 0 : rng.weighted([[0, 80], [10, 6], [20, 6], [30, 5], [50, 3]] as const);
    videos.push({
      id: firstId + i,
      actor_id: actor.id,
      title,
      description: mediaDescription(rng, title),
      duration: rng.int(45, 1_800),
      age_rating: rng.chance(0.3) ? 16 : 18,
      vip: !free && rng.chance(0.15),
      vip30_offer: !free && rng.chance(0.05),
      free,
      classic: now.getTime() - releasedAt.getTime() > CLASSIC_AGE_DAYS * DAY_MS,
      cam_recording: rng.chance(0.2),
      price: Math.round((basePrice * (100 - discount)) / 100),
      base_price: basePrice,
      discount,
      likes: Math.round(Math.pow(rng.next(), 2) * 2_000),
      released_at: releasedAt,
      // Tag ids follow TAG_LABELS order (tags are inserted with ids 1..n).
      tagIds: rng.sample(TAG_LABELS.map((_, index) => index + 1), rng.int(1, 4)).sort((a, b) => a - b),
    });
  }
  return videos;
}

export function generateAlbums(seed: number, actor: ActorSeed, now: Date, firstId: number): AlbumSeed[] {
  const rng = new Rng(mixSeed(seed, 3, actor.id));
  const count = rng.int(1, 4);
  const albums: AlbumSeed[] = [];
  for (let i = 0; i < count; i++) {
    const title = mediaTitle(rng);
    const free = rng.chance(0.15);
    const views = rng.int(20, 20_000);
    albums.push({
      id: firstId + i,
      actor_id: actor.id,
      title,
      description: mediaDescription(rng, title),
      type: rng.chance(0.1) ? 'video' : 'image',
      age_rating: rng.chance(0.3) ? 16 : 18,
      free,
      vip_content: !free && rng.chance(0.1),
      price: free ? 0 : rng.int(2, 12) * 5,
      likes: Math.round(views * rng.next() * 0.2),
      dislikes: Math.round(views * rng.next() * 0.01),
      total_views: views,
      created_at: releaseDate(rng, actor, now),
      pictureCount: rng.int(5, 20),
    });
  }
  return albums;
}
