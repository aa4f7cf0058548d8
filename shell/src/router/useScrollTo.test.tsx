import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { useScrollTo } from './useScrollTo';

function Page() {
  useScrollTo();
  return null;
}

/** jsdom does not scroll: scrollTo moves scrollY (clamped to the page's height) and fires the scroll event. */
let pageHeight = 5000;
function fakeScrolling() {
  Object.defineProperty(window, 'scrollY', { value: 0, writable: true, configurable: true });
  window.scrollTo = ((x: number | ScrollToOptions, y?: number) => {
    const top = typeof x === 'number' ? (y ?? 0) : (x.top ?? 0);
    (window as { scrollY: number }).scrollY = Math.max(0, Math.min(top, pageHeight));
    window.dispatchEvent(new Event('scroll'));
  }) as typeof window.scrollTo;
}

describe('useScrollTo', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    pageHeight = 5000;
    fakeScrolling();
  });
  afterEach(() => jest.useRealTimers());

  const setup = () => {
    const router = createMemoryRouter([{ path: '*', element: <Page /> }], { initialEntries: ['/en/videos/all-videos/'] });
    render(<RouterProvider router={router} />);
    return router;
  };

  it('starts a new page at the top and returns to the place left on back', async () => {
    const router = setup();
    act(() => window.scrollTo(0, 1800));
    await act(() => router.navigate('/en/amateur/anna/videos/7/'));
    expect(window.scrollY).toBe(0);
    act(() => window.scrollTo(0, 300));

    await act(() => router.navigate(-1));
    expect(window.scrollY).toBe(1800);
    await act(() => router.navigate(1));
    expect(window.scrollY).toBe(300);
  });

  it('waits for content that arrives later before restoring', async () => {
    const router = setup();
    act(() => window.scrollTo(0, 2400));
    await act(() => router.navigate('/en/feed/'));
    pageHeight = 900; // the list is not rendered yet after going back
    await act(() => router.navigate(-1));
    expect(window.scrollY).toBe(900);
    pageHeight = 5000;
    act(() => jest.advanceTimersByTime(200));
    expect(window.scrollY).toBe(2400);
  });

  it('stops restoring once the guest scrolls by himself', async () => {
    const router = setup();
    act(() => window.scrollTo(0, 2400));
    await act(() => router.navigate('/en/feed/'));
    pageHeight = 900;
    await act(() => router.navigate(-1));
    act(() => window.dispatchEvent(new Event('wheel')));
    pageHeight = 5000;
    act(() => jest.advanceTimersByTime(1000));
    expect(window.scrollY).toBe(900);
  });

  it('a push to the same path is a new entry and starts at the top', async () => {
    const router = setup();
    act(() => window.scrollTo(0, 700));
    await act(() => router.navigate('/en/videos/all-videos/?page=2'));
    expect(window.scrollY).toBe(0);
  });

  it('scrolls to ?scrollTo=id once the element exists', async () => {
    const router = setup();
    await act(() => router.navigate('/en/?scrollTo=offers'));
    const element = document.createElement('div');
    element.id = 'offers';
    element.getBoundingClientRect = () => ({ top: 1000 }) as DOMRect;
    const before = window.scrollY;
    document.body.append(element);
    act(() => jest.advanceTimersByTime(200));
    expect(window.scrollY).toBe(before + 1000 - 50);
    element.remove();
  });
});
