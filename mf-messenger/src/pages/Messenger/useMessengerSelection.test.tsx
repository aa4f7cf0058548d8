import { fireEvent, screen } from '@testing-library/react';
import { visitorGuest } from '@vx/shared';
import { renderWithPlatform } from '../../testing/renderWithPlatform';
import { useMessengerSelection } from './useMessengerSelection';

function Probe() {
  const selection = useMessengerSelection();
  return (
    <>
      <output>{`${selection.remembered ?? '-'}/${selection.rememberedActor ?? '-'}`}</output>
      <button onClick={() => selection.select(3)}>channel</button>
      <button onClick={() => selection.selectActor(104)}>actor</button>
    </>
  );
}
const choose = (name: 'channel' | 'actor') => fireEvent.click(screen.getByRole('button', { name }));

/** The session config kept in memory as the shell keeps it in local storage (it survives a reload). */
function renderProbe(values: Map<string, unknown>, guestId = 7) {
  const view = renderWithPlatform(<Probe />, { route: '/en/messenger/', guest: { isLoggedIn: true, id: guestId } });
  Object.assign(view.platform.sessionConfig, { get: (key: string) => values.get(key), set: (key: string, value: unknown) => void values.set(key, value) });
  view.rerender(<Probe />);
  return view;
}

const shown = () => screen.getByRole('status').textContent;

describe('useMessengerSelection', () => {
  it('remembers the selected channel, then the actor, across a reload', () => {
    const stored = new Map<string, unknown>();
    const first = renderProbe(stored);
    choose('channel');
    first.unmount();
    const second = renderProbe(stored);
    expect(shown()).toBe('3/-');
    choose('actor');
    second.unmount();
    renderProbe(stored);
    expect(shown()).toBe('-/104');
  });

  it('remembers it per guest, and not for a visitor', () => {
    const stored = new Map<string, unknown>();
    const first = renderProbe(stored);
    choose('channel');
    first.unmount();
    const other = renderProbe(stored, 8);
    expect(shown()).toBe('-/-');
    other.setGuest(visitorGuest('en'));
    expect(shown()).toBe('-/-');
  });
});
