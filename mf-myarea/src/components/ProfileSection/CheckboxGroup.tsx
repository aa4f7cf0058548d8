import type { ReactNode } from 'react';
import { CheckboxField } from '@vx/shared';

interface Props<T extends string | number> {
  legend: string;
  options: readonly T[];
  label: (option: T) => string;
  checked: (option: T) => boolean;
  onToggle: (option: T, on: boolean) => void;
  disabled?: boolean;
  testId?: string;
  /** Above the boxes (an error). */
  children?: ReactNode;
}

/** A named group of checkboxes, one an option: the profile's switches and choices. */
export function CheckboxGroup<T extends string | number>({ legend, options, label, checked, onToggle, disabled, testId, children }: Props<T>) {
  return (
    <fieldset css={{ border: 0, margin: 0, padding: 0, minWidth: 0 }} data-testid={testId}>
      <legend css={(theme) => ({ fontWeight: 600, padding: 0, marginBottom: theme.space(2) })}>{legend}</legend>
      {children}
      {options.map((option) => (
        <CheckboxField key={option} label={label(option)} checked={checked(option)} disabled={disabled} onChange={(event) => onToggle(option, event.target.checked)} />
      ))}
    </fieldset>
  );
}
