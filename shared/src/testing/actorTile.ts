import type { ActorTile } from '../protocol';

/** An actor tile as the lists answer it, for tests of any remote that draws actors. */
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
