import de from '../locales/de.json';
import en from '../locales/en.json';
import es from '../locales/es.json';
import nl from '../locales/nl.json';
import { EXIT_CODES, exitMessageKey } from './exitMessages';
import { START_FAILURES, startErrorKey } from './startErrors';
import { CHAT_SYSTEM_MESSAGE_CODES } from '@vx/shared';
import { systemMessageKey } from './systemMessages';

const LOCALES = { de, en, nl, es } as Record<string, Record<string, unknown>>;

const lookup = (json: Record<string, unknown>, key: string): unknown => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], json);

/** Spec 001 §8, chat exit codes, read as ranges: client 100–108, start 198/199, host 201–208, … */
const SPEC_CODES = [
  [100, 108],
  [198, 199],
  [201, 208],
  [301, 301],
  [401, 408],
  [498, 499],
  [501, 503],
  [601, 601],
  [901, 921],
  [990, 990],
  [996, 997],
].flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, index) => from + index));

describe('chat exit messages', () => {
  it('lists every exit code of spec 001 §8', () => {
    expect([...EXIT_CODES].sort((a, b) => a - b)).toEqual(SPEC_CODES);
  });

  it.each(SPEC_CODES)('code %i has its own message in de, en, nl and es', (code) => {
    const key = exitMessageKey(code);
    expect(key).not.toBe('live.exit.unknown');
    for (const [language, json] of Object.entries(LOCALES)) {
      const text = lookup(json, key);
      expect({ language, key, ok: typeof text === 'string' && text.length > 0 }).toEqual({ language, key, ok: true });
    }
  });

  it('names the special cases of a group apart from it', () => {
    expect(exitMessageKey(908)).toBe('live.exit.liveShowStarted');
    expect(exitMessageKey(907)).toBe('live.exit.system');
    expect(exitMessageKey(401)).toBe('live.exit.previewLimit');
    expect(exitMessageKey(402)).toBe('live.exit.preview');
    expect(exitMessageKey(501)).not.toBe(exitMessageKey(502));
  });

  it('reads an unknown code as a general end, in every language', () => {
    expect(exitMessageKey(777)).toBe('live.exit.unknown');
    for (const json of Object.values(LOCALES)) expect(lookup(json, 'live.exit.unknown')).toContain('{{code}}');
  });

  it('tells the code where a group shares one message', () => {
    for (const code of [104, 108, 203, 405, 913]) {
      for (const json of Object.values(LOCALES)) expect(lookup(json, exitMessageKey(code))).toContain('{{code}}');
    }
  });
});

describe('chat start errors', () => {
  it('give every refusal of the contract its own message in every language', () => {
    const english = new Set<unknown>();
    for (const failure of START_FAILURES) {
      for (const json of Object.values(LOCALES)) expect(typeof lookup(json, startErrorKey(failure))).toBe('string');
      english.add(lookup(en, startErrorKey(failure)));
    }
    expect(english.size).toBe(START_FAILURES.length);
  });
});

describe('system messages', () => {
  it('say every code of the server in every language', () => {
    for (const code of CHAT_SYSTEM_MESSAGE_CODES) {
      const key = systemMessageKey(code)!;
      for (const json of Object.values(LOCALES)) expect(typeof lookup(json, key)).toBe('string');
    }
    expect(systemMessageKey('Hello')).toBeNull();
  });
});
