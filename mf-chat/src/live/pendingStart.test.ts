import { PENDING_START_MAX_AGE_MS, rememberStart, takeStart } from './pendingStart';

describe('pendingStart', () => {
  beforeEach(() => sessionStorage.clear());

  it("gives the kind a visitor asked for back once, for that actor only", () => {
    rememberStart(3, 'voyeur', 1_000);
    expect(takeStart(3, 2_000)).toBe('voyeur');
    expect(takeStart(3, 2_000)).toBeNull();
    rememberStart(3, 'videoChat', 1_000);
    expect(takeStart(4, 2_000)).toBeNull();
    // Another actor's wish is dropped, not kept for later.
    expect(takeStart(3, 2_000)).toBeNull();
  });

  it('forgets a wish older than the limit, and anything it cannot read', () => {
    rememberStart(3, 'videoChat', 0);
    expect(takeStart(3, PENDING_START_MAX_AGE_MS + 1)).toBeNull();
    sessionStorage.setItem('vx.liveChat.pendingStart', '{"actorId":3,"kind":"somethingElse","at":0}');
    expect(takeStart(3, 1)).toBeNull();
    sessionStorage.setItem('vx.liveChat.pendingStart', 'not json');
    expect(takeStart(3, 1)).toBeNull();
  });
});
