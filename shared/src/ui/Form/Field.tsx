import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import type { Theme } from '@emotion/react';

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  hint?: string;
  error?: string | null;
  /** Extra content under the input (a link, for example). */
  after?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/** The ids of a field's hint and error, and the aria-describedby that names them. */
function useDescription(hint: unknown, error: unknown) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return { id, hintId, errorId, describedBy: [hintId, errorId].filter(Boolean).join(' ') || undefined };
}

const note = (theme: Theme, tone: 'muted' | 'danger') => ({
  margin: 0,
  fontSize: theme.fontSize.small,
  color: tone === 'danger' ? theme.colors.danger : theme.colors.textMuted,
});

const fieldBox = (theme: Theme) => ({ display: 'grid', gap: theme.space(1), marginBottom: theme.space(4) });

/** A labelled input with its hint and error tied to it through aria-describedby. */
export function Field({ label, hint, error, after, ref, ...input }: Props) {
  const { id, hintId, errorId, describedBy } = useDescription(hint, error);
  return (
    <div css={fieldBox}>
      <label htmlFor={id} css={(theme) => ({ fontWeight: 600, fontSize: theme.fontSize.body })}>
        {label}
      </label>
      <input
        ref={ref}
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        css={(theme) => ({
          font: 'inherit',
          // Not under 16 px: iOS Safari zooms into a smaller input on focus.
          fontSize: theme.fontSize.lead,
          minHeight: 44,
          padding: `0 ${theme.space(3)}px`,
          borderRadius: theme.radius,
          border: `1px solid ${error ? theme.colors.danger : theme.colors.border}`,
          background: theme.colors.background,
          color: theme.colors.text,
          '&:focus-visible': { outline: `2px solid ${theme.colors.accent}`, outlineOffset: 1 },
        })}
        {...input}
      />
      {hint && (
        <p id={hintId} css={(theme) => note(theme, 'muted')}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} css={(theme) => note(theme, 'danger')}>
          {error}
        </p>
      )}
      {after}
    </div>
  );
}

interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> {
  /** May hold links (the terms). */
  label: ReactNode;
  error?: string | null;
  ref?: Ref<HTMLInputElement>;
}

/** A checkbox with its label beside it and its error tied to it. */
export function CheckboxField({ label, error, ref, ...input }: CheckboxProps) {
  const { errorId, describedBy } = useDescription(undefined, error);
  return (
    <div css={fieldBox}>
      <label css={(theme) => ({ display: 'flex', gap: theme.space(2), alignItems: 'flex-start', lineHeight: 1.4 })}>
        <input
          ref={ref}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          css={{ width: 20, height: 20, marginTop: 1, flexShrink: 0 }}
          {...input}
        />
        <span>{label}</span>
      </label>
      {error && (
        <p id={errorId} css={(theme) => note(theme, 'danger')}>
          {error}
        </p>
      )}
    </div>
  );
}

/** A form-level message: errors are announced at once, confirmations politely. */
export function FormMessage({ kind, children }: { kind: 'error' | 'info' | 'success'; children: ReactNode }) {
  return (
    <p
      role={kind === 'error' ? 'alert' : 'status'}
      css={(theme) => ({
        margin: `0 0 ${theme.space(4)}px`,
        padding: theme.space(3),
        borderRadius: theme.radius,
        background: theme.colors.surfaceRaised,
        borderLeft: `4px solid ${
          kind === 'error' ? theme.colors.danger : kind === 'success' ? theme.colors.success : theme.colors.accent
        }`,
      })}
    >
      {children}
    </p>
  );
}

/** Links and secondary actions under a form. */
export function FormLinks({ children }: { children: ReactNode }) {
  return (
    <div
      css={(theme) => ({
        display: 'flex',
        flexWrap: 'wrap',
        justifyContent: 'space-between',
        gap: theme.space(2),
        marginTop: theme.space(4),
        fontSize: theme.fontSize.body,
        a: { color: theme.colors.text, textDecoration: 'underline', textUnderlineOffset: 3 },
        'a:focus-visible': { outline: `2px solid ${theme.colors.accent}`, outlineOffset: 2 },
      })}
    >
      {children}
    </div>
  );
}
