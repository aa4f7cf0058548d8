import { fireEvent, screen } from '@testing-library/react';
import type { StartFailure } from '../startErrors';
import { renderWithPlatform } from '../../testing/renderWithPlatform';
import { StartPanel } from './StartPanel';

const actor = { id: 1, name: 'Lena1' };
const failed = (error: StartFailure) => ({ status: 'failed' as const, kind: 'videoChat' as const, error, exitCode: null });

describe('StartPanel', () => {
  it('says it is connecting, and that it tries once more', () => {
    const { rerender } = renderWithPlatform(<StartPanel start={{ status: 'starting', kind: 'videoChat', retrying: false }} actor={actor} onRetry={jest.fn()} onClose={jest.fn()} />);
    expect(screen.getByTestId('chat-starting').textContent).toBe('Connecting you with Lena1…');
    rerender(<StartPanel start={{ status: 'starting', kind: 'videoChat', retrying: true }} actor={actor} onRetry={jest.fn()} onClose={jest.fn()} />);
    expect(screen.getByTestId('chat-starting').textContent).toBe('The start is taking longer than usual. Trying once more…');
  });

  it.each([
    ['Timeout', true],
    ['network', true],
    ['insufficient_balance', true],
    ['banned_country', false],
    ['kind_not_offered', false],
    ['actor_offline', false],
  ] as [StartFailure, boolean][])('offers another try for %s: %s', (error, retry) => {
    const onRetry = jest.fn();
    renderWithPlatform(<StartPanel start={failed(error)} actor={actor} onRetry={onRetry} onClose={jest.fn()} />, { language: 'es' });
    expect(screen.getByTestId('chat-error').getAttribute('data-error')).toBe(error);
    expect(screen.queryByTestId('chat-retry') !== null).toBe(retry);
    if (retry) {
      fireEvent.click(screen.getByTestId('chat-retry'));
      expect(onRetry).toHaveBeenCalled();
    }
  });

  it('closes', () => {
    const onClose = jest.fn();
    renderWithPlatform(<StartPanel start={failed('banned_country')} actor={actor} onRetry={jest.fn()} onClose={onClose} />);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });
});
