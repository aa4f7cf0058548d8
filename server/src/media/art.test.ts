import { initialsOf, renderArt, type Aspect, type Motif } from './art';

describe('generated art', () => {
  const cases: [Aspect, Motif, number][] = [
    ['square', 'monogram', 320],
    ['landscape', 'monogram', 1280],
    ['landscape', 'play', 640],
    ['landscape', 'frame', 320],
  ];

  it.each(cases)('a %s %s at %i px is small, sized and deterministic', (aspect, motif, width) => {
    const options = { seed: 12345, width, aspect, motif, initials: 'LR', label: 'Luna & <Rose>' };
    const svg = renderArt(options);
    expect(Buffer.byteLength(svg)).toBeLessThan(2_048);
    const height = aspect === 'square' ? width : (width * 3) / 4;
    expect(svg).toContain(`width="${width}" height="${height}"`);
    expect(svg).toContain(aspect === 'square' ? 'viewBox="0 0 400 400"' : 'viewBox="0 0 400 300"');
    expect(renderArt(options)).toBe(svg);
    expect(renderArt({ ...options, seed: 54321 })).not.toBe(svg);
    // The label is escaped; nothing executable ever appears.
    expect(svg).toContain('aria-label="Luna &amp; &lt;Rose&gt;"');
    expect(svg).not.toMatch(/<script|on\w+=/i);
  });

  it('makes monograms from stage names', () => {
    expect(initialsOf('LunaRose')).toBe('LR');
    expect(initialsOf('Mira_Sky')).toBe('MS');
    expect(initialsOf('LenaAndTom')).toBe('LT');
    expect(initialsOf('Ela')).toBe('EL');
    expect(initialsOf('__')).toBe('?');
  });
});
