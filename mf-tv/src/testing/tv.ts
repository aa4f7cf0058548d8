import type { TvLateNightShow, TvProgramItem, TvSeries, TvVideo, TvVideoDetail } from '@vx/shared';

/** Answers of the TV calls as the server gives them (server/docs/tv.md), for mf-tv's unit tests. */
const images = (name: string) => ({ w320: `/img/${name}-320.jpg`, w640: `/img/${name}-640.jpg`, w1280: `/img/${name}-1280.jpg` });

export const series = (changes: Partial<TvSeries> = {}): TvSeries => ({
  id: 1,
  key: 'behind-the-scenes',
  title: 'Behind the Scenes',
  description: 'A look behind the cameras.',
  picture: images('series-1'),
  host: { id: 11, name: 'Lena' },
  episodeCount: 31,
  ...changes,
});

export const episode = (id: number, changes: Partial<TvVideo> = {}): TvVideo => ({
  id,
  hashId: `hash${String(id).padStart(6, '0')}`,
  title: `Episode ${id}`,
  season: 1,
  episode: id,
  duration: 1500,
  ageRating: 16,
  releasedAt: '2026-11-01T20:00:00.000Z',
  previewThumbnails: images(`episode-${id}`),
  actor: { id: 11, name: 'Lena' },
  format: { key: 'behind-the-scenes', title: 'Behind the Scenes' },
  ...changes,
});

export const episodeDetail = (id: number, changes: Partial<TvVideoDetail> = {}): TvVideoDetail => ({
  ...episode(id),
  description: 'Lena shows the studio.',
  url: null,
  stream: {
    url: `/media/vod/${id}/master.m3u8?grant=p1`,
    thumbnails: `/media/vod/${id}/thumbnails.vtt?grant=p1`,
    isPreview: true,
    previewSeconds: 30,
    needsToken: false,
    expiresAt: 2_000_000_000,
    restriction: 'needAbo',
  },
  ...changes,
});

export const slot = (id: number, changes: Partial<TvProgramItem> = {}): TvProgramItem => ({
  id,
  title: `Behind the Scenes · Episode ${id}`,
  previewPicture: `/img/slot-${id}.jpg`,
  start: `2026-11-26T${String(15 + id).padStart(2, '0')}:00:00.000Z`,
  end: `2026-11-26T${String(16 + id).padStart(2, '0')}:00:00.000Z`,
  isLive: id === 1,
  actor: { id: 20 + id, name: `Actor${id}` },
  videoId: 100 + id,
  hashId: `slot${String(id).padStart(6, '0')}`,
  ...changes,
});

export const lateNight = (changes: Partial<TvLateNightShow> = {}): TvLateNightShow => ({
  id: 1,
  headline: 'Late Night with the girls',
  text: 'Every Friday night, live.',
  headlines: { de: 'Late Night mit den Girls', en: 'Late Night with the girls' },
  texts: { de: 'Jeden Freitagabend live.', en: 'Every Friday night, live.' },
  begin: '2026-11-27T22:00:00.000Z',
  end: '2026-11-28T01:00:00.000Z',
  isLive: false,
  actors: [
    { id: 31, name: 'Mia', online: true, avatar: images('mia') },
    { id: 32, name: 'Zoe', online: false, avatar: images('zoe') },
  ],
  ...changes,
});

export const plans = [
  { flow: 'vipabo', kind: 'vip', firstPrice: 9.99, price: 9.99, currency: 'EUR', trialDays: null },
  { flow: 'trialvipabo', kind: 'vip', firstPrice: 1.99, price: 9.99, currency: 'EUR', trialDays: 7 },
  { flow: 'vxtvabo', kind: 'tv', firstPrice: 14.99, price: 14.99, currency: 'EUR', trialDays: null },
] as const;

/** A fake REST `call` answering by path (the part before any query); unknown paths never answer. */
type Answer = unknown | ((options: { payload?: Record<string, unknown> }) => unknown);

export function restBy(answers: Record<string, Answer>) {
  return jest.fn((path: string, options: { payload?: Record<string, unknown> } = {}) => {
    const answer = answers[path];
    if (answer === undefined) return new Promise(() => undefined);
    const value = typeof answer === 'function' ? (answer as (o: typeof options) => unknown)(options) : answer;
    return value instanceof Error ? Promise.reject(value) : Promise.resolve(value);
  });
}
