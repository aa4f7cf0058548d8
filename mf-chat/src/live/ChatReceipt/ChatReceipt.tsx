import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, CHAT_EXIT_SURVEY_REASONS, CheckboxField, formatMoney, Heading, RATING, RestError, usePlatform, type ChatReceipt as Receipt } from '@vx/shared';
import { useChatExitSurvey, useRateLiveChat } from '../../queries/livechat';
import { formatDuration } from '../CostMeter/meter';
import { exitMessageKey, exitMessageOptions } from '../exitMessages';

export const SURVEY_TEXT_MAX = 500;

function Rating({ chatId }: { chatId: string }) {
  const { t } = useTranslation('chat');
  const rate = useRateLiveChat(chatId);
  const [given, setGiven] = useState<number | null>(null);
  const send = (rating: (typeof RATING)[keyof typeof RATING]) => {
    if (rate.isPending) return;
    setGiven(rating);
    rate.mutate(rating);
  };
  // 409: rated already (another tab): the rating stands.
  const rated = rate.isSuccess || (rate.error instanceof RestError && rate.error.status === 409);
  if (rated) return <p role="status" data-testid="rating-thanks" css={{ margin: 0 }}>{t('live.receipt.ratingThanks')}</p>;
  return (
    <div role="group" aria-label={t('live.receipt.rateQuestion')} css={(theme) => ({ display: 'grid', gap: theme.space(2) })}>
      <p css={{ margin: 0, fontWeight: 700 }} aria-hidden="true">
        {t('live.receipt.rateQuestion')}
      </p>
      <div css={(theme) => ({ display: 'flex', gap: theme.space(2) })}>
        <Button variant="secondary" data-testid="rate-like" aria-pressed={given === RATING.like} disabled={rate.isPending} onClick={() => send(RATING.like)} css={{ minHeight: 44 }}>
          <span aria-hidden="true">👍 </span>
          {t('live.receipt.like')}
        </Button>
        <Button variant="secondary" data-testid="rate-dislike" aria-pressed={given === RATING.dislike} disabled={rate.isPending} onClick={() => send(RATING.dislike)} css={{ minHeight: 44 }}>
          <span aria-hidden="true">👎 </span>
          {t('live.receipt.dislike')}
        </Button>
      </div>
      {rate.isError && (
        <p role="alert" css={(theme) => ({ margin: 0, color: theme.colors.danger })}>
          {t('live.receipt.ratingFailed')}
        </p>
      )}
    </div>
  );
}

function ExitSurvey({ chatId }: { chatId: string }) {
  const { t } = useTranslation('chat');
  const id = useId();
  const survey = useChatExitSurvey(chatId);
  const [reasons, setReasons] = useState<string[]>([]);
  const [text, setText] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (survey.isPending || reasons.length === 0) return;
    survey.mutate({ reasons, ...(text.trim() ? { text: text.trim() } : {}) });
  };
  if (survey.isSuccess) {
    const refused = survey.data.stored === false;
    return (
      <p role="status" data-testid="survey-thanks" css={{ margin: 0 }}>
        {refused ? (survey.data.timeLimit ? t('live.survey.timeLimit') : t('live.survey.already')) : t('live.survey.thanks')}
      </p>
    );
  }
  return (
    <form onSubmit={submit} data-testid="exit-survey" aria-labelledby={`${id}-title`} css={(theme) => ({ display: 'grid', gap: theme.space(2) })}>
      <p id={`${id}-title`} css={{ margin: 0, fontWeight: 700 }}>
        {t('live.survey.question')}
      </p>
      <div css={(theme) => ({ display: 'grid', gap: theme.space(1) })}>
        {CHAT_EXIT_SURVEY_REASONS.map((reason) => (
          <CheckboxField
            key={reason}
            label={t(`live.survey.reason.${reason}`)}
            checked={reasons.includes(reason)}
            onChange={(event) => {
              const checked = event.target.checked;
              setReasons((list) => (checked ? [...list, reason] : list.filter((item) => item !== reason)));
            }}
          />
        ))}
      </div>
      <label css={(theme) => ({ display: 'grid', gap: 4, fontSize: theme.fontSize.small })}>
        {t('live.survey.text')}
        <textarea
          value={text}
          onChange={(event) => setText(event.target.value)}
          maxLength={SURVEY_TEXT_MAX}
          rows={3}
          css={(theme) => ({ font: 'inherit', padding: 8, borderRadius: theme.radius, border: `1px solid ${theme.colors.border}`, background: theme.colors.surfaceRaised, color: theme.colors.text, resize: 'vertical' })}
        />
      </label>
      <div>
        <Button type="submit" variant="secondary" disabled={survey.isPending || reasons.length === 0}>
          {t('live.survey.send')}
        </Button>
      </div>
      {survey.isError && (
        <p role="alert" css={(theme) => ({ margin: 0, color: theme.colors.danger })}>
          {t('live.survey.failed')}
        </p>
      )}
    </form>
  );
}

/**
 * The end of a session: why it ended (its exit code), what it cost, then the rating (like or
 * dislike) and the short exit survey.
 */
export function ChatReceipt({ receipt, onClose }: { receipt: Receipt; onClose?: () => void }) {
  const { t } = useTranslation('chat');
  const { language } = usePlatform();
  const headingId = useId();
  const ref = useRef<HTMLElement>(null);
  const coins = (amount: number) => formatMoney(amount, 'VXC', language);

  useEffect(() => {
    ref.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [receipt.chatId]);

  const rows: [string, string][] = [
    [t('live.receipt.kind'), t(`live.kind.${receipt.kind}`)],
    [t('live.receipt.duration'), formatDuration(receipt.durationSeconds)],
    [t('live.receipt.pricePerMinute'), receipt.pricePerMinute === 0 ? t('live.meter.free') : t('pricePerMinute', { price: coins(receipt.pricePerMinute) })],
    [t('live.receipt.minutes'), String(receipt.minutesBilled)],
    [t('live.receipt.extras'), coins(receipt.extras)],
  ];

  return (
    <section
      ref={ref}
      aria-labelledby={headingId}
      data-testid="chat-receipt"
      data-exit-code={receipt.exitCode}
      css={(theme) => ({ display: 'grid', gap: theme.space(4), padding: theme.space(4), margin: `0 0 ${theme.space(6)}px`, borderRadius: theme.radius, border: `1px solid ${theme.colors.border}`, background: theme.colors.surface })}
    >
      <div css={(theme) => ({ display: 'grid', gap: theme.space(1) })}>
        <Heading level={2} size="subsection" id={headingId}>
          {t('live.receipt.title', { name: receipt.actorName })}
        </Heading>
        <p data-testid="exit-message" css={{ margin: 0 }}>
          {t(exitMessageKey(receipt.exitCode), exitMessageOptions(receipt.exitCode))}
        </p>
      </div>
      <dl css={(theme) => ({ margin: 0, display: 'grid', gridTemplateColumns: '1fr auto', gap: `${theme.space(1)}px ${theme.space(3)}px`, maxWidth: 420 })}>
        {rows.map(([term, value]) => (
          <div key={term} css={{ display: 'contents' }}>
            <dt css={(theme) => ({ color: theme.colors.textMuted })}>{term}</dt>
            <dd css={{ margin: 0, textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}>{value}</dd>
          </div>
        ))}
        <div css={{ display: 'contents' }}>
          <dt css={{ fontWeight: 700 }}>{t('live.receipt.total')}</dt>
          <dd data-testid="receipt-total" css={{ margin: 0, textAlign: 'right', fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
            {coins(receipt.price)}
          </dd>
        </div>
      </dl>
      <Rating chatId={receipt.chatId} />
      <ExitSurvey chatId={receipt.chatId} />
      {onClose && (
        <div>
          <Button variant="ghost" onClick={onClose} data-testid="receipt-close">
            {t('live.receipt.close')}
          </Button>
        </div>
      )}
    </section>
  );
}
