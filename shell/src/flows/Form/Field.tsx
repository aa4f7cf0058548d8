import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  hint?: string;
  error?: string | null;
  /** Extra content under the input (a link, for example). */
  after?: ReactNode;
}

/** A labelled input with its hint and error tied to it through aria-describedby. */
export const Field = forwardRef<HTMLInputElement, Props>(function Field({ label, hint, error, after, ...input }, ref) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div css={(theme) => ({ display: 'grid', gap: theme.space(1), marginBottom: theme.space(4) })}>
      <label htmlFor={id} css={{ fontWeight: 600, fontSize: 15 }}>
        {label}
      </label>
      <input
        ref={ref}
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        css={(theme) => ({
          font: 'inherit',
          fontSize: 16,
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
        <p id={hintId} css={(theme) => ({ margin: 0, fontSize: 14, color: theme.colors.textMuted })}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} css={(theme) => ({ margin: 0, fontSize: 14, color: theme.colors.danger })}>
          {error}
        </p>
      )}
      {after}
    </div>
  );
});

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
        fontSize: 15,
        a: { color: theme.colors.text, textDecoration: 'underline', textUnderlineOffset: 3 },
        'a:focus-visible': { outline: `2px solid ${theme.colors.accent}`, outlineOffset: 2 },
      })}
    >
      {children}
    </div>
  );
}

export const fullWidth = { width: '100%', minHeight: 44 } as const;

type EmailProps = Omit<Props, 'label' | 'type' | 'name' | 'inputMode'> & { label: string };

/** The e-mail address field every flow asks for. */
export const EmailField = forwardRef<HTMLInputElement, EmailProps>(function EmailField(props, ref) {
  return <Field ref={ref} type="email" name="email" autoComplete="email" inputMode="email" required {...props} />;
});
