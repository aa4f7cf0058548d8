import { useTranslation } from 'react-i18next';
import { Button, Heading, usePlatform } from '@vx/shared';
import { isAlreadyDone, useEnterPrizeDraw } from '../../queries/special';
import { cardStyle, listStyle } from '../SpecialCard/cardStyle';
import { useRewardText } from '../SpecialRewardText/useRewardText';
import { type PrizeDraw } from '@vx/shared/events';

/** The prize draw: prizes, one entry a day while it runs, the winners the server drew once it ended. */
export function SpecialPrizeDraw({ draw }: { draw: PrizeDraw }) {
  const { t } = useTranslation('events');
  const { guest, openFlow } = usePlatform();
  const enter = useEnterPrizeDraw();
  const rewardText = useRewardText();
  return (
    <>
      <section aria-labelledby="prize-draw-prizes" css={{ display: 'grid', gap: 12 }}>
        <Heading level={2} id="prize-draw-prizes">
          {t('prizeDraw.prizes')}
        </Heading>
        <ul css={listStyle}>
          {draw.prizes.map((prize) => (
            <li key={prize.rank} css={cardStyle}>
              <strong>{t('prizeDraw.rank', { rank: prize.rank })}</strong>
              <span>{rewardText(prize)}</span>
            </li>
          ))}
        </ul>
        <p css={{ margin: 0 }}>{t('prizeDraw.entrants', { count: draw.entrants })}</p>
      </section>
      {draw.hasEnded ? (
        <section aria-labelledby="prize-draw-winners" data-testid="prize-draw-winners" css={{ display: 'grid', gap: 12 }}>
          <Heading level={2} id="prize-draw-winners">
            {t('prizeDraw.winners')}
          </Heading>
          {draw.winners.length === 0 ? (
            <p css={{ margin: 0 }}>{t('prizeDraw.noWinners')}</p>
          ) : (
            <ol css={{ margin: 0, paddingLeft: 24 }}>
              {draw.winners.map((winner) => (
                <li key={winner.rank} css={{ overflowWrap: 'anywhere' }}>
                  {winner.name} · {rewardText(winner)}
                </li>
              ))}
            </ol>
          )}
        </section>
      ) : (
        <section aria-label={t('prizeDraw.enter')} css={{ display: 'grid', gap: 8, justifyItems: 'start' }}>
          {draw.guest && <p css={{ margin: 0 }}>{t('prizeDraw.entries', { count: draw.guest.entries })}</p>}
          {draw.guest?.enteredToday ? (
            <p data-testid="prize-draw-entered" css={{ margin: 0, fontWeight: 700 }}>
              {t('prizeDraw.entered')}
            </p>
          ) : (
            <Button disabled={enter.isPending} onClick={() => (guest.isLoggedIn ? enter.mutate({ eventId: draw.id }) : void openFlow('login'))}>
              {guest.isLoggedIn ? t('prizeDraw.enter') : t('special.loginToJoin')}
            </Button>
          )}
          {enter.isError && <p role="alert" css={{ margin: 0 }}>{isAlreadyDone(enter.error) ? t('prizeDraw.entered') : t('special.actionFailed')}</p>}
        </section>
      )}
    </>
  );
}
