import type { SearchTypeState } from './types';

/** An actor went offline: online-only lists drop them (and the total), others mark them offline. */
export function actorWentOffline(state: SearchTypeState, actorId: number): SearchTypeState {
  if (!state.actors.some((actor) => actor.id === actorId)) return state;
  if (state.filters.onlineOnly) {
    return {
      ...state,
      actors: state.actors.filter((actor) => actor.id !== actorId),
      totalHits: Math.max(0, state.totalHits - 1),
    };
  }
  return { ...state, actors: state.actors.map((actor) => (actor.id === actorId ? { ...actor, isOnline: false } : actor)) };
}

/** An actor came online: a list that shows them marks them live. */
export function actorCameOnline(state: SearchTypeState, actorId: number): SearchTypeState {
  if (!state.actors.some((actor) => actor.id === actorId && !actor.isOnline)) return state;
  return { ...state, actors: state.actors.map((actor) => (actor.id === actorId ? { ...actor, isOnline: true } : actor)) };
}
