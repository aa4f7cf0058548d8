import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { renderAsync } from '@resvg/resvg-js';
import { mixSeed, Rng } from '../../seed/random';
import { backdrop, framing, placePerson } from '../art';
import { castOf, personSvg, type ActorLook, type Expression } from '../character';
import { CLIP } from './settings';

/**
 * The pictures a clip is made of: her backdrop once, and each distinct pose of her character once
 * (transparent, so ffmpeg can move it over the backdrop). The timeline says which pose shows for
 * how many frames; ffmpeg adds the continuous motion (bob and sway) itself, which costs far less
 * than drawing every frame.
 */

/** The frame the 720p rendition is drawn at; 360p is scaled from it. */
export const FRAME = { width: 1280, height: 720 } as const;
/** The character layer: narrower than the frame, so it can sway, and taller than what shows, so it can bob. */
export const LAYER = { width: 1000, height: 640 } as const;

type Mood = 'calm' | 'blink' | 'happy' | 'grin' | 'wink';

const MOODS: Record<Mood, Expression> = {
  calm: { eyes: 'own', mouth: 'calm', brows: 0 },
  blink: { eyes: 'closed', mouth: 'calm', brows: 0 },
  happy: { eyes: 'own', mouth: 'smile', brows: 0 },
  grin: { eyes: 'own', mouth: 'grin', brows: 3 },
  wink: { eyes: 'wink', mouth: 'smile', brows: 0 },
};

/** [mood, head tilt in degrees, frames]; the loop starts and ends calm and upright, so it wraps unseen. */
type Beat = readonly [Mood, number, number];

/** Six seconds at 12 fps: a blink, a smile with a slow head tilt, a grin, a wink, another blink. */
function beats(tiltSign: number): Beat[] {
  const t = (degrees: number) => degrees * tiltSign;
  return [
    ['calm', 0, 18], ['blink', 0, 2], ['calm', 0, 10],
    ['happy', t(2), 1], ['happy', t(4), 1], ['happy', t(6), 16], ['happy', t(4), 1], ['happy', t(2), 1],
    ['grin', 0, 6], ['wink', 0, 6], ['calm', 0, 4], ['blink', 0, 2], ['calm', 0, 4],
  ];
}

export interface ClipPlan {
  backdropSvg: string;
  /** Distinct poses: file name → SVG of the character layer. */
  poses: Map<string, string>;
  /** The poses in order, each shown for `frames` frames. */
  timeline: { file: string; frames: number }[];
  /** Hz of her tone: whole hertz, so the sine ends the loop where it began. */
  toneHz: number;
}

/** Her tone: 200–599 Hz, distinct for any 400 consecutive clip numbers (97 and 400 are coprime). */
export const toneOf = (clip: number) => 200 + ((clip * 97) % 400);

export function planClip(actor: ActorLook): ClipPlan {
  const cast = castOf(actor);
  const rng = new Rng(mixSeed(actor.id, 0x11fe));
  const [w, h] = [FRAME.width, FRAME.height];
  const backdropSvg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${backdrop(rng, cast.hue, w, h)}</svg>`;
  const poses = new Map<string, string>();
  const timeline: ClipPlan['timeline'] = [];
  for (const [mood, tilt, frames] of beats(actor.id % 2 === 0 ? 1 : -1)) {
    const file = `${mood}${tilt < 0 ? 'm' : 'p'}${Math.abs(tilt)}.png`;
    if (!poses.has(file)) {
      const people = framing(cast, LAYER.width, LAYER.height, 1, 0, tilt, false)
        .map((place, index) => placePerson(personSvg(cast.people[index], MOODS[mood]), place))
        .join('');
      poses.set(file, `<svg xmlns="http://www.w3.org/2000/svg" width="${LAYER.width}" height="${LAYER.height}" viewBox="0 0 ${LAYER.width} ${LAYER.height}">${people}</svg>`);
    }
    timeline.push({ file, frames });
  }
  const total = timeline.reduce((sum, beat) => sum + beat.frames, 0);
  if (total !== CLIP.fps * CLIP.segments * CLIP.segmentSeconds) throw new Error(`the clip's beats last ${total} frames`);
  return { backdropSvg, poses, timeline, toneHz: toneOf(actor.id) };
}

/**
 * The concat demuxer's script: each pose for its duration. The last file is named twice because
 * the demuxer ignores the duration of the last entry otherwise.
 */
export function concatScript(timeline: ClipPlan['timeline'], fps = CLIP.fps): string {
  const lines = timeline.flatMap((beat) => [`file '${beat.file}'`, `duration ${(beat.frames / fps).toFixed(6)}`]);
  return `ffconcat version 1.0\n${lines.join('\n')}\nfile '${timeline[timeline.length - 1].file}'\n`;
}

/** Where the character layer sits over the backdrop with no sway or bob (encodeArgs moves it around this). */
export const LAYER_ORIGIN = { x: (FRAME.width - LAYER.width) / 2, y: FRAME.height - LAYER.height } as const;

/**
 * Writes backdrop.png, the pose PNGs and poses.txt into `dir`. resvg renders off the event loop.
 * `withText`: load the system's fonts (a video's title card); the camera's pictures have no text.
 */
export async function renderClipImages(plan: ClipPlan, dir: string, withText = false): Promise<void> {
  const render = async (svg: string, file: string) => {
    const image = await renderAsync(svg, { fitTo: { mode: 'original' }, font: { loadSystemFonts: withText } });
    await writeFile(join(dir, file), image.asPng());
  };
  await render(plan.backdropSvg, 'backdrop.png');
  for (const [file, svg] of plan.poses) await render(svg, file);
  await writeFile(join(dir, 'poses.txt'), concatScript(plan.timeline));
}
