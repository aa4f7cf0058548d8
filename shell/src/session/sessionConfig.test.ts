import { createSessionConfig } from './sessionConfig';

describe('session config', () => {
  beforeEach(() => window.localStorage.clear());

  it('keeps values for the same login state', () => {
    const config = createSessionConfig(() => true);
    config.set('recommended', true);
    expect(createSessionConfig(() => true).get('recommended')).toBe(true);
  });

  it('discards the stored config when the logged-in flag differs', () => {
    createSessionConfig(() => true).set('selectedChannel', 12);
    const asVisitor = createSessionConfig(() => false);
    expect(asVisitor.get('selectedChannel')).toBeUndefined();
    expect(createSessionConfig(() => true).get('selectedChannel')).toBeUndefined();
  });

  it('survives a broken entry', () => {
    window.localStorage.setItem('vx.sessionConfig', '{broken');
    expect(createSessionConfig(() => false).get('x')).toBeUndefined();
  });
});
