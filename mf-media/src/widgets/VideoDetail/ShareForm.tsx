import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Field, FormMessage, Heading, usePlatform } from '@vx/shared';
import { useShareVideo } from '../../queries/videoDetail';

/**
 * Share by email (guest/sendVideoShareEmail): recipient and an optional message; the answer OK is
 * sent, TIMEOUT a timeout failure, anything else a general failure (spec 001 §7.5). Visitors log in first.
 */
export function ShareForm({ videoId }: { videoId: number }) {
  const { t } = useTranslation('media');
  const { guest, openFlow } = usePlatform();
  const [recipient, setRecipient] = useState('');
  const [message, setMessage] = useState('');
  const share = useShareVideo(videoId);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!share.isPending) share.mutate({ recipient: recipient.trim(), message: message.trim() });
  };
  const outcome = share.isError ? 'failed' : share.data === 'OK' ? 'sent' : share.data === 'TIMEOUT' ? 'timeout' : share.data ? 'failed' : null;
  return (
    <section aria-labelledby={`share-${videoId}`} css={(theme) => ({ display: 'grid', gap: 8, paddingTop: 8, borderTop: `1px solid ${theme.colors.border}` })}>
      <Heading level={3} id={`share-${videoId}`}>
        {t('playback.share.title')}
      </Heading>
      {!guest.isLoggedIn ? (
        <Button variant="secondary" onClick={() => openFlow('login')} css={{ justifySelf: 'start' }}>
          {t('playback.share.login')}
        </Button>
      ) : (
        <form onSubmit={submit} data-testid="share-form" noValidate={false}>
          <Field label={t('playback.share.recipient')} type="email" required maxLength={254} autoComplete="off" value={recipient} onChange={(event) => setRecipient(event.target.value)} />
          <Field label={t('playback.share.message')} maxLength={500} value={message} onChange={(event) => setMessage(event.target.value)} />
          <Button type="submit" disabled={share.isPending} aria-busy={share.isPending}>
            {share.isPending ? t('playback.share.sending') : t('playback.share.send')}
          </Button>
          {outcome && (
            <div role={outcome === 'sent' ? 'status' : 'alert'} data-testid="share-result" data-outcome={outcome} css={{ marginTop: 8 }}>
              <FormMessage kind={outcome === 'sent' ? 'success' : 'error'}>{t(`playback.share.${outcome}`)}</FormMessage>
            </div>
          )}
        </form>
      )}
    </section>
  );
}
