import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { ActorTile } from '../../components/ActorTile/ActorTile';
import { FakeHls, stubMediaElement } from '../../testing/fakeHls';
import { actorTile } from '../../testing/fixtures';
import { renderWithPlatform } from '../../testing/renderWithPlatform';
import { activePreview, HOVER_DELAY_MS } from './activePreview';

let mockHlsLoads = 0;
jest.mock('hls.js/light', () => {
  mockHlsLoads += 1;
  return jest.requireActual('../../testing/fakeHls').fakeHlsModule;
});

const previewable = (id: number) => actorTile(id, { chatFeatures: { livePreview: true, hd: true, audio: false, dildocontrol: false } });

function server(secondsLeft = 5) {
  return jest.fn(async (path: string) => {
    const match = /^phoenix\/get_profile_preview\/(\d+)$/.exec(path);
    if (match) return { success: true, data: { actorId: Number(match[1]), streamUrl: `/live/${match[1]}/master.m3u8?grant=t`, secondsLeft, limit: 5 } };
    throw new Error(`unexpected ${path}`);
  });
}

function renderTiles(actors = [previewable(1), previewable(2)], rest = server()) {
  const view = renderWithPlatform(
    <ul>
      {actors.map((actor) => (
        <ActorTile key={actor.id} actor={actor} />
      ))}
    </ul>,
    { restCall: rest },
  );
  return { ...view, rest, tiles: screen.getAllByTestId('actor-tile') };
}

const picture = (tile: HTMLElement) => tile.querySelector('img')!.parentElement!;
const hover = (tile: HTMLElement) => fireEvent.pointerOver(picture(tile), { pointerType: 'mouse' });
const leave = (tile: HTMLElement) => fireEvent.pointerOut(picture(tile), { pointerType: 'mouse' });

describe('live preview on a tile (desktop)', () => {
  let restore: () => void;
  beforeEach(() => {
    jest.useFakeTimers();
    FakeHls.reset();
    activePreview.reset();
    mockHlsLoads = 0;
    restore = stubMediaElement();
    window.matchMedia = jest.fn((query: string) => ({ matches: query.includes('pointer: fine'), media: query }) as unknown as MediaQueryList);
  });
  afterEach(() => {
    restore();
    delete (window as { matchMedia?: unknown }).matchMedia;
    jest.useRealTimers();
  });

  it('loads nothing until a mouse rests on a tile, then plays her stream over the picture', async () => {
    const { tiles, rest } = renderTiles();
    await act(() => jest.advanceTimersByTimeAsync(1000));
    expect(mockHlsLoads).toBe(0);
    expect(rest).not.toHaveBeenCalled();
    hover(tiles[0]);
    await act(() => jest.advanceTimersByTimeAsync(HOVER_DELAY_MS - 1));
    expect(rest).not.toHaveBeenCalled();
    await act(() => jest.advanceTimersByTimeAsync(1));
    await waitFor(() => expect(screen.getByTestId('tile-preview')).toBeTruthy());
    expect(rest).toHaveBeenCalledWith('phoenix/get_profile_preview/1', expect.objectContaining({ method: 'POST' }));
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(mockHlsLoads).toBe(1);
    expect(FakeHls.last.source).toBe('/live/1/master.m3u8?grant=t');
    // Over the picture, not beside it: the tile keeps its size.
    expect(tiles[0].contains(screen.getByTestId('tile-preview'))).toBe(true);
    expect(screen.queryByTestId('unmute-button')).toBeNull();
  });

  it('plays one tile at a time, and stops when the mouse leaves', async () => {
    const { tiles } = renderTiles();
    hover(tiles[0]);
    await act(() => jest.advanceTimersByTimeAsync(HOVER_DELAY_MS));
    await waitFor(() => expect(tiles[0].querySelector('[data-testid="tile-preview"]')).not.toBeNull());
    hover(tiles[1]);
    await act(() => jest.advanceTimersByTimeAsync(HOVER_DELAY_MS));
    await waitFor(() => expect(tiles[1].querySelector('[data-testid="tile-preview"]')).not.toBeNull());
    expect(tiles[0].querySelector('[data-testid="tile-preview"]')).toBeNull();
    expect(screen.getAllByTestId('tile-preview')).toHaveLength(1);
    leave(tiles[1]);
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(screen.queryByTestId('tile-preview')).toBeNull();
  });

  it('ends with the granted seconds and does not start again on this page', async () => {
    const { tiles, rest } = renderTiles([previewable(1)], server(2));
    hover(tiles[0]);
    await act(() => jest.advanceTimersByTimeAsync(HOVER_DELAY_MS));
    await waitFor(() => expect(screen.getByTestId('tile-preview')).toBeTruthy());
    await act(() => jest.advanceTimersByTimeAsync(2000));
    expect(screen.queryByTestId('tile-preview')).toBeNull();
    leave(tiles[0]);
    hover(tiles[0]);
    await act(() => jest.advanceTimersByTimeAsync(HOVER_DELAY_MS * 2));
    expect(screen.queryByTestId('tile-preview')).toBeNull();
    expect(rest).toHaveBeenCalledTimes(1);
  });

  it('leaves tiles without a live preview alone', async () => {
    const { tiles, rest } = renderTiles([actorTile(3), actorTile(4, { isOnline: false, chatFeatures: { livePreview: true, hd: false, audio: false, dildocontrol: false } })]);
    hover(tiles[0]);
    hover(tiles[1]);
    await act(() => jest.advanceTimersByTimeAsync(HOVER_DELAY_MS * 2));
    expect(rest).not.toHaveBeenCalled();
    expect(screen.queryByTestId('tile-preview')).toBeNull();
  });
});

describe('live preview on a tile (touch screen)', () => {
  type Callback = (entries: { isIntersecting: boolean; intersectionRatio: number; target: Element }[]) => void;
  const observers: { callback: Callback; targets: Element[] }[] = [];
  let restore: () => void;
  beforeEach(() => {
    FakeHls.reset();
    activePreview.reset();
    observers.length = 0;
    restore = stubMediaElement();
    (window as { IntersectionObserver?: unknown }).IntersectionObserver = class {
      targets: Element[] = [];
      constructor(readonly callback: Callback) {
        observers.push(this);
      }
      observe(target: Element) {
        this.targets.push(target);
      }
      disconnect() {}
    };
  });
  afterEach(() => {
    restore();
    delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
  });

  const inView = (index: number, ratio: number) =>
    act(() => observers[index].callback([{ isIntersecting: ratio > 0, intersectionRatio: ratio, target: observers[index].targets[0] }]));

  it('plays the tile that came mostly into view, one at a time', async () => {
    const { tiles } = renderTiles();
    inView(0, 0.5);
    expect(screen.queryByTestId('tile-preview')).toBeNull();
    inView(0, 0.9);
    await waitFor(() => expect(tiles[0].querySelector('[data-testid="tile-preview"]')).not.toBeNull());
    inView(1, 1);
    await waitFor(() => expect(tiles[1].querySelector('[data-testid="tile-preview"]')).not.toBeNull());
    expect(screen.getAllByTestId('tile-preview')).toHaveLength(1);
    inView(1, 0.2);
    await waitFor(() => expect(screen.queryByTestId('tile-preview')).toBeNull());
  });
});
