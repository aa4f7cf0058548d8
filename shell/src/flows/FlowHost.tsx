import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { COMMON_NAMESPACE } from '@vx/shared';
import { useServices } from '../platform/ServicesContext';
import { preloadFlows } from './flowNames';
import { useFlow } from './useFlow';

const FlowDialog = lazy(preloadFlows);

function Loading() {
  const { t } = useTranslation(COMMON_NAMESPACE);
  return (
    <div
      role="status"
      css={(theme) => ({
        position: 'fixed',
        inset: 0,
        zIndex: 1000,
        display: 'grid',
        placeItems: 'center',
        background: 'rgba(0, 0, 0, 0.6)',
        color: theme.colors.text,
      })}
    >
      {t('loading')}
    </div>
  );
}

/**
 * Opens the flow named by `?flow=` (login, signup, pwdreset, moneycharge and the other payment
 * flows) in a dialog. The dialogs and Radix are their own chunk, loaded on the first flow. When
 * the dialog closes, whoever opened the flow learns how it ended (platform.openFlow).
 */
export function FlowHost() {
  const { flow } = useFlow();
  const { flowOutcomes } = useServices();
  useEffect(() => {
    if (!flow) flowOutcomes.ended();
  }, [flow, flowOutcomes]);
  if (!flow) return null;
  return (
    <Suspense fallback={<Loading />}>
      <FlowDialog flow={flow} />
    </Suspense>
  );
}
