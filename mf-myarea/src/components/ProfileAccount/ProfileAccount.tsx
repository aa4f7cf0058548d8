import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { buttonStyle, usePlatform } from '@vx/shared';
import { ProfileSection } from '../ProfileSection/ProfileSection';
import { AvatarEditor } from './AvatarEditor';

/**
 * The public face of the guest: the name (changed in the shell's guestName flow, the same call and
 * errors as from the account menu, so the navbar follows) and the avatar.
 */
export function ProfileAccount() {
  const { t } = useTranslation('myarea');
  const { guest } = usePlatform();
  return (
    <ProfileSection title={t('profile.account.title')} intro={t('profile.account.intro')} testId="profile-account">
      <div css={(theme) => ({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: theme.space(2) })}>
        <div>
          <p css={(theme) => ({ margin: 0, color: theme.colors.textMuted, fontSize: theme.fontSize.small })}>{t('profile.account.name')}</p>
          <p css={{ margin: 0, fontWeight: 600, overflowWrap: 'anywhere' }} data-testid="profile-name">
            {guest.name}
          </p>
        </div>
        <Link to={{ search: '?flow=guestName' }} css={buttonStyle('secondary')}>
          {t('profile.account.changeName')}
        </Link>
      </div>
      <AvatarEditor />
    </ProfileSection>
  );
}
