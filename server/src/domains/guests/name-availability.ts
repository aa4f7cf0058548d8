import { remove as removeConfusables } from 'confusables';
import { inArray } from 'drizzle-orm';
import type { Executor } from '../../db/helpers';
import { actors, bareName } from '../actors/schema';
import { isNameTaken, nameTaken } from './service';

/**
 * Whether a guest name would pass for an actor's: the same letters in any case, with or without the
 * separators a name may hold, and in Latin letters for look-alikes from other scripts ("MADESSA",
 * "Mad_essa", "Mаdessa" with a Cyrillic а for the actor Madessa; "MivilaBerry" for "Mivila_Berry").
 * Compared without separators on both sides, through the expression index `actors_bare_name_idx`.
 */
export async function isActorName(db: Executor, name: string): Promise<boolean> {
  const lower = name.normalize('NFKC').toLowerCase();
  // Only the letters outside ASCII: the skeleton would turn a plain l into an I, which no actor name has.
  const latin = lower.replace(/[^\x00-\x7F]/g, (letter) => removeConfusables(letter).toLowerCase());
  const bare = (form: string) => form.replace(/[\s._-]/g, '');
  const rows = await db
    .select({ id: actors.id })
    .from(actors)
    .where(inArray(bareName(actors.name), [...new Set([bare(lower), bare(latin)])]))
    .limit(1);
  return rows.length > 0;
}

/** Whether a name is free for a guest: no other guest's look-alike and no actor's name. */
export async function isNameFree(db: Executor, name: string): Promise<boolean> {
  return !(await isActorName(db, name)) && !(await isNameTaken(db, name));
}

/**
 * Refuses an actor's name with the answer a taken name gets (409 name_taken): a guest must not pass
 * for an actor, and which of the two holds the name is nobody's business. Another guest's look-alike
 * is the unique name key's job (service.ts), which also holds when two requests race.
 */
export async function assertNotActorName(db: Executor, name: string): Promise<void> {
  if (await isActorName(db, name)) throw nameTaken();
}
