import { ThemeProvider } from '@emotion/react';
import { fireEvent, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { themes } from '../theme';
import { CheckboxField, Field, FormMessage } from './Field';

const renderIn = (node: React.ReactNode) => render(<ThemeProvider theme={themes.visitx}>{node}</ThemeProvider>);

describe('Field', () => {
  it('labels its input and ties hint and error to it', () => {
    renderIn(<Field label="Password" hint="At least 8 characters." error="Too short." type="password" />);
    const input = screen.getByLabelText('Password');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const described = input.getAttribute('aria-describedby')!.split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(described).toEqual(['At least 8 characters.', 'Too short.']);
  });

  it('is valid and described by nothing without hint or error, and passes its ref on', () => {
    const ref = createRef<HTMLInputElement>();
    renderIn(<Field ref={ref} label="E-mail" />);
    const input = screen.getByLabelText('E-mail');
    expect(ref.current).toBe(input);
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(input.getAttribute('aria-describedby')).toBeNull();
  });
});

describe('CheckboxField', () => {
  it('is a checkbox named by its label, its error tied to it', () => {
    const onChange = jest.fn();
    renderIn(<CheckboxField label={<span>I accept the terms</span>} checked={false} onChange={onChange} error="Please accept the terms." />);
    const box = screen.getByRole('checkbox', { name: 'I accept the terms' });
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(box.getAttribute('aria-describedby')!)?.textContent).toBe('Please accept the terms.');
    fireEvent.click(box);
    expect(onChange).toHaveBeenCalled();
  });
});

describe('FormMessage', () => {
  it('announces errors at once and other messages politely', () => {
    renderIn(
      <>
        <FormMessage kind="error">Wrong password.</FormMessage>
        <FormMessage kind="success">Sent.</FormMessage>
      </>,
    );
    expect(screen.getByRole('alert').textContent).toBe('Wrong password.');
    expect(screen.getByRole('status').textContent).toBe('Sent.');
  });
});
