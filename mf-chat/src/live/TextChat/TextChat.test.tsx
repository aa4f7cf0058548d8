import { fireEvent, screen, within } from '@testing-library/react';
import { chatMessage } from '../../testing/livechat';
import { renderWithPlatform } from '../../testing/renderWithPlatform';
import { TextChat } from './TextChat';

describe('TextChat', () => {
  it('renders messages as text: markup stays characters', () => {
    renderWithPlatform(<TextChat messages={[chatMessage({ text: '<script>alert(1)</script><i>hi</i>' })]} actorName="Lena1" canWrite onSend={jest.fn()} />);
    const message = screen.getByTestId('chat-message');
    expect(message.textContent).toBe('Lena1: Lena1<script>alert(1)</script><i>hi</i>');
    expect(message.querySelector('script, i')).toBeNull();
  });

  it('labels tips and toy commands with their coins', () => {
    renderWithPlatform(
      <TextChat
        messages={[chatMessage({ messageId: 'a', senderType: 'guest', messageType: 'gift', text: 'Rose', amount: 20 }), chatMessage({ messageId: 'b', senderType: 'guest', messageType: 'dildocontrol', text: 'Waves', amount: 15 })]}
        actorName="Lena1"
        canWrite
        onSend={jest.fn()}
      />,
      { language: 'es' },
    );
    expect(screen.getAllByTestId('chat-message').map((item) => item.textContent)).toEqual(['Tú: Propina 20 VXC Rose', 'Tú: Juguete 15 VXC Waves']);
  });

  it('sends the trimmed text and clears the field; nothing for blanks', () => {
    const onSend = jest.fn();
    renderWithPlatform(<TextChat messages={[]} actorName="Lena1" canWrite onSend={onSend} />);
    const composer = screen.getByTestId('chat-composer');
    const input = within(composer).getByRole('textbox', { name: 'Message to Lena1' }) as HTMLInputElement;
    fireEvent.change(input, { target: { value: '   ' } });
    fireEvent.submit(composer);
    expect(onSend).not.toHaveBeenCalled();
    fireEvent.change(input, { target: { value: ' hi ' } });
    fireEvent.submit(composer);
    expect(onSend).toHaveBeenCalledWith('hi');
    expect(input.value).toBe('');
    expect(input.maxLength).toBe(500);
  });

  it('is read-only for a voyeur, and says so', () => {
    const onSend = jest.fn();
    renderWithPlatform(<TextChat messages={[]} actorName="Lena1" canWrite={false} onSend={onSend} />, { language: 'nl' });
    expect((within(screen.getByTestId('chat-composer')).getByRole('textbox') as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByTestId('composer-closed').textContent).toBe('Als voyeur kijk je alleen: in deze chat kun je niet schrijven.');
    expect((screen.getByRole('button', { name: 'Versturen' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
