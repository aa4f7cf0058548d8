import { useTranslation } from 'react-i18next';
import { Button, Heading, usePlatform } from '@vx/shared';
import { isAlreadyDone, useClaimSpecialReward } from '../../queries/special';
import { useEventDate, useRewardText } from '../SpecialRewardText/useRewardText';
import { cardStyle, listStyle } from '../SpecialCard/cardStyle';
import { ActivityLeaderboard } from './ActivityLeaderboard';
import { type ActivityEvent } from '@vx/shared/events';

/**
 * An activity event or goldrush (`unit` names its points: points or nuggets): the guest's points,
 * what earns them, the challenges, the rewards to claim once within the claim window, and the
 * leaderboard (goldrush, and any event once ended).
 */
export function ActivityEventView({ event, unit }: { event: ActivityEvent; unit: 'activity' | 'goldrush' }) {
  const { t } = useTranslation('events');
  const { guest, openFlow } = usePlatform();
  const rewardText = useRewardText();
  const date = useEventDate();
  const claim = useClaimSpecialReward();
  const points = event.guest?.points ?? 0;
  // After the end only an event with a claim end still pays out; the server checks the window itself.
  const claimOpen = event.hasStarted && (!event.hasEnded || event.rewardClaimEnd !== null);
  return (
    <>
      {event.guest && (
        <p data-testid="activity-points" css={{ margin: 0, fontSize: '1.25rem', fontWeight: 700 }}>
          {t(`${unit}.yourPoints`, { count: points })}
        </p>
      )}
      <section aria-labelledby="activity-rewards" css={{ display: 'grid', gap: 12 }}>
        <Heading level={2} id="activity-rewards">
          {t('activity.rewards')}
        </Heading>
        {event.rewardClaimEnd && <p css={{ margin: 0 }}>{t('activity.claimUntil', { date: date(event.rewardClaimEnd) })}</p>}
        <ul css={listStyle}>
          {event.rewards.map((reward) => {
            const redeemed = event.guest?.rewards.find((entry) => entry.id === reward.id)?.redeemed ?? false;
            const reachable = points >= reward.requiredPoints;
            return (
              <li key={reward.id} data-testid="activity-reward" css={cardStyle}>
                <strong>{rewardText(reward)}</strong>
                <span>{reward.info}</span>
                <span>{t(`${unit}.requiredPoints`, { count: reward.requiredPoints })}</span>
                {redeemed ? (
                  <span data-testid="activity-reward-claimed" css={{ fontWeight: 700 }}>
                    {t('activity.claimed')}
                  </span>
                ) : (
                  <Button
                    disabled={claimOpen && guest.isLoggedIn ? !reachable || claim.isPending : !claimOpen}
                    onClick={() => (guest.isLoggedIn ? claim.mutate({ eventId: event.id, rewardId: reward.id }) : void openFlow('login'))}
                    css={{ justifySelf: 'start' }}
                  >
                    {guest.isLoggedIn ? t('activity.claim') : t('special.loginToJoin')}
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
        {claim.isError && (
          <p role="alert" css={{ margin: 0 }}>
            {isAlreadyDone(claim.error) ? t('special.alreadyDone') : t('special.actionFailed')}
          </p>
        )}
      </section>
      {event.leaderboard.length > 0 && <ActivityLeaderboard entries={event.leaderboard} unit={unit} />}
      {!event.hasEnded && (
        <section aria-labelledby="activity-activities" css={{ display: 'grid', gap: 12 }}>
          <Heading level={2} id="activity-activities">
            {t('activity.activities')}
          </Heading>
          <ul css={listStyle}>
            {event.activities.map((activity) => (
              <li key={activity.id} css={cardStyle}>
                <strong>{activity.name}</strong>
                <span>
                  {t(`${unit}.points`, { count: activity.points })} · {t('activity.vipBonus', { count: activity.vipBonus })} · {t('activity.limitPerDay', { count: activity.limitPerDay })}
                </span>
                <details>
                  <summary>{activity.faq.question}</summary>
                  <p css={{ margin: 0 }}>{activity.faq.answer}</p>
                </details>
              </li>
            ))}
          </ul>
        </section>
      )}
      <section aria-labelledby="activity-challenges" css={{ display: 'grid', gap: 12 }}>
        <Heading level={2} id="activity-challenges">
          {t('activity.challenges')}
        </Heading>
        <ul css={listStyle}>
          {event.challenges.map((challenge) => (
            <li key={challenge.name} css={cardStyle}>
              <strong>{challenge.name}</strong>
              <span>{challenge.description}</span>
              <span>
                {t(`${unit}.points`, { count: challenge.points })} · {challenge.fullfilled ? t('activity.done') : t('activity.notDone')}
              </span>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
