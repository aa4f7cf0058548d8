import { useTranslation } from 'react-i18next';
import { easterEggStyle, usePlatform } from '@vx/shared';
import { isAlreadyDone, useCollectEgg, useEasterEggs } from '../../queries/special';
import { useRewardText } from '../SpecialRewardText/useRewardText';

const today = () => new Date().toISOString().slice(0, 10);

/**
 * The egg hunt's eggs placed on this page (by route name), each a button at its place; a click
 * sends the egg's single-use token, the server counts it once. Shows what the find brought.
 */
export function EasterEggField({ routeName }: { routeName: string }) {
  const { t } = useTranslation('events');
  const { guest, openFlow } = usePlatform();
  const eggs = useEasterEggs(routeName);
  const collect = useCollectEgg();
  const rewardText = useRewardText();
  if (!guest.isLoggedIn) {
    return (
      <button type="button" onClick={() => void openFlow('login')} css={{ justifySelf: 'start', textDecoration: 'underline', background: 'none', border: 0, color: 'inherit', cursor: 'pointer', padding: 0, font: 'inherit' }}>
        {t('easter.loginToHunt')}
      </button>
    );
  }
  const found = collect.data;
  return (
    <section aria-label={t('easter.huntArea')} data-testid="easter-hunt" aria-busy={eggs.isPending} css={(theme) => ({ position: 'relative', minHeight: 220, border: `1px dashed ${theme.colors.border}`, borderRadius: theme.radii.tag, overflow: 'hidden' })}>
      <p css={(theme) => ({ margin: theme.space(3) })}>{eggs.data && eggs.data.eggs.length === 0 ? t('easter.allFoundHere') : t('easter.searchHere')}</p>
      {eggs.data?.eggs.map((egg) => (
        <button
          key={egg.eggId}
          type="button"
          data-testid="easter-egg"
          aria-label={t('easter.collectEgg')}
          disabled={collect.isPending}
          onClick={() => collect.mutate({ verificationToken: egg.verificationToken, qmdate: today() })}
          css={(theme) => ({ ...easterEggStyle(theme), position: 'absolute', left: `min(${egg.x}%, calc(100% - 48px))`, top: `min(${egg.y}%, calc(100% - 56px))` })}
        />
      ))}
      <div role="status" css={(theme) => ({ margin: theme.space(3), fontWeight: 700 })}>
        {found && (found.reward ? t('easter.foundWithReward', { reward: rewardText(found.reward) }) : t('easter.found', { count: found.collectedEggs }))}
        {collect.isError && (isAlreadyDone(collect.error) ? t('easter.alreadyFound') : t('special.actionFailed'))}
      </div>
    </section>
  );
}
