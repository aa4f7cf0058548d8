import { withNewestGrant } from './grant';

describe('withNewestGrant', () => {
  it("puts the newest grant on a playlist's URL", () => {
    expect(withNewestGrant('http://localhost/media/tv/live/720p/live.m3u8?grant=old', '/media/tv/live/master.m3u8?grant=new')).toBe('http://localhost/media/tv/live/720p/live.m3u8?grant=new');
  });

  it('leaves a URL without a grant, or with the newest one, as it is', () => {
    expect(withNewestGrant('http://localhost/media/live/3/720p/12.ts', '/media/tv/live/master.m3u8?grant=new')).toBe('http://localhost/media/live/3/720p/12.ts');
    expect(withNewestGrant('/media/tv/live/master.m3u8?grant=new', '/media/tv/live/master.m3u8?grant=new')).toBe('/media/tv/live/master.m3u8?grant=new');
  });
});
