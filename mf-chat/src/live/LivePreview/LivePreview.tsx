import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, CHAT_EXIT, CHAT_TIMINGS, Heading } from '@vx/shared';
import { useLivePreview } from '../../queries/livechat';
import { exitMessageKey, exitMessageOptions } from '../exitMessages';
import { LivePlayer } from '../LivePlayer/LivePlayer';
import { useNow } from '../useNow';

export interface LivePreviewProps {
  actor: { id: number; name: string };
  /** The offer when the preview is over: the label of the chat it starts, and the start. */
  offer: { label: string; onStart: () => void } | null;
}

/**
 * The actor's live preview on her profile (phoenix/get_profile_preview): the stream plays for the
 * seconds the server grants, counted down visibly, then stops with the preview-limit message
 * (exit 401) and the offer to start the chat. A refused preview (`success: false`: the server
 * counts per guest or visitor, so this holds across reloads) shows its exit message at once. A
 * failed load shows nothing (spec 001 §7.5).
 */
export function LivePreview({ actor, offer }: LivePreviewProps) {
  const { t } = useTranslation('chat');
  const preview = useLivePreview('profile', actor.id);
  const answer = preview.data;
  const granted = answer?.success === true ? answer.data : null;
  const now = useNow(1000, granted !== null);
  const [failed, setFailed] = useState(false);
  if (!answer || failed) return null;

  const elapsed = Math.max(0, Math.floor((now - preview.dataUpdatedAt) / 1000));
  const secondsLeft = granted ? Math.max(0, granted.secondsLeft - elapsed) : 0;
  const exitCode = answer.success ? CHAT_EXIT.previewLimit : answer.exitCode;
  const over = !granted || secondsLeft === 0;

  return (
    <section aria-label={t('live.preview.label', { name: actor.name })} data-testid="live-preview" css={(theme) => ({ display: 'grid', gap: theme.space(2) })}>
      {over ? (
        <div
          data-testid="preview-over"
          css={(theme) => ({ display: 'grid', gap: theme.space(3), justifyItems: 'start', padding: theme.space(4), borderRadius: theme.radius, background: theme.colors.surfaceRaised })}
        >
          <Heading level={2} size="subsection">
            {t('live.preview.overTitle', { name: actor.name })}
          </Heading>
          <p role="status" data-testid="preview-exit" data-exit-code={exitCode} css={{ margin: 0 }}>
            {t(exitMessageKey(exitCode), exitMessageOptions(exitCode))}
          </p>
          {offer && (
            <Button data-testid="preview-offer" onClick={offer.onStart} css={(theme) => ({ minHeight: 48, fontSize: theme.fontSize.lead })}>
              {offer.label}
            </Button>
          )}
        </div>
      ) : (
        <>
          <div css={(theme) => ({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: theme.space(2) })}>
            <Heading level={2} size="subsection">
              {t('live.preview.title', { name: actor.name })}
            </Heading>
            <p
              data-testid="preview-countdown"
              role="timer"
              aria-live="off"
              css={(theme) => ({ margin: 0, padding: '4px 10px', borderRadius: theme.radii.pill, background: theme.colors.surfaceRaised, fontSize: theme.fontSize.small, fontWeight: 700, whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' })}
            >
              {t('live.preview.countdown', { count: secondsLeft })}
            </p>
          </div>
          <div css={(theme) => ({ borderRadius: theme.radius, overflow: 'hidden' })}>
            <LivePlayer
              streamUrl={granted.streamUrl}
              label={t('live.preview.videoLabel', { name: actor.name })}
              maxAttempts={CHAT_TIMINGS.maxAttempts.preview}
              onFailed={() => setFailed(true)}
            />
          </div>
        </>
      )}
    </section>
  );
}
