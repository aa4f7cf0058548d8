import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderWithPlatform } from '../../testing/renderWithPlatform';
import { LiveReactions, MAX_SHOWN } from './LiveReactions';
import { SHOWN_MS } from './styles';

const reaction = (referenceType: string, referenceId: number, emoji: string) => ({
  type: 'liveReaction' as const,
  referenceType,
  referenceId,
  imageId: null,
  message: '',
  data: JSON.stringify({ emoji }),
});
const stream = () => screen.getByRole('list', { name: 'Latest reactions' });

describe('LiveReactions', () => {
  afterEach(() => jest.useRealTimers());

  it('shows reactions to its own reference for a few seconds, not those to another', () => {
    jest.useFakeTimers();
    const view = renderWithPlatform(<LiveReactions referenceType="contest" referenceId={1} />, { guest: { isLoggedIn: true, id: 7 } });
    act(() => {
      view.bus.emit(reaction('contest', 1, 'heart'));
      view.bus.emit(reaction('contest', 2, 'fire'));
      view.bus.emit(reaction('clash', 1, 'applause'));
      view.bus.emit(reaction('contest', 1, 'not-ours'));
    });
    expect(within(stream()).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['❤️heart']);
    act(() => jest.advanceTimersByTime(SHOWN_MS - 100));
    act(() => view.bus.emit(reaction('contest', 1, 'wow')));
    expect(within(stream()).getAllByRole('listitem')).toHaveLength(2);
    act(() => jest.advanceTimersByTime(100));
    expect(within(stream()).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['😮wow']);
    act(() => jest.advanceTimersByTime(SHOWN_MS));
    expect(within(stream()).queryAllByRole('listitem')).toHaveLength(0);
  });

  it(`keeps the newest ${MAX_SHOWN} when more arrive at once`, () => {
    const view = renderWithPlatform(<LiveReactions referenceType="clash" referenceId={3} />);
    act(() => {
      view.bus.emit(reaction('clash', 3, 'fire'));
      for (let index = 0; index < MAX_SHOWN; index += 1) view.bus.emit(reaction('clash', 3, 'laugh'));
    });
    const items = within(stream()).getAllByRole('listitem');
    expect(items).toHaveLength(MAX_SHOWN);
    expect(items.every((item) => item.textContent === '😂laughter')).toBe(true);
  });

  it('sends a reaction with its reference and shows it only through the echo', async () => {
    const vxqlRequest = jest.fn(async () => ({ addReaction: { success: true } }));
    const view = renderWithPlatform(<LiveReactions referenceType="contest" referenceId={5} />, { vxqlRequest, guest: { isLoggedIn: true, id: 7 } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'React with fire' })));
    expect(vxqlRequest).toHaveBeenCalledTimes(1);
    expect(vxqlRequest).toHaveBeenCalledWith(
      expect.stringContaining('mutation AddReaction'),
      { referenceType: 'contest', referenceId: 5, imageId: null, message: '', data: '{"emoji":"fire"}' },
      expect.anything(),
    );
    expect(within(stream()).queryAllByRole('listitem')).toHaveLength(0);
    act(() => view.bus.emit(reaction('contest', 5, 'fire')));
    expect(within(stream()).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['🔥fire']);
    expect(view.openFlow).not.toHaveBeenCalled();
  });

  it('asks a visitor to log in instead of sending', () => {
    const vxqlRequest = jest.fn();
    const view = renderWithPlatform(<LiveReactions referenceType="contest" referenceId={5} />, { vxqlRequest });
    fireEvent.click(screen.getByRole('button', { name: 'React with heart' }));
    expect(view.openFlow).toHaveBeenCalledWith('login');
    expect(vxqlRequest).not.toHaveBeenCalled();
  });

  it('says so when the server refuses too many reactions, and names another failure otherwise', async () => {
    // graphql-request's ClientError carries the answer's errors as `response.errors`.
    const tooMany = { response: { errors: [{ message: 'Too many reactions; wait a few seconds.', extensions: { code: 'TOO_MANY_REQUESTS' } }] } };
    const vxqlRequest = jest.fn().mockRejectedValueOnce(tooMany).mockRejectedValueOnce(new Error('network'));
    renderWithPlatform(<LiveReactions referenceType="clash" referenceId={1} />, { vxqlRequest, language: 'de', guest: { isLoggedIn: true, id: 7 } });
    fireEvent.click(screen.getByRole('button', { name: 'Mit Herz reagieren' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Zu viele Reaktionen auf einmal. Warte ein paar Sekunden.');
    fireEvent.click(screen.getByRole('button', { name: 'Mit Wow reagieren' }));
    expect(await screen.findByText('Deine Reaktion konnte nicht gesendet werden. Bitte versuch es noch einmal.')).toBeTruthy();
  });
});
