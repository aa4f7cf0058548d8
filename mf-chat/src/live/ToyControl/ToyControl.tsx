import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, formatPrice, useBusEvent, usePlatform, type ToyControl as Toy, type ToyQueueItem } from '@vx/shared';
import { useToyControls } from '../../queries/livechat';
import { useNow } from '../useNow';

/** A second tap within this time sends nothing: each command is paid. */
export const TOY_SEND_PAUSE_MS = 1000;

export interface ToyQueueState {
  queue: ToyQueueItem[];
  /** When it arrived: the countdowns start from here at the latest. */
  receivedAt: number;
}

/** The visible toy queue of a session, as the socket brings it (`liveChatToyQueue`). */
export function useToyQueue(chatId: string): ToyQueueState {
  const [state, setState] = useState<ToyQueueState & { chatId: string }>({ chatId, queue: [], receivedAt: 0 });
  useBusEvent('liveChatToyQueue', (event) => {
    if (event.chatId === chatId) setState({ chatId, queue: event.queue, receivedAt: Date.now() });
  });
  return state.chatId === chatId ? state : { queue: [], receivedAt: 0 };
}

export function ToyQueue({ queue, receivedAt }: ToyQueueState) {
  const { t } = useTranslation('chat');
  const now = Math.max(useNow(1000, queue.length > 0), receivedAt);
  const shown = queue.filter((item) => Date.parse(item.startsAt) + item.duration * 1000 > now);
  return (
    <div data-testid="toy-queue">
      <h3 css={(theme) => ({ margin: '0 0 4px', fontSize: theme.fontSize.small })}>{t('live.toy.queue')}</h3>
      {shown.length === 0 ? (
        <p css={(theme) => ({ margin: 0, color: theme.colors.textMuted, fontSize: theme.fontSize.small })}>{t('live.toy.queueEmpty')}</p>
      ) : (
        <ol css={(theme) => ({ margin: 0, paddingLeft: 20, fontSize: theme.fontSize.small, display: 'grid', gap: 2 })}>
          {shown.map((item) => {
            const startsIn = Math.ceil((Date.parse(item.startsAt) - now) / 1000);
            const endsIn = Math.ceil((Date.parse(item.startsAt) + item.duration * 1000 - now) / 1000);
            return (
              <li key={item.id} data-testid="toy-queue-item">
                <strong>{item.displayName}</strong> –{' '}
                {startsIn > 0 ? t('live.toy.startsIn', { count: startsIn }) : t('live.toy.running', { count: endsIn })}
              </li>
            );
          })}
        </ol>
      )}
    </div>
  );
}

/**
 * Toy control: the commands of the query service (`toyControls`), each sent as a 'dildocontrol'
 * message with its own message id (charged once per id), and the visible queue with countdowns.
 */
export function ToyControl({ queue, onSend }: { queue: ToyQueueState; onSend: (toy: Toy) => void }) {
  const { t } = useTranslation('chat');
  const { language } = usePlatform();
  const toys = useToyControls(true);
  const [paused, setPaused] = useState(false);

  const send = (toy: Toy) => {
    if (paused) return;
    onSend(toy);
    setPaused(true);
    setTimeout(() => setPaused(false), TOY_SEND_PAUSE_MS);
  };

  return (
    <section aria-label={t('live.toy.title')} css={(theme) => ({ display: 'grid', gap: theme.space(3) })}>
      {toys.isPending && <p css={{ margin: 0 }}>{t('live.toy.loading')}</p>}
      {toys.isError && <p role="alert" css={(theme) => ({ margin: 0, color: theme.colors.danger })}>{t('live.toy.error')}</p>}
      {toys.data && (
        <ul css={(theme) => ({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))', gap: theme.space(2) })}>
          {toys.data.map((toy) => (
            <li key={toy.id}>
              <Button variant="secondary" data-testid="toy-command" disabled={paused} onClick={() => send(toy)} css={{ width: '100%', minHeight: 48, flexDirection: 'column', lineHeight: 1.2 }}>
                <span>{toy.displayName}</span>
                <span css={(theme) => ({ fontSize: theme.fontSize.caption, fontWeight: 400 })}>
                  {t('live.toy.detail', { seconds: toy.duration, price: formatPrice(toy.price, language) })}
                </span>
              </Button>
            </li>
          ))}
        </ul>
      )}
      <ToyQueue {...queue} />
    </section>
  );
}
