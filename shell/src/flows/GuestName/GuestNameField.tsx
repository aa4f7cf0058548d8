import { useTranslation } from 'react-i18next';
import { Field, GUEST_NAME } from '@vx/shared';

type Props = Omit<Parameters<typeof Field>[0], 'label' | 'type' | 'name' | 'hint' | 'autoComplete'> & { label: string };

/** The public user name a guest chooses (signup, change of name), told the rules it must follow. */
export function GuestNameField(props: Props) {
  const { t } = useTranslation('shell');
  return (
    <Field
      type="text"
      name="username"
      autoComplete="nickname"
      autoCapitalize="off"
      spellCheck={false}
      required
      maxLength={GUEST_NAME.max}
      hint={t('guestName.hint', { min: GUEST_NAME.min, max: GUEST_NAME.max })}
      {...props}
    />
  );
}
