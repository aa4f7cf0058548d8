import * as z from 'zod/mini';
import { actorVideoTileSchema, guestMediaInfoSchema } from './cams';

/**
 * The video lists (spec 000 §2 Videos routes, §3 Video, Video star; spec 001 §7.2 sales/actor,
 * §7.4 videos filtered, tagSearch, most popular tags, videoStars). server/docs/videos.md, "Lists".
 */
const int = z.int();

/** A video of a list: the actor grid's tile plus the Video fields a list shows. */
export const videoListItemSchema = z.extend(actorVideoTileSchema, {
  ageRating: int,
  isVip30Offer: z.boolean(),
  camRecording: z.boolean(),
  guestInfo: guestMediaInfoSchema,
});

/** videos/filtered/{payload}: one page of a filtered list. */
export const videoListSchema = z.object({ items: z.array(videoListItemSchema), totalCount: int, page: int, pageSize: int });

export const videoTagSchema = z.object({ id: int, label: z.string() });
/** videos/tagSearch/{search} and videos/popularTags (the latter with videoCount). */
export const videoTagListSchema = z.object({ tags: z.array(z.extend(videoTagSchema, { videoCount: z.optional(int) })) });

/** Video star of spec 000 §3. */
export const videoStarSchema = z.object({
  actorId: int,
  actorName: z.string(),
  age: int,
  profileLink: z.string(),
  videoCount: int,
  newVideoCount: int,
  previewPicture: z.string(),
  avatarPicture: z.string(),
  online: z.boolean(),
  spokenLanguages: z.array(z.string()),
});
export const videoStarListSchema = z.object({ stars: z.array(videoStarSchema) });

/** sales/actor/{actorId}: the actor's videos on sale, the biggest discount first. */
export const actorSalesSchema = z.object({ actorId: int, videos: z.array(videoListItemSchema), totalCount: int });
