import { GraphQLError } from 'graphql';
import { z } from 'zod';
import type { FeedMode } from '@vx/shared/protocol';
import type { FeedPostRow } from './schema';

/** Where a page ends: the last post's place in the order (pinned, then date or likes, then id). */
export interface FeedCursor {
  pinned: boolean;
  /** The publication time (ISO) for mode newest, the likes for mode popular. */
  key: string | number;
  id: number;
}

const cursorSchema = z.tuple([z.boolean(), z.union([z.iso.datetime(), z.number().int().min(0)]), z.number().int().min(1)]);

/** Opaque to the client: base64url of the sort key. */
export function encodeCursor(row: Pick<FeedPostRow, 'pinned' | 'publishedAt' | 'likes' | 'id'>, mode: FeedMode): string {
  const key = mode === 'popular' ? row.likes : row.publishedAt.toISOString();
  return Buffer.from(JSON.stringify([row.pinned, key, row.id])).toString('base64url');
}

/** The cursor of `after`; a cursor this service did not write (or of the other mode) is bad input. */
export function decodeCursor(after: string, mode: FeedMode): FeedCursor {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(after, 'base64url').toString('utf8'));
  } catch {
    parsed = null;
  }
  const result = cursorSchema.safeParse(parsed);
  const [pinned, key, id] = result.success ? result.data : [false, null, 0];
  if (!result.success || typeof key !== (mode === 'popular' ? 'number' : 'string')) {
    throw new GraphQLError('Invalid arguments: after is not a cursor of this feed', { extensions: { code: 'BAD_USER_INPUT' } });
  }
  return { pinned, key: key as string | number, id };
}
