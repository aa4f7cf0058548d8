import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, FormMessage, graphQLCode, Heading, usePlatform, type SpinReward } from '@vx/shared';
import { useRedeemReward } from '../../queries/spinwheel';
import { formatDay } from '../Benefits/format';
import { muted, panel, row, rows } from '../Benefits/panel';
import { useRewardText } from './rewardText';

/** The guest's past spins and their rewards (redeemable to redeemed, spec 000 §4), newest first. */
export function RewardHistory({ history }: { history: readonly SpinReward[] }) {
  const { t } = useTranslation('myarea');
  const redeem = useRedeemReward();
  const already = graphQLCode(redeem.error) === 'ALREADY_REDEEMED';
  return (
    <section css={panel} aria-labelledby="spinwheel-history">
      <Heading level={2} size="subsection" id="spinwheel-history">
        {t('spinwheel.history.title')}
      </Heading>
      {redeem.isError && <FormMessage kind="error">{already ? t('spinwheel.history.alreadyRedeemed') : t('spinwheel.history.redeemError')}</FormMessage>}
      {history.length === 0 ? (
        <p css={muted}>{t('spinwheel.history.empty')}</p>
      ) : (
        <ul css={rows} data-testid="spinwheel-history">
          {history.map((reward) => (
            <RewardRow key={reward.id} reward={reward} redeeming={redeem.isPending && redeem.variables === reward.id} onRedeem={() => redeem.mutate(reward.id)} />
          ))}
        </ul>
      )}
    </section>
  );
}

function RewardRow({ reward, redeeming, onRedeem }: { reward: SpinReward; redeeming: boolean; onRedeem: () => void }) {
  const { t, i18n } = useTranslation('myarea');
  const { href, hasRoute } = usePlatform();
  const rewardText = useRewardText();
  return (
    <li css={row}>
      <div css={{ display: 'grid', gap: 2, minWidth: 0 }}>
        <strong css={{ overflowWrap: 'anywhere' }}>{rewardText(reward)}</strong>
        <p css={muted}>{formatDay(reward.createdAt, i18n.language)}</p>
      </div>
      {reward.type === 'bonuscode' ? (
        hasRoute('myvisitxBenefits') && <Link to={href('myvisitxBenefits')}>{t('spinwheel.history.useCode')}</Link>
      ) : reward.status === 'redeemable' ? (
        <Button onClick={onRedeem} disabled={redeeming}>
          {t('spinwheel.history.redeem')}
        </Button>
      ) : (
        <span css={muted}>{t('spinwheel.history.redeemed')}</span>
      )}
    </li>
  );
}
