import { useTranslation } from 'react-i18next';
import { FormMessage, NEWSLETTER_TYPES } from '@vx/shared';
import { useNewsletter } from '../../queries/profile';
import { CheckboxGroup } from '../ProfileSection/CheckboxGroup';

const NAMES = Object.keys(NEWSLETTER_TYPES) as (keyof typeof NEWSLETTER_TYPES)[];

/** The newsletters of spec 000 §3 (type ids 256, 512, 1024, 2048), each subscribed or unsubscribed at once for the guest's own address. */
export function Newsletters({ subscribed }: { subscribed: readonly number[] }) {
  const { t } = useTranslation('myarea');
  const newsletter = useNewsletter();
  return (
    <CheckboxGroup
      legend={t('profile.newsletters.legend')}
      testId="profile-newsletters"
      options={NAMES}
      label={(name) => t(`profile.newsletters.${name}`)}
      checked={(name) => subscribed.includes(NEWSLETTER_TYPES[name])}
      onToggle={(name, on) => newsletter.mutate({ typeId: NEWSLETTER_TYPES[name], subscribed: on })}
      disabled={newsletter.isPending}
    >
      {newsletter.isError && <FormMessage kind="error">{t('profile.errors.save')}</FormMessage>}
    </CheckboxGroup>
  );
}
