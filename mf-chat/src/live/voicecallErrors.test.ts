import de from '../locales/de.json';
import en from '../locales/en.json';
import es from '../locales/es.json';
import nl from '../locales/nl.json';
import { isVoicecallStarted, VOICECALL_ERRORS, voicecallErrorKey } from './voicecallErrors';

const LOCALES = { de, en, nl, es } as Record<string, Record<string, unknown>>;
const lookup = (json: Record<string, unknown>, key: string): unknown => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], json);
const REFUSALS = [2001, 2002, 2003, 2004, 2005, 2006, 2007, 2008, 2009];

describe('voicecall result codes', () => {
  it('2000 starts the call, nothing else does', () => {
    expect(isVoicecallStarted(2000)).toBe(true);
    for (const code of [...REFUSALS, 0, 1999, 2010]) expect(isVoicecallStarted(code)).toBe(false);
  });

  it('maps every documented refusal (2001–2009) to its own key', () => {
    expect(Object.keys(VOICECALL_ERRORS).map(Number)).toEqual(REFUSALS);
    const keys = REFUSALS.map(voicecallErrorKey);
    expect(new Set(keys).size).toBe(REFUSALS.length);
    expect(keys).not.toContain('live.voicecallError.unknown');
  });

  it('gives unknown codes the generic key and a lost answer the network key', () => {
    expect(voicecallErrorKey(2010)).toBe('live.voicecallError.unknown');
    expect(voicecallErrorKey(42)).toBe('live.voicecallError.unknown');
    expect(voicecallErrorKey('network')).toBe('live.voicecallError.network');
  });

  it.each([...REFUSALS, 2010, 'network' as const])('%s has a distinct message in de, en, nl and es', (failure) => {
    const key = voicecallErrorKey(failure);
    for (const [language, json] of Object.entries(LOCALES)) {
      const text = lookup(json, key);
      expect({ language, key, ok: typeof text === 'string' && text.length > 0 }).toEqual({ language, key, ok: true });
    }
  });

  it('the generic message names the code in every language, and the offer exists', () => {
    for (const json of Object.values(LOCALES)) {
      expect(lookup(json, 'live.voicecallError.unknown')).toEqual(expect.stringContaining('{{code}}'));
      expect(lookup(json, 'live.offer.voicecall')).toEqual(expect.stringContaining('{{name}}'));
    }
    const english = new Set([...REFUSALS, 2010, 'network' as const].map((failure) => lookup(en, voicecallErrorKey(failure))));
    expect(english.size).toBe(REFUSALS.length + 2);
  });
});
