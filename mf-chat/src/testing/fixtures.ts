import type { ActorTile } from '@vx/shared';

/** An actor tile with the fields the search UI reads. */
export function actorTile(id: number, changes: Partial<ActorTile> = {}): ActorTile {
  return {
    id,
    name: `Actor${id}`,
    isOnline: true,
    freeChat: false,
    avatar: { w320: `/a/${id}-320.jpg`, w640: `/a/${id}-640.jpg`, w1280: `/a/${id}-1280.jpg` },
    profile: { age: 25, threeWords: 'a b c', languages: ['de'], country: 'DE' },
    genderType: 'F',
    chatFeatures: { livePreview: false, hd: true, audio: false, dildocontrol: false },
    chatPrices: { videoChat: { value: 100, currency: 'VXC' } },
    isVoyeurChatAvailable: false,
    isTopAmateur: false,
    star: false,
    ...changes,
  };
}

export interface Deferred<T> {
  promise: Promise<T>;
  resolve: (value: T) => void;
  reject: (error: unknown) => void;
}

export function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}
