import { ThemeProvider } from '@emotion/react';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { themes } from '../theme';
import { Tabs } from './Tabs';

const ITEMS = ['a', 'b', 'c'] as const;

function Harness({ onChange }: { onChange: (item: string) => void }) {
  const [value, setValue] = useState<(typeof ITEMS)[number]>('a');
  return (
    <ThemeProvider theme={themes.visitx}>
      <Tabs
        items={ITEMS}
        value={value}
        onChange={(item) => {
          setValue(item);
          onChange(item);
        }}
        label="Lists"
        idPrefix="t"
        panelId="p"
        text={(item) => item.toUpperCase()}
      />
    </ThemeProvider>
  );
}

describe('Tabs', () => {
  it('has one tab stop and marks the selected tab', () => {
    render(<Harness onChange={() => undefined} />);
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.getAttribute('tabindex'))).toEqual(['0', '-1', '-1']);
    expect(screen.getByRole('tab', { name: 'A' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tablist', { name: 'Lists' })).toBeTruthy();
  });

  it('moves with arrow keys, wraps around, and jumps with Home and End', () => {
    const onChange = jest.fn();
    render(<Harness onChange={onChange} />);
    fireEvent.keyDown(screen.getByRole('tab', { name: 'A' }), { key: 'ArrowLeft' });
    expect(onChange).toHaveBeenLastCalledWith('c');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'C' }));
    fireEvent.keyDown(screen.getByRole('tab', { name: 'C' }), { key: 'ArrowRight' });
    expect(onChange).toHaveBeenLastCalledWith('a');
    fireEvent.keyDown(screen.getByRole('tab', { name: 'A' }), { key: 'End' });
    expect(onChange).toHaveBeenLastCalledWith('c');
    fireEvent.keyDown(screen.getByRole('tab', { name: 'C' }), { key: 'Home' });
    expect(onChange).toHaveBeenLastCalledWith('a');
    fireEvent.keyDown(screen.getByRole('tab', { name: 'A' }), { key: 'x' });
    expect(onChange).toHaveBeenCalledTimes(4);
  });
});
