import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { BOUGHT_GIFTS_QUERY, GIFTS_QUERY } from '../../queries/gifts';
import { TOY_CONTROLS_QUERY } from '../../queries/toyControls';
import { channelOf } from '../../testing/channels';
import { giftOf } from '../../testing/gifts';
import { renderWithPlatform } from '../../testing/renderWithPlatform';
import { toyOf } from '../../testing/toys';
import { Composer } from './Composer';

async function renderComposer({ balance = 1_000, toyControl = true } = {}) {
  const onSend = jest.fn();
  const view = renderWithPlatform(<Composer channel={channelOf(1, { isDildocontrolAvailable: toyControl, messagePrice: 3 })} onSend={onSend} />, {
    guest: { isLoggedIn: true, id: 7, balance },
  });
  (view.platform.vxql.request as jest.Mock).mockImplementation(async (query: string) =>
    query === GIFTS_QUERY
      ? { messengerGifts: [giftOf(1, 10)] }
      : query === BOUGHT_GIFTS_QUERY
        ? { boughtMessengerGifts: [] }
        : query === TOY_CONTROLS_QUERY
          ? { toyControls: [toyOf(4, 30), toyOf(5, 60, { random: true })] }
          : new Promise(() => undefined),
  );
  await act(() => view.queryClient.resetQueries());
  await screen.findByRole('button', { name: 'Gifts' });
  return Object.assign(view, { onSend });
}

const price = () => screen.getByTestId('messenger-price').textContent;
const write = (text: string) => fireEvent.change(screen.getByRole('textbox', { name: 'Your message' }), { target: { value: text } });
const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send' }));

describe('Composer toy control', () => {
  it('offers the toy commands only when the channel allows toy control', async () => {
    await renderComposer({ toyControl: false });
    expect(screen.queryByRole('button', { name: 'Toy control' })).toBeNull();
  });

  it('shows the toy’s price, the one the server charges, and sends it as a dildocontrol message', async () => {
    const view = await renderComposer();
    fireEvent.click(await screen.findByRole('button', { name: 'Toy control' }));
    fireEvent.click(screen.getByRole('button', { name: 'Choose Wave5' }));
    expect(price()).toBe('Toy control Wave5: 60 VXC');
    expect(screen.getByText('Wave5, 10 seconds')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Gifts' })).toBeNull();
    send();
    await waitFor(() => expect(view.onSend).toHaveBeenCalledWith({ text: '', gifts: [], toyControlId: 5 }));
    expect(screen.queryByTestId('messenger-selected-toy')).toBeNull();
    expect(price()).toBe('3 VXC per message');
  });

  it('takes the toy away again', async () => {
    await renderComposer();
    fireEvent.click(await screen.findByRole('button', { name: 'Toy control' }));
    fireEvent.click(screen.getByRole('button', { name: 'Choose Wave4' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove Wave4' }));
    expect(price()).toBe('3 VXC per message');
    expect((screen.getByRole('textbox', { name: 'Your message' }) as HTMLTextAreaElement).disabled).toBe(false);
  });
});

describe('Composer and the balance', () => {
  it('opens moneycharge instead of sending a message the balance does not cover, and keeps it', async () => {
    const view = await renderComposer({ balance: 2 });
    view.openFlow.mockResolvedValueOnce('closed');
    write('Hi');
    send();
    await waitFor(() => expect(view.openFlow).toHaveBeenCalledWith('moneycharge'));
    await act(async () => undefined);
    expect(view.onSend).not.toHaveBeenCalled();
    expect((screen.getByRole('textbox', { name: 'Your message' }) as HTMLTextAreaElement).value).toBe('Hi');
  });

  it('sends it after a paid top-up', async () => {
    const view = await renderComposer({ balance: 2 });
    view.openFlow.mockResolvedValueOnce('completed');
    write('Hi');
    send();
    await waitFor(() => expect(view.onSend).toHaveBeenCalledWith({ text: 'Hi', gifts: [], toyControlId: null }));
  });

  it('sends a message the balance covers without asking', async () => {
    const view = await renderComposer({ balance: 3 });
    write('Hi');
    send();
    await waitFor(() => expect(view.onSend).toHaveBeenCalled());
    expect(view.openFlow).not.toHaveBeenCalled();
  });
});
