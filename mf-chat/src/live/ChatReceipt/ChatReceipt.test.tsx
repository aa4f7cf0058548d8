import { fireEvent, screen, within } from '@testing-library/react';
import { RestError } from '@vx/shared';
import { chatReceipt } from '../../testing/livechat';
import { renderWithPlatform } from '../../testing/renderWithPlatform';
import { ChatReceipt } from './ChatReceipt';

function server({ rating = async (): Promise<unknown> => ({ success: true }), survey = async (): Promise<unknown> => ({ stored: true }) } = {}) {
  return jest.fn(async (path: string) => {
    if (path === 'livechat/chat-1/rating') return rating();
    if (path === 'survey/chatexit') return survey();
    throw new Error(`unexpected ${path}`);
  });
}

describe('ChatReceipt', () => {
  it('shows why the chat ended and what it cost', () => {
    renderWithPlatform(<ChatReceipt receipt={chatReceipt({ kind: 'voyeur', exitCode: 201, durationSeconds: 754, pricePerMinute: 8, minutesBilled: 13, extras: 0, price: 104 })} />, { language: 'de' });
    const receipt = screen.getByTestId('chat-receipt');
    expect(within(receipt).getByRole('heading', { name: 'Dein Chat mit Lena1' })).toBeTruthy();
    expect(within(receipt).getByTestId('exit-message').textContent).toBe('Das Model hat den Chat beendet (Code 201).');
    const rows = [...receipt.querySelectorAll('dt')].map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
    expect(rows).toEqual(['Chat: Voyeur-Chat', 'Dauer: 12:34', 'Preis pro Minute: 8 VXC / Min.', 'Berechnete Minuten: 13', 'Trinkgeld und Toys: 0 VXC', 'Gesamt: 104 VXC']);
  });

  it('takes a rating as already given when the server says it was (409)', async () => {
    renderWithPlatform(<ChatReceipt receipt={chatReceipt()} />, { restCall: server({ rating: async () => Promise.reject(new RestError(409)) }) });
    fireEvent.click(screen.getByTestId('rate-dislike'));
    expect(await screen.findByTestId('rating-thanks')).toBeTruthy();
  });

  it('says when a rating could not be sent', async () => {
    renderWithPlatform(<ChatReceipt receipt={chatReceipt()} />, { restCall: server({ rating: async () => Promise.reject(new RestError(0)) }) });
    fireEvent.click(screen.getByTestId('rate-like'));
    expect((await screen.findByRole('alert')).textContent).toBe('Your rating could not be sent. Please try again.');
  });

  it('sends the survey only with a reason, and tells a late answer', async () => {
    const rest = server({ survey: async () => ({ stored: false, timeLimit: true }) });
    renderWithPlatform(<ChatReceipt receipt={chatReceipt()} />, { restCall: rest });
    const send = screen.getByRole('button', { name: 'Send feedback' }) as HTMLButtonElement;
    expect(send.disabled).toBe(true);
    fireEvent.click(screen.getByLabelText('Poor picture or sound'));
    fireEvent.click(screen.getByLabelText('I ran out of coins'));
    fireEvent.click(send);
    expect((await screen.findByTestId('survey-thanks')).textContent).toBe('You have already sent feedback recently. Thank you!');
    expect(rest).toHaveBeenCalledWith('survey/chatexit', expect.objectContaining({ payload: { chatId: 'chat-1', reasons: ['bad_stream_quality', 'ran_out_of_coins'] } }));
  });
});
