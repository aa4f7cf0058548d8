import { useTranslation } from 'react-i18next';
import { Heading } from '@vx/shared';
import { cardStyle, listStyle } from '../SpecialCard/cardStyle';
import { useEventDate, useRewardText } from '../SpecialRewardText/useRewardText';
import { type EasterEvent } from '@vx/shared/events';

/** The egg hunt's progress, rewards by eggs (a hidden one appears once reached) and the guest's reward history. */
export function EasterRewards({ event }: { event: EasterEvent }) {
  const { t } = useTranslation('events');
  const rewardText = useRewardText();
  const date = useEventDate();
  return (
    <>
      {event.guest && (
        <p data-testid="easter-progress" css={{ margin: 0, fontSize: '1.25rem', fontWeight: 700 }}>
          {t('easter.progress', { count: event.guest.collectedEggs, total: event.totalEggs })}
        </p>
      )}
      <section aria-labelledby="easter-rewards" css={{ display: 'grid', gap: 12 }}>
        <Heading level={2} id="easter-rewards">
          {t('easter.rewards')}
        </Heading>
        <ul css={listStyle}>
          {event.rewards.map((reward) => (
            <li key={reward.id} css={cardStyle}>
              <strong>{reward.isUpTo ? t('easter.upTo', { reward: rewardText(reward) }) : rewardText(reward)}</strong>
              <span>{reward.info}</span>
              <span>{t('easter.requiredEggs', { count: reward.requiredEggs })}</span>
            </li>
          ))}
        </ul>
        <p css={{ margin: 0 }}>{t('easter.secretReward')}</p>
      </section>
      {event.guest && (
        <section aria-labelledby="easter-history" css={{ display: 'grid', gap: 12 }}>
          <Heading level={2} id="easter-history">
            {t('easter.history')}
          </Heading>
          {event.guest.rewardHistory.length === 0 ? (
            <p css={{ margin: 0 }}>{t('easter.noHistory')}</p>
          ) : (
            <ul css={listStyle} data-testid="easter-history">
              {event.guest.rewardHistory.map((entry) => (
                <li key={entry.rewardId}>
                  {rewardText(entry)} · {date(entry.createdAt)}
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
    </>
  );
}
