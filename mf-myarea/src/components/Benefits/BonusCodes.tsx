import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Field, FormMessage, Heading } from '@vx/shared';
import { refusalOfRedeem, useBonusCodeCheck, useRedeemBonus } from '../../queries/rewards';
import { BonusCodePreview } from './BonusCodePreview';
import { RemainingCodes } from './RemainingCodes';
import { panel } from './panel';

/** What a bonus code may look like (the server's rule): 3 to 40 letters, digits and dashes. */
const CODE_PATTERN = /^[A-Za-z0-9-]{3,40}$/;

/**
 * Bonus code redemption (spec 001 §7.2 guest/redeemBonus, §7.4 canRedeem and bonusCode): the guest
 * types a code and checks it, sees what it gives and its conditions, and redeems it; a refusal is
 * named. The guest's own codes (won on the spin wheel) are offered under it.
 */
export function BonusCodes() {
  const { t } = useTranslation('myarea');
  const [draft, setDraft] = useState('');
  const [checked, setChecked] = useState<string | null>(null);
  const [formatError, setFormatError] = useState(false);
  const [redeemed, setRedeemed] = useState<string | null>(null);
  const check = useBonusCodeCheck(checked);
  const redeem = useRedeemBonus();

  const checkCode = (code: string) => {
    const normalized = code.trim().toUpperCase();
    setFormatError(!CODE_PATTERN.test(normalized));
    setRedeemed(null);
    redeem.reset();
    setChecked(CODE_PATTERN.test(normalized) ? normalized : null);
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    checkCode(draft);
  };
  const pick = (code: string) => {
    setDraft(code);
    checkCode(code);
  };
  const onRedeem = (code: string) =>
    redeem.mutate(code, {
      onSuccess: (answer) => {
        setRedeemed(answer.bonus.code);
        setChecked(null);
        setDraft('');
      },
    });

  const refusal = redeem.isError ? refusalOfRedeem(redeem.error) : undefined;
  return (
    <section css={panel} aria-labelledby="benefits-code">
      <Heading level={2} size="subsection" id="benefits-code">
        {t('benefits.code.title')}
      </Heading>
      {redeemed && <FormMessage kind="success">{t('benefits.code.success', { code: redeemed })}</FormMessage>}
      <form onSubmit={onSubmit} noValidate css={(theme) => ({ display: 'grid', gap: theme.space(2), maxWidth: 420 })}>
        <Field
          label={t('benefits.code.label')}
          hint={t('benefits.code.hint')}
          error={formatError ? t('benefits.code.invalidFormat') : undefined}
          name="bonus-code"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
        />
        <Button type="submit" variant="secondary" disabled={check.isFetching}>
          {check.isFetching ? t('benefits.code.checking') : t('benefits.code.check')}
        </Button>
      </form>
      {checked && check.isError && <FormMessage kind="error">{t('benefits.code.checkError')}</FormMessage>}
      {checked && check.data && (
        <BonusCodePreview check={check.data} redeeming={redeem.isPending} onRedeem={() => onRedeem(checked)} />
      )}
      {redeem.isError && (
        <FormMessage kind="error">{refusal ? t(`benefits.refusals.${refusal}`) : t('benefits.code.redeemError')}</FormMessage>
      )}
      <RemainingCodes onPick={pick} />
    </section>
  );
}
