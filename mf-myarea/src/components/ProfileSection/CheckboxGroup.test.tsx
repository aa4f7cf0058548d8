import { fireEvent, screen } from '@testing-library/react';
import { renderWithPlatform as render } from '../../testing/renderWithPlatform';
import { CheckboxGroup } from './CheckboxGroup';

const box = (name: string) => (screen.getByRole('checkbox', { name }) as HTMLInputElement).checked;

function group(given: Record<string, boolean>, onToggle = jest.fn()) {
  return <CheckboxGroup legend="Tell me" options={['a', 'b']} label={(option) => option} checked={(option) => given[option]} onToggle={onToggle} />;
}

describe('CheckboxGroup', () => {
  it('shows the click at once, before the state it causes arrives', () => {
    const onToggle = jest.fn();
    render(group({ a: false, b: true }, onToggle));
    fireEvent.click(screen.getByRole('checkbox', { name: 'a' }));
    expect(box('a')).toBe(true);
    expect(box('b')).toBe(true);
    expect(onToggle).toHaveBeenCalledWith('a', true);
  });

  it('gives way to the given state once it changes (a failed save goes back)', () => {
    const { rerender } = render(group({ a: false, b: true }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'a' }));
    rerender(group({ a: true, b: true }));
    rerender(group({ a: false, b: true }));
    expect(box('a')).toBe(false);
  });
});
