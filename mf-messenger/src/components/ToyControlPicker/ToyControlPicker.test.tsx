import { fireEvent, screen, within } from '@testing-library/react';
import { renderWithPlatform } from '../../testing/renderWithPlatform';
import { toyOf } from '../../testing/toys';
import { ToyControlPicker } from './ToyControlPicker';

describe('ToyControlPicker', () => {
  it('shows each command with its duration, random pattern and price, in the page language, and picks one', () => {
    const onPick = jest.fn();
    const toys = [toyOf(1, 20), toyOf(2, 40, { duration: 1, random: true })];
    renderWithPlatform(<ToyControlPicker toys={toys} selectedId={1} onPick={onPick} />, { language: 'de' });
    const [first, second] = screen.getAllByTestId('messenger-toy');
    expect(first!.getAttribute('aria-pressed')).toBe('true');
    expect(first!.textContent).toContain('10 Sekunden');
    expect(within(second!).getByTestId('messenger-toy-random').textContent).toBe('Zufallsmuster');
    expect(second!.textContent).toContain('1 Sekunde');
    expect(second!.textContent).toContain('40');
    fireEvent.click(screen.getByRole('button', { name: 'Wave2 wählen' }));
    expect(onPick).toHaveBeenCalledWith(toys[1]);
  });
});
