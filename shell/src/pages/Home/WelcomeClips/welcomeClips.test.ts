import type { VxqlClient } from '@vx/shared';
import { loadWelcomeClips, WELCOME_CLIPS_QUERY } from './welcomeClips';

const CLIP = {
  id: 1,
  hls: '/media/vod/1/master.m3u8',
  preview: '/media/vod/1/poster.jpg',
  video: { quality: { p720: '/media/vod/1/720p.m3u8', p360: '/media/vod/1/360p.m3u8' } },
  model: { id: 10, name: 'Lena' },
};

describe('loadWelcomeClips', () => {
  it('asks the query service for five clips and parses the answer', async () => {
    const request = jest.fn(async (_document: string, _variables: unknown, schema: { parse: (value: unknown) => unknown }) =>
      schema.parse({ welcomeClipRotator: [CLIP] }),
    );
    await expect(loadWelcomeClips({ request } as unknown as VxqlClient)).resolves.toEqual([CLIP]);
    expect(request).toHaveBeenCalledWith(WELCOME_CLIPS_QUERY, { first: 5 }, expect.anything());
  });

  it('refuses an answer without the clip’s stream', async () => {
    const request = jest.fn(async (_document: string, _variables: unknown, schema: { parse: (value: unknown) => unknown }) =>
      schema.parse({ welcomeClipRotator: [{ ...CLIP, hls: undefined }] }),
    );
    await expect(loadWelcomeClips({ request } as unknown as VxqlClient)).rejects.toThrow();
  });
});
