import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { easterEggStyle, RestError, usePlatform } from '@vx/shared';
import { collectEggSchema, type EasterEgg } from '@vx/shared/events';

type Outcome = 'found' | 'alreadyFound' | 'failed';

/** The eggs of the page, each a button at its place in the viewport; a click collects it once on the server. */
export function EggButtons({ eggs, onCollected }: { eggs: readonly EasterEgg[]; onCollected: () => void }) {
  const { t } = useTranslation('shell');
  const { rest } = usePlatform();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [busy, setBusy] = useState(false);
  const collect = async (egg: EasterEgg) => {
    setBusy(true);
    try {
      await rest.call('special/easter/collectEgg', { method: 'POST', payload: { verificationToken: egg.verificationToken, qmdate: new Date().toISOString().slice(0, 10) }, schema: collectEggSchema });
      setOutcome('found');
    } catch (error) {
      setOutcome(error instanceof RestError && error.status === 409 ? 'alreadyFound' : 'failed');
    } finally {
      setBusy(false);
      onCollected();
    }
  };
  return (
    <>
      {eggs.map((egg) => (
        <button
          key={egg.eggId}
          type="button"
          data-testid="easter-egg"
          aria-label={t('easterEggs.collect')}
          disabled={busy}
          onClick={() => void collect(egg)}
          css={(theme) => ({ ...easterEggStyle(theme), position: 'fixed', left: `min(${egg.x}%, calc(100% - 48px))`, top: `min(${egg.y}%, calc(100% - 56px))`, zIndex: 150 })}
        />
      ))}
      <p role="status" css={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
        {outcome && t(`easterEggs.${outcome}`)}
      </p>
    </>
  );
}
