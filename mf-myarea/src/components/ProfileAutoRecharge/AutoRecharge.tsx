import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, CheckboxField, formatMoney, FormMessage, usePlatform, type GuestSettings } from '@vx/shared';
import { useSaveAutoRecharge, useTeaserState } from '../../queries/profile';

/**
 * Auto-recharge: the opt-in and the amount charged when the balance runs low, one of the allowed
 * amounts; the teaser that offers it can be put off or closed for good (guest/autoRechargeTeaserState).
 */
export function AutoRecharge({ settings }: { settings: Pick<GuestSettings, 'autoRecharge' | 'autoRechargeTeaserState'> }) {
  const { t } = useTranslation('myarea');
  const { language } = usePlatform();
  const save = useSaveAutoRecharge();
  const teaser = useTeaserState();
  const { autoRecharge } = settings;
  const [enabled, setEnabled] = useState(autoRecharge.enabled);
  const [amount, setAmount] = useState(autoRecharge.amount ?? autoRecharge.amounts[0] ?? 0);

  function submit(event: FormEvent) {
    event.preventDefault();
    save.mutate({ enabled, amount });
  }

  return (
    <div css={(theme) => ({ display: 'grid', gap: theme.space(3) })}>
      {settings.autoRechargeTeaserState === 'show' && !autoRecharge.enabled && (
        <div data-testid="auto-recharge-teaser" css={(theme) => ({ display: 'grid', gap: theme.space(2), padding: theme.space(3), borderRadius: theme.radius, background: theme.colors.surfaceRaised })}>
          <p css={{ margin: 0 }}>{t('profile.autoRecharge.teaser')}</p>
          <div css={(theme) => ({ display: 'flex', flexWrap: 'wrap', gap: theme.space(2) })}>
            <Button variant="secondary" onClick={() => teaser.mutate('later')} disabled={teaser.isPending}>
              {t('profile.autoRecharge.later')}
            </Button>
            <Button variant="ghost" onClick={() => teaser.mutate('closed')} disabled={teaser.isPending}>
              {t('profile.autoRecharge.close')}
            </Button>
          </div>
        </div>
      )}
      <form onSubmit={submit} aria-busy={save.isPending} data-testid="profile-auto-recharge">
        {save.isSuccess && <FormMessage kind="success">{t('profile.saved')}</FormMessage>}
        {save.isError && <FormMessage kind="error">{t('profile.errors.save')}</FormMessage>}
        <CheckboxField label={t('profile.autoRecharge.enable')} checked={enabled} onChange={(event) => setEnabled(event.target.checked)} />
        <fieldset disabled={!enabled} css={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
          <legend css={(theme) => ({ fontWeight: 600, padding: 0, marginBottom: theme.space(2) })}>{t('profile.autoRecharge.amount')}</legend>
          <div css={(theme) => ({ display: 'flex', flexWrap: 'wrap', gap: theme.space(3), marginBottom: theme.space(4) })}>
            {autoRecharge.amounts.map((value) => (
              <label key={value} css={(theme) => ({ display: 'flex', alignItems: 'center', gap: theme.space(1), minHeight: 44 })}>
                <input type="radio" name="auto-recharge-amount" value={value} checked={amount === value} onChange={() => setAmount(value)} />
                {formatMoney(value, 'VXC', language)}
              </label>
            ))}
          </div>
        </fieldset>
        <Button type="submit" disabled={save.isPending}>
          {t('profile.save')}
        </Button>
      </form>
    </div>
  );
}
