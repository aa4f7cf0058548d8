/** Spec 000 §4: the recommended flag of the video filter lives in the session config (sessionStorage). */
const KEY = 'vx.videoFilter.isRecommended';

export function readRecommended(storage: Pick<Storage, 'getItem'> = sessionStorage): boolean {
  try {
    return storage.getItem(KEY) === '1';
  } catch {
    // Storage refused (private mode, sandbox): the flag is simply off.
    return false;
  }
}

export function storeRecommended(value: boolean, storage: Pick<Storage, 'setItem' | 'removeItem'> = sessionStorage): void {
  try {
    if (value) storage.setItem(KEY, '1');
    else storage.removeItem(KEY);
  } catch {
    // As above: the flag then lasts only as long as the page.
  }
}
