import { renderArt, type Aspect, type Motif } from './art';
import { castOf, NEUTRAL, personSvg } from './character';

const GENDER_TYPES = ['F', 'M', 'FF', 'FM', 'MM', 'S', 'T'];

describe('generated art', () => {
  const cases: [Aspect, Motif, number][] = [
    ['square', 'none', 320],
    ['landscape', 'none', 1280],
    ['landscape', 'play', 640],
    ['landscape', 'frame', 320],
  ];

  it.each(cases)('a %s %s at %i px is sized and deterministic', (aspect, motif, width) => {
    const options = { actor: { id: 12, genderType: 'F' }, shot: 3, width, aspect, motif, label: 'Luna & <Rose>' };
    const svg = renderArt(options);
    const height = aspect === 'square' ? width : (width * 3) / 4;
    expect(svg).toMatch(new RegExp(`^<svg [^>]*width="${width}" height="${height}" viewBox="0 0 400 ${aspect === 'square' ? 400 : 300}"`));
    expect(renderArt(options)).toBe(svg);
    expect(renderArt({ ...options, shot: 4 })).not.toBe(svg);
    expect(renderArt({ ...options, actor: { id: 13, genderType: 'F' } })).not.toBe(svg);
    // The label is escaped; nothing executable or external ever appears.
    expect(svg).toContain('aria-label="Luna &amp; &lt;Rose&gt;"');
    expect(svg).not.toMatch(/<script|\son\w+=|href|<metadata/i);
  });

  it('stays small for every kind of cast', () => {
    for (let id = 1; id <= 60; id++) {
      const genderType = GENDER_TYPES[id % GENDER_TYPES.length];
      const svg = renderArt({ actor: { id, genderType }, shot: id, width: 640, aspect: 'landscape', motif: 'play', label: 'x' });
      expect({ id, bytes: Buffer.byteLength(svg) < 20_000 }).toEqual({ id, bytes: true });
    }
  });

  it('draws the same person on her avatar and her sedcards, with other expressions', () => {
    const actor = { id: 7, genderType: 'F' };
    const [her] = castOf(actor).people;
    const avatar = renderArt({ actor, shot: 0, width: 320, aspect: 'square', motif: 'none', label: 'a' });
    const sedcards = [1, 2, 3, 4, 5].map((shot) => renderArt({ actor, shot, width: 320, aspect: 'landscape', motif: 'none', label: 's' }));
    for (const svg of [avatar, ...sedcards]) {
      expect(svg).toContain(`#${her.skin}`);
      expect(svg).toContain(`#${her.hairColor}`);
    }
    // Her neutral face is the avatar's; at least one sedcard shows another expression or framing.
    const neutral = personSvg(her, NEUTRAL);
    expect(avatar).toContain(neutral.slice(neutral.indexOf('>') + 1));
    expect(new Set(sedcards).size).toBe(sedcards.length);
  });

  it('derives the character from the id only, and a couple is two people', () => {
    expect(castOf({ id: 5, genderType: 'F' })).toEqual(castOf({ id: 5, genderType: 'F' }));
    expect(castOf({ id: 5, genderType: 'F' })).not.toEqual(castOf({ id: 6, genderType: 'F' }));
    expect(castOf({ id: 5, genderType: 'FM' }).people).toHaveLength(2);
    expect(castOf({ id: 5, genderType: 'M' }).people[0].earrings).toBeNull();
    // An unknown gender type (a row written by something else) still draws someone.
    expect(castOf({ id: 5, genderType: '?' }).people).toHaveLength(1);
  });
});
