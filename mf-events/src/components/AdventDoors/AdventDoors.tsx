import { useTranslation } from 'react-i18next';
import { usePlatform } from '@vx/shared';
import { isAlreadyDone, useOpenAdventDoor } from '../../queries/special';
import { useRewardText } from '../SpecialRewardText/useRewardText';
import { type AdventCalendar } from '@vx/shared/events';

/**
 * The calendar's doors: today's opens once (a visitor is asked to log in), past ones show their
 * reward as claimed or missed, future ones are locked and say nothing of their reward.
 */
export function AdventDoors({ calendar }: { calendar: AdventCalendar }) {
  const { t } = useTranslation('events');
  const { guest, openFlow } = usePlatform();
  const open = useOpenAdventDoor();
  const rewardText = useRewardText();
  return (
    <>
      <ol aria-label={t('advent.doors')} css={(theme) => ({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: theme.space(2), gridTemplateColumns: 'repeat(auto-fill, minmax(96px, 1fr))' })}>
        {calendar.doors.map((door) => (
          <li
            key={door.day}
            data-testid="advent-door"
            data-state={door.state}
            css={(theme) => ({
              minHeight: 96,
              display: 'grid',
              alignContent: 'center',
              justifyItems: 'center',
              gap: theme.space(1),
              padding: theme.space(2),
              textAlign: 'center',
              borderRadius: theme.radii.tag,
              border: `1px solid ${door.state === 'open' ? theme.colors.primary : theme.colors.border}`,
              background: door.state === 'claimed' ? theme.colors.surfaceRaised : theme.colors.surface,
            })}
          >
            <strong>{t('advent.door', { day: door.day })}</strong>
            {door.state === 'open' ? (
              <button
                type="button"
                disabled={open.isPending}
                onClick={() => (guest.isLoggedIn ? open.mutate({ day: door.day }) : void openFlow('login'))}
                css={(theme) => ({ border: 0, borderRadius: theme.radii.pill, padding: `${theme.space(1)}px ${theme.space(2)}px`, background: theme.colors.primary, color: theme.colors.primaryText, cursor: 'pointer', font: 'inherit' })}
              >
                {t('advent.open')}
              </button>
            ) : (
              <span css={{ fontSize: '0.875rem' }}>{t(`advent.state.${door.state}`)}</span>
            )}
            {door.reward && door.state !== 'open' && <span css={{ fontSize: '0.875rem' }}>{rewardText(door.reward)}</span>}
          </li>
        ))}
      </ol>
      <p role="status" css={{ margin: 0, fontWeight: 700 }}>
        {open.isSuccess && t('advent.opened')}
        {open.isError && (isAlreadyDone(open.error) ? t('special.alreadyDone') : t('special.actionFailed'))}
      </p>
    </>
  );
}
