import type { ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button, Field, FormLinks, FormMessage, MIN_PASSWORD_LENGTH } from '@vx/shared';
import { useFlow } from '../useFlow';
import type { ShellFlow } from '../flowNames';

export { MIN_PASSWORD_LENGTH };

type FieldProps = Omit<Parameters<typeof Field>[0], 'label' | 'type' | 'name' | 'inputMode' | 'hint'> & { label: string };

/** The e-mail address field every flow asks for. */
export function EmailField(props: FieldProps) {
  return <Field type="email" name="email" autoComplete="email" inputMode="email" required {...props} />;
}

/** A password the guest chooses (signup, reset): told the minimum length, offered to password managers as new. */
export function NewPasswordField({ name, ...props }: FieldProps & { name: string; ref?: Ref<HTMLInputElement> }) {
  const { t } = useTranslation('shell');
  return (
    <Field
      type="password"
      name={name}
      autoComplete="new-password"
      required
      minLength={MIN_PASSWORD_LENGTH}
      hint={t('flows.signup.passwordHint', { count: MIN_PASSWORD_LENGTH })}
      {...props}
    />
  );
}

/** A flow form's full-width submit button, saying "please wait" while the request runs. */
export function SubmitButton({ pending, children }: { pending: boolean; children: ReactNode }) {
  const { t } = useTranslation('shell');
  return (
    <Button type="submit" disabled={pending} css={fullWidth}>
      {pending ? t('flows.pleaseWait') : children}
    </Button>
  );
}

export const fullWidth = { width: '100%', minHeight: 44 } as const;

/** Where a flow ends without closing: what happened, and the one link that goes on from there. */
export function FlowOutcome({ kind, message, next }: { kind: 'error' | 'success'; message: string; next: { flow: ShellFlow; label: string } }) {
  const { searchFor } = useFlow();
  return (
    <div>
      <FormMessage kind={kind}>{message}</FormMessage>
      <FormLinks>
        <Link to={{ search: searchFor(next.flow) }} replace>
          {next.label}
        </Link>
      </FormLinks>
    </div>
  );
}
