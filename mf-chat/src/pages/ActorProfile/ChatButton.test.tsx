import { fireEvent, screen } from '@testing-library/react';
import type { ChatButtonConfig } from '@vx/shared';
import { voicecallOffered } from '../../live/kinds';
import { actorProfile } from '../../testing/fixtures';
import { renderWithPlatform } from '../../testing/renderWithPlatform';
import { ChatButton } from './ChatButton';

const loggedIn = { isLoggedIn: true, id: 7, name: 'guest' };
const config = (changes: Partial<ChatButtonConfig> = {}): ChatButtonConfig => ({ ...actorProfile(1).chatButtonConfig, ...changes });
const audio = { dildocontrol: false, audio: true };

describe('chat button: voicecall', () => {
  it('offers a voicecall beside the button at the single-chat price and starts it through onVoicecall', () => {
    const onStart = jest.fn();
    const onVoicecall = jest.fn();
    renderWithPlatform(<ChatButton config={config()} actorName="Lena1" features={audio} onStart={onStart} onVoicecall={onVoicecall} />, { guest: loggedIn });
    const button = screen.getByTestId('chat-button-voicecall');
    expect(button.textContent).toContain('Call Lena1 by voice');
    expect(button.textContent).toContain('150');
    fireEvent.click(button);
    expect(onVoicecall).toHaveBeenCalledTimes(1);
    expect(onStart).not.toHaveBeenCalled();
  });

  it('offers none without audio, offline, in a ticket show, or without onVoicecall', () => {
    const onStart = jest.fn();
    const { rerender } = renderWithPlatform(<ChatButton config={config()} actorName="Lena1" features={{ dildocontrol: false, audio: false }} onStart={onStart} onVoicecall={jest.fn()} />, {
      guest: loggedIn,
    });
    expect(screen.queryByTestId('chat-button-voicecall')).toBeNull();
    rerender(<ChatButton config={config()} actorName="Lena1" features={audio} onStart={onStart} />);
    expect(screen.queryByTestId('chat-button-voicecall')).toBeNull();
    rerender(<ChatButton config={config({ buttonText: 'ticketShow' })} actorName="Lena1" features={audio} onStart={onStart} onVoicecall={jest.fn()} />);
    expect(screen.queryByTestId('chat-button-voicecall')).toBeNull();
    expect(voicecallOffered(config({ isActorOnline: false }), { audio: true })).toBe(false);
    expect(voicecallOffered(config(), { audio: true })).toBe(true);
  });

  it('is disabled while busy', () => {
    renderWithPlatform(<ChatButton config={config()} actorName="Lena1" features={audio} onStart={jest.fn()} onVoicecall={jest.fn()} busy />, { guest: loggedIn });
    expect((screen.getByTestId('chat-button-voicecall') as HTMLButtonElement).disabled).toBe(true);
  });
});
