import { useTranslation } from 'react-i18next';
import { FormMessage, NOTIFICATION_SETTING_KEYS, type NotificationsSettings } from '@vx/shared';
import { useSaveNotifications } from '../../queries/profile';
import { CheckboxGroup } from '../ProfileSection/CheckboxGroup';

/** What the guest is told by e-mail: each switch saves at once (guest/notificationsSettings) and shows what the server stored. */
export function NotificationSettings({ settings }: { settings: NotificationsSettings }) {
  const { t } = useTranslation('myarea');
  const save = useSaveNotifications();
  return (
    <CheckboxGroup
      legend={t('profile.notifications.legend')}
      testId="profile-notification-settings"
      options={NOTIFICATION_SETTING_KEYS}
      label={(key) => t(`profile.notifications.${key}`)}
      checked={(key) => settings[key]}
      onToggle={(key, on) => save.mutate({ ...settings, [key]: on })}
      disabled={save.isPending}
    >
      {save.isError && <FormMessage kind="error">{t('profile.errors.save')}</FormMessage>}
    </CheckboxGroup>
  );
}
