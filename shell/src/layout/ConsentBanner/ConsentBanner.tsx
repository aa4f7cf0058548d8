import { useId, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button, mq, usePlatform } from '@vx/shared';
import { consent, type ConsentState } from '../../consent/consent';
import { brandModalOpen$ } from '../BrandModals/brandModalOpen';
import { useObservableValue } from '../useObservableValue';
import { consentReopened$ } from './consentUi';

function Toggle({ label, hint, checked, disabled, onChange }: { label: string; hint: string; checked: boolean; disabled?: boolean; onChange?: (checked: boolean) => void }) {
  const id = useId();
  return (
    <div css={(theme) => ({ display: 'flex', gap: theme.space(3), alignItems: 'flex-start', padding: `${theme.space(2)}px 0` })}>
      <input
        id={id}
        type="checkbox"
        role="switch"
        checked={checked}
        disabled={disabled}
        aria-describedby={`${id}-hint`}
        onChange={(event) => onChange?.(event.target.checked)}
        css={(theme) => ({ width: 20, height: 20, marginTop: 2, flexShrink: 0, accentColor: theme.colors.primary })}
      />
      <div>
        <label htmlFor={id} css={{ fontWeight: 600 }}>
          {label}
        </label>
        <p id={`${id}-hint`} css={(theme) => ({ margin: '2px 0 0', fontSize: theme.fontSize.small, color: theme.colors.textMuted })}>
          {hint}
        </p>
      </div>
    </div>
  );
}

/**
 * Cookie consent in the three categories of spec 000 §5. 'Accept all' and 'Reject all' look
 * alike; 'Settings' shows the two optional categories. Shown until the guest decides (and again
 * from the footer's cookie settings). It sticks to the bottom of the viewport, compactly, and
 * takes its own place at the end of the page, so it never hides the footer. It waits while one
 * of the brand's modals is open, so the two come one after the other.
 */
export function ConsentBanner() {
  const { t } = useTranslation('shell');
  const platform = usePlatform();
  const state: ConsentState = useObservableValue(consent.state$);
  const reopened = useObservableValue(consentReopened$);
  const modalOpen = useObservableValue(brandModalOpen$);
  const [settings, setSettings] = useState(false);
  const [functional, setFunctional] = useState(state.choice.functional);
  const [analytics, setAnalytics] = useState(state.choice.analytics);
  // The settings start from the stored choice, and from the new one whenever it changes.
  const [settingsOf, setSettingsOf] = useState(state);
  if (settingsOf !== state) {
    setSettingsOf(state);
    setFunctional(state.choice.functional);
    setAnalytics(state.choice.analytics);
  }

  if ((state.decided && !reopened) || modalOpen) return null;

  const decide = (choice: { functional: boolean; analytics: boolean }) => {
    consent.decide(choice);
    consentReopened$.next(false);
    setSettings(false);
  };

  return (
    <section
      aria-labelledby="consent-title"
      data-testid="consent-banner"
      css={(theme) => ({
        position: 'sticky',
        bottom: 0,
        zIndex: 90,
        maxHeight: '70vh',
        overflowY: 'auto',
        background: theme.colors.surfaceRaised,
        borderTop: `1px solid ${theme.colors.border}`,
        boxShadow: '0 -8px 24px rgba(0, 0, 0, 0.35)',
      })}
    >
      <div
        css={(theme) => ({
          maxWidth: 1440,
          margin: '0 auto',
          padding: `${theme.space(3)}px ${theme.space(3)}px`,
          display: 'grid',
          gridTemplateColumns: 'minmax(0, 1fr)',
          gap: theme.space(2),
          [mq.md]: {
            padding: `${theme.space(4)}px ${theme.space(6)}px`,
            gridTemplateColumns: settings ? 'minmax(0, 1fr)' : 'minmax(0, 1fr) auto',
            alignItems: 'center',
            columnGap: theme.space(6),
          },
        })}
      >
        <div>
          <h2 id="consent-title" css={(theme) => ({ fontSize: theme.fontSize.body, margin: 0 })}>
            {t('consent.title')}
          </h2>
          <p css={(theme) => ({ margin: '4px 0 0', fontSize: theme.fontSize.small, lineHeight: 1.4 })}>
            <Trans
              t={t}
              i18nKey="consent.text"
              components={{
                privacy: platform.hasRoute('dataProtection') ? (
                  <Link to={platform.href('dataProtection')} css={{ textDecoration: 'underline' }} />
                ) : (
                  <span />
                ),
              }}
            />
          </p>
          {settings && (
            <fieldset css={(theme) => ({ border: 0, margin: `${theme.space(2)}px 0 0`, padding: 0 })}>
              <legend css={{ fontWeight: 700, padding: 0 }}>{t('consent.categories')}</legend>
              <Toggle label={t('consent.necessary')} hint={t('consent.necessaryHint')} checked disabled />
              <Toggle label={t('consent.functional')} hint={t('consent.functionalHint')} checked={functional} onChange={setFunctional} />
              <Toggle label={t('consent.analytics')} hint={t('consent.analyticsHint')} checked={analytics} onChange={setAnalytics} />
            </fieldset>
          )}
        </div>
        <div
          css={(theme) => ({
            display: 'flex',
            flexWrap: 'wrap',
            gap: theme.space(2),
            fontSize: theme.fontSize.small,
            '& > button': { flex: '1 1 auto', padding: `0 ${theme.space(3)}px` },
            [mq.md]: { fontSize: theme.fontSize.body, '& > button': { flex: '0 0 auto', padding: `0 ${theme.space(4)}px` } },
          })}
        >
          <Button variant="secondary" onClick={() => decide({ functional: true, analytics: true })}>
            {t('consent.acceptAll')}
          </Button>
          <Button variant="secondary" onClick={() => decide({ functional: false, analytics: false })}>
            {t('consent.rejectAll')}
          </Button>
          {settings ? (
            <Button variant="secondary" onClick={() => decide({ functional, analytics })}>
              {t('consent.save')}
            </Button>
          ) : (
            <Button variant="ghost" onClick={() => setSettings(true)}>
              {t('consent.settings')}
            </Button>
          )}
        </div>
      </div>
    </section>
  );
}
