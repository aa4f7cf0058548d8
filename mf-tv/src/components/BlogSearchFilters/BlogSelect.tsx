import { focusRing } from '@vx/shared';

interface Props {
  label: string;
  value: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  onChange: (value: string) => void;
}

/** One of the search's sort and filter choices: a native select inside its label. */
export function BlogSelect({ label, value, options, onChange }: Props) {
  return (
    <label css={(theme) => ({ display: 'grid', gap: theme.space(1), minWidth: 0, fontSize: theme.fontSize.small, fontWeight: 600 })}>
      {label}
      <select
        value={value}
        onChange={(event) => onChange(event.target.value)}
        css={(theme) => ({ font: 'inherit', fontWeight: 400, minHeight: 40, maxWidth: '100%', padding: `0 ${theme.space(2)}px`, borderRadius: theme.radius, border: `1px solid ${theme.colors.border}`, background: theme.colors.surface, color: theme.colors.text, ...focusRing(theme) })}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}
