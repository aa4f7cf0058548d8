import type { Domain } from '../types';
import { noteRoutes } from './rest';

/** A guest's private notes about actors (spec 001 §7.2 actor/getActorNoteById, actor/storeActorNote). */
export const notesDomain: Domain = { name: 'notes', rest: noteRoutes };
