import { useState, type ReactNode } from 'react';
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
  // The click's choice shows in the click's own frame: the state it causes arrives through the query
  // cache a task later, and a controlled box that snaps back meanwhile reads as broken. The choice
  // gives way as soon as the given state changes (the optimistic value, or a failed save's revert).
  const given = options.map((option) => Number(checked(option))).join('');
  const [choice, setChoice] = useState<{ option: T; on: boolean; given: string } | null>(null);
  if (choice && choice.given !== given) setChoice(null);
  const shown = (option: T) => (choice?.option === option && choice.given === given ? choice.on : checked(option));
  return (
    <fieldset css={{ border: 0, margin: 0, padding: 0, minWidth: 0 }} data-testid={testId}>
      <legend css={(theme) => ({ fontWeight: 600, padding: 0, marginBottom: theme.space(2) })}>{legend}</legend>
      {children}
      {options.map((option) => (
        <CheckboxField
          key={option}
          label={label(option)}
          checked={shown(option)}
          disabled={disabled}
          onChange={(event) => {
            setChoice({ option, on: event.target.checked, given });
            onToggle(option, event.target.checked);
          }}
        />
      ))}
    </fieldset>
  );
}
