import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { fakePlatform } from '../testing/fakePlatform';
import { PlatformContext } from './platform';
import { useDocumentTitle } from './useDocumentTitle';

const amora = fakePlatform({ language: 'en', restCall: jest.fn(), routes: {}, brand: { name: 'Amora' } });
const wrapper = ({ children }: { children: ReactNode }) => <PlatformContext.Provider value={amora}>{children}</PlatformContext.Provider>;

describe('useDocumentTitle', () => {
  beforeEach(() => {
    document.title = 'before';
  });

  it('names the page and the brand, or the brand alone', () => {
    const { rerender } = renderHook(({ title }: { title: string | null }) => useDocumentTitle(title), { wrapper, initialProps: { title: 'Top cams' as string | null } });
    expect(document.title).toBe('Top cams | Amora');
    rerender({ title: null });
    expect(document.title).toBe('Amora');
  });

  it('leaves the title alone for undefined', () => {
    renderHook(() => useDocumentTitle('Lena on cam: chat live now'), { wrapper });
    expect(document.title).toBe('Lena on cam: chat live now | Amora');
    renderHook(() => useDocumentTitle(undefined), { wrapper });
    expect(document.title).toBe('Lena on cam: chat live now | Amora');
  });

  it('never names the brand twice', () => {
    renderHook(() => useDocumentTitle('Amora'), { wrapper });
    expect(document.title).toBe('Amora');
  });
});
