/**
 * The URL of a seeded actor's profile, found the way the end-to-end tests find one: the first
 * online actor from the internal REST call, then its name from the public profile call.
 */
export async function actorProfileUrl(baseUrl, secret, language = 'en') {
  const online = await fetch(new URL('/rest/v1/internal/actors/online?limit=1', baseUrl), { headers: { 'x-internal-secret': secret } });
  if (!online.ok) throw new Error(`online actors: HTTP ${online.status}`);
  const body = await online.json();
  const [actor] = Array.isArray(body) ? body : body.actors;
  if (!actor) throw new Error('no actor is online');
  const profile = await fetch(new URL(`/rest/v1/actor/getActorDataByIdOrName/${actor.id}`, baseUrl));
  if (!profile.ok) throw new Error(`actor ${actor.id}: HTTP ${profile.status}`);
  const { name } = await profile.json();
  return new URL(`/${language}/amateur/${name.toLowerCase()}/`, baseUrl).href;
}
