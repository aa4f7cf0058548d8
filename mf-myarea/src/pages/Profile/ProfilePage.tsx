import { useTranslation } from 'react-i18next';
import { QueryState, Skeleton, type GuestSettings } from '@vx/shared';
import { MyAreaLayout } from '../../components/MyAreaLayout/MyAreaLayout';
import { ProfileAccount } from '../../components/ProfileAccount/ProfileAccount';
import { AutoRecharge } from '../../components/ProfileAutoRecharge/AutoRecharge';
import { DataProtection } from '../../components/ProfileDataProtection/DataProtection';
import { Newsletters } from '../../components/ProfileNotifications/Newsletters';
import { NotificationSettings } from '../../components/ProfileNotifications/NotificationSettings';
import { Preferences } from '../../components/ProfilePreferences/Preferences';
import { ProfileSection } from '../../components/ProfileSection/ProfileSection';
import { ProfileSubscriptions } from '../../components/ProfileSubscriptions/ProfileSubscriptions';
import { EmailChange } from '../../components/ProfileSecurity/EmailChange';
import { PasswordChange } from '../../components/ProfileSecurity/PasswordChange';
import { useProfileSettings } from '../../queries/profile';

/**
 * /myvisitx/profile/ (spec 000 §2 "guest profile"): name and avatar, preferences, e-mail and
 * password, notifications and newsletters, subscriptions, auto-recharge, data protection (server/docs/myarea.md "Profile").
 */
export default function ProfilePage() {
  const { t } = useTranslation('myarea');
  const settings = useProfileSettings();
  return (
    <MyAreaLayout title={t('profile.title')}>
      <div css={(theme) => ({ display: 'grid', gap: theme.space(4) })}>
        <ProfileAccount />
        <QueryState query={settings} loading={<Skeleton height={320} />} error={t('profile.errors.load')}>
          {(data) => <ProfileSettings settings={data} />}
        </QueryState>
      </div>
    </MyAreaLayout>
  );
}

function ProfileSettings({ settings }: { settings: GuestSettings }) {
  const { t } = useTranslation('myarea');
  return (
    <>
      <ProfileSection title={t('profile.preferences.title')} intro={t('profile.preferences.intro')} testId="profile-preferences-section">
        <Preferences preferences={settings.preferences} />
      </ProfileSection>
      <ProfileSection title={t('profile.email.title')} testId="profile-email-section">
        <EmailChange pendingEmail={settings.pendingEmail} />
      </ProfileSection>
      <ProfileSection title={t('profile.password.title')} intro={t('profile.password.intro')} testId="profile-password-section">
        <PasswordChange />
      </ProfileSection>
      <ProfileSection title={t('profile.notifications.title')} testId="profile-notifications-section">
        <NotificationSettings settings={settings.notificationsSettings} />
        <Newsletters subscribed={settings.newsletters} />
      </ProfileSection>
      <ProfileSection title={t('profile.subscriptions.title')} intro={t('profile.subscriptions.intro')} testId="profile-subscriptions-section">
        <ProfileSubscriptions />
      </ProfileSection>
      <ProfileSection title={t('profile.autoRecharge.title')} intro={t('profile.autoRecharge.intro')} testId="profile-auto-recharge-section">
        <AutoRecharge settings={settings} />
      </ProfileSection>
      <ProfileSection title={t('profile.dataProtection.title')} testId="profile-data-protection-section">
        <DataProtection />
      </ProfileSection>
    </>
  );
}
