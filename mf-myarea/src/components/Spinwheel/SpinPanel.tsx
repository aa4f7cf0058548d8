import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, FormMessage, graphQLCode, type SpinResult, type SpinwheelInfo } from '@vx/shared';
import { useSpin } from '../../queries/spinwheel';
import { muted } from '../Benefits/panel';
import { useRewardText } from './rewardText';
import { Wheel } from './Wheel';
import { rotationFor } from './wheelAngle';

/** Whether the guest asked for less motion (then the wheel jumps to its result; no transition ends). */
const prefersReducedMotion = () => typeof window.matchMedia !== 'function' || window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * The wheel and its spin button. The server decides the result (doSpin); the wheel then turns to
 * that segment and the prize is announced once it stops, when the info (spins, history) reloads.
 */
export function SpinPanel({ info }: { info: SpinwheelInfo }) {
  const { t } = useTranslation('myarea');
  const rewardText = useRewardText();
  const { spin, settle } = useSpin();
  const [rotation, setRotation] = useState(0);
  const [turning, setTurning] = useState<SpinResult | null>(null);
  const [won, setWon] = useState<SpinResult | null>(null);

  const finish = (result: SpinResult) => {
    setTurning(null);
    setWon(result);
    void settle();
  };
  const onSpin = () => {
    setWon(null);
    spin.mutate(undefined, {
      onSuccess: (result) => {
        setRotation((current) => rotationFor(current, result.segment, info.segments.length));
        if (prefersReducedMotion()) finish(result);
        else setTurning(result);
      },
    });
  };

  const noSpins = info.spins === 0 || graphQLCode(spin.error) === 'NO_SPINS';
  return (
    <div css={(theme) => ({ display: 'grid', gap: theme.space(3), justifyItems: 'center' })}>
      <Wheel segments={info.segments} rotation={rotation} onStopped={() => turning && finish(turning)} />
      <Button onClick={onSpin} disabled={info.spins === 0 || spin.isPending || turning !== null}>
        {turning || spin.isPending ? t('spinwheel.spinning') : t('spinwheel.spin')}
      </Button>
      <p role="status" data-testid="spinwheel-result" css={(theme) => ({ margin: 0, fontWeight: 700, fontSize: theme.fontSize.lead, textAlign: 'center' })}>
        {won ? t('spinwheel.won', { reward: rewardText(won) }) : ''}
      </p>
      {noSpins && !turning && !won && <p css={muted}>{t('spinwheel.noSpins')}</p>}
      {spin.isError && !noSpins && <FormMessage kind="error">{t('spinwheel.spinError')}</FormMessage>}
    </div>
  );
}
