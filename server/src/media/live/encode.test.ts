import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { avcCodecOf, encodeArgs, readRendition, runEncode } from './encode';
import { concatScript, planClip, renderClipImages, toneOf } from './frames';
import { CLIP, type RenditionSpec } from './settings';

const TINY: RenditionSpec = { name: '360p', width: 320, height: 180, maxrateKbps: 300 };

describe('a clip', () => {
  it('is planned the same way every time: her poses, one loop of frames, her own tone', () => {
    const plan = planClip({ id: 4, genderType: 'FM' });
    expect(planClip({ id: 4, genderType: 'FM' })).toEqual(plan);
    expect(plan.timeline.reduce((sum, beat) => sum + beat.frames, 0)).toBe(CLIP.fps * CLIP.segments);
    expect([...plan.poses.keys()]).toEqual(expect.arrayContaining(['calmp0.png', 'blinkp0.png', 'winkp0.png']));
    // It starts and ends on the same pose, so the wrap shows no jump.
    expect(plan.timeline[0].file).toBe(plan.timeline[plan.timeline.length - 1].file);
    expect(plan.toneHz).toBe(toneOf(4));
    expect(new Set(Array.from({ length: 400 }, (_, clip) => toneOf(clip + 1))).size).toBe(400);
    expect(concatScript([{ file: 'a.png', frames: 6 }, { file: 'b.png', frames: 3 }], 12)).toBe(
      "ffconcat version 1.0\nfile 'a.png'\nduration 0.500000\nfile 'b.png'\nduration 0.250000\nfile 'b.png'\n",
    );
  });

  it('keys every second and loops its motion: the filter periods divide the loop', () => {
    const args = encodeArgs({ imagesDir: '/in', outputDir: '/out', toneHz: 300 }).join(' ');
    expect(args).toContain(`-g ${CLIP.fps} -keyint_min ${CLIP.fps} -sc_threshold 0`);
    expect(args).toContain('-hls_time 1');
    expect(args).toContain(`sin(2*PI*t/${CLIP.segments})`);
    expect(args).toContain('sine=frequency=300:');
    expect(args.match(/-c:v libx264/g)).toHaveLength(2);
  });

  describe('encoded by the bundled ffmpeg (small)', () => {
    let dir: string;
    beforeAll(() => {
      dir = mkdtempSync(join(tmpdir(), 'live-encode-'));
    });
    afterAll(() => rmSync(dir, { recursive: true, force: true }));

    it('gives segments of one second, each starting with a keyframe, and what the playlists need', async () => {
      const plan = planClip({ id: 3, genderType: 'F' });
      await renderClipImages(plan, dir);
      await runEncode({ imagesDir: dir, outputDir: join(dir, 'out'), toneHz: plan.toneHz, renditions: [TINY] }).done;
      const rendition = await readRendition(join(dir, 'out'), TINY);
      expect(rendition.segments.map((segment) => segment.duration)).toEqual(Array(CLIP.segments).fill(1));
      expect(rendition.codecs).toMatch(/^avc1\.[0-9a-f]{6},mp4a\.40\.2$/);
      expect(rendition.bandwidth).toBeGreaterThanOrEqual(rendition.averageBandwidth);
      expect(rendition.averageBandwidth).toBeGreaterThan(10_000);
      for (const segment of rendition.segments) {
        const bytes = readFileSync(join(dir, 'out', '360p', segment.file));
        expect(bytes.length).toBe(segment.bytes);
        // MPEG-TS packets, and a sequence parameter set: a keyframe opens the segment.
        expect(bytes[0]).toBe(0x47);
        expect(avcCodecOf(bytes)).toBe(rendition.codecs.split(',')[0]);
      }
    });
  });
});
