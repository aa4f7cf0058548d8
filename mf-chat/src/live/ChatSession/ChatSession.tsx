import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, CHAT_TIMINGS, mq, usePlatform, type ActorProfile, type ChatSession as Session } from '@vx/shared';
import { CostMeter } from '../CostMeter/CostMeter';
import { meterOf } from '../CostMeter/meter';
import { LivePlayer } from '../LivePlayer/LivePlayer';
import { OneClickTopUp } from '../OneClickTopUp/OneClickTopUp';
import { sendLiveMessage } from '../send';
import { newMessageId } from '../sequence';
import { TextChat } from '../TextChat/TextChat';
import { useChatMessages } from '../TextChat/useChatMessages';
import { Tips, useHasTips } from '../Tips/Tips';
import { ToyControl, useToyQueue } from '../ToyControl/ToyControl';
import { useNow } from '../useNow';
import { FreeTime, useFreeTimeEnd } from './FreeTime';

type Panel = 'topUp' | 'toys' | 'tips' | null;

/** The shell's sticky navigation bar (shell/src/layout/media.ts NAVBAR_HEIGHT): the session is scrolled to just below it. */
const SHELL_BAR_HEIGHT = 56;

/** The controls share one row at the bottom, in reach of a thumb; a long label wraps inside its button. */
const controlButton = { minHeight: 48, flex: '1 1 0', minWidth: 0, padding: '0 8px', lineHeight: 1.15, whiteSpace: 'normal' } as const;

export interface ChatSessionProps {
  session: Session;
  actor: Pick<ActorProfile, 'id' | 'name' | 'chatFeatures'>;
  /** Ends the session with exit code 100 (the guest's own end). */
  onEnd: () => void;
  ending?: boolean;
  endFailed?: boolean;
}

function ControlButton({ pressed, onClick, children, testId }: { pressed: boolean; onClick: () => void; children: ReactNode; testId: string }) {
  return (
    <Button variant={pressed ? 'primary' : 'secondary'} aria-pressed={pressed} data-testid={testId} onClick={onClick} css={controlButton}>
      {children}
    </Button>
  );
}

/**
 * A running live chat: the actor's stream, the cost meter, the text chat and the controls (top-up,
 * toy control, tips, end). Desktop: video left, chat right. Phone (portrait): video on top, chat
 * below, the controls at the bottom within the thumb's reach; the view fills the screen.
 */
export function ChatSession({ session, actor, onEnd, ending = false, endFailed = false }: ChatSessionProps) {
  const { t } = useTranslation('chat');
  const { bus } = usePlatform();
  const headingId = useId();
  const sectionRef = useRef<HTMLElement>(null);
  const { messages, addOwn } = useChatMessages(session.chatId);
  const toyQueue = useToyQueue(session.chatId);
  const hasTips = useHasTips();
  const now = useNow(1000, session.state === 'running');
  const meter = meterOf(session, now);
  const freeEnd = useFreeTimeEnd(session);
  const freeOver = freeEnd !== null && session.pricePerMinute === 0 && now >= freeEnd;
  // null: nothing chosen yet ('closed': the guest closed a panel).
  const [chosen, setChosen] = useState<Panel | 'closed'>(null);
  const [confirming, setConfirming] = useState(false);
  // The actor's toy is connected in a toy-control chat only (the server refuses commands elsewhere).
  const toys = session.kind === 'toyControl';
  // A balance that is running out opens the top-up by itself (it asks for one-click at once).
  // Before any choice: the top-up when the balance runs out, the toys in a toy-control session.
  const panel: Panel =
    chosen === null ? (meter.lowBalance && session.pricePerMinute > 0 ? 'topUp' : session.kind === 'toyControl' ? 'toys' : null) : chosen === 'closed' ? null : chosen;

  // Opened from the chat button further down the page: bring the session into view.
  useEffect(() => {
    sectionRef.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  }, [session.chatId]);

  const toggle = (next: Exclude<Panel, null>) => setChosen(panel === next ? 'closed' : next);

  const sendText = (text: string) => {
    const messageId = newMessageId();
    addOwn({ chatId: session.chatId, messageId, senderType: 'guest', messageType: 'text', text, amount: null, created: new Date().toISOString(), pending: true });
    sendLiveMessage(bus, session, { messageType: 'text', data: text }, messageId);
  };

  const askEnd = () => {
    if (meter.elapsedSeconds < CHAT_TIMINGS.minDurationBeforeExitPrompt) onEnd();
    else setConfirming(true);
  };

  return (
    <section
      ref={sectionRef}
      aria-labelledby={headingId}
      data-testid="chat-session"
      css={(theme) => ({
        display: 'grid',
        gridTemplateAreas: '"video" "chat" "controls"',
        gridTemplateRows: 'auto minmax(0, 1fr) auto',
        // A phone: the screen below the shell's bar, so that the controls sit at the bottom edge.
        height: `calc(100dvh - ${SHELL_BAR_HEIGHT}px)`,
        minHeight: 480,
        margin: `0 -${theme.space(3)}px ${theme.space(6)}px`,
        background: theme.colors.surface,
        borderBottom: `1px solid ${theme.colors.border}`,
        scrollMarginTop: SHELL_BAR_HEIGHT,
        [mq.sm]: { margin: `0 0 ${theme.space(6)}px`, borderRadius: theme.radius, border: `1px solid ${theme.colors.border}`, overflow: 'hidden' },
        [mq.md]: {
          gridTemplateAreas: '"video chat" "controls chat" "panel chat"',
          gridTemplateColumns: 'minmax(0, 2fr) minmax(300px, 1fr)',
          gridTemplateRows: 'auto auto 1fr',
          height: 'auto',
          minHeight: 0,
        },
      })}
    >
      <h2 id={headingId} css={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0, 0, 0, 0)' }}>
        {t('live.session.title', { name: actor.name })}
      </h2>
      <div css={{ gridArea: 'video', minWidth: 0 }}>
        <LivePlayer streamUrl={session.streamUrl} label={t('live.session.videoLabel', { name: actor.name })} />
      </div>
      <div
        css={(theme) => ({
          gridArea: 'chat',
          minHeight: 0,
          display: 'flex',
          flexDirection: 'column',
          borderTop: `1px solid ${theme.colors.border}`,
          // Desktop: as tall as the video and the controls beside it, never taller (it scrolls).
          [mq.md]: { position: 'relative', minHeight: 420, borderTop: 'none', borderLeft: `1px solid ${theme.colors.border}` },
        })}
      >
        <div css={{ height: '100%', minHeight: 0, [mq.md]: { position: 'absolute', inset: 0 } }}>
          <TextChat
            messages={messages}
            actorName={actor.name}
            canWrite={session.canWrite}
            closedReason={freeOver ? t('live.exit.textTime') : null}
            onSend={sendText}
          />
        </div>
      </div>
      {panel && (
        <div
          data-testid={`panel-${panel}`}
          css={(theme) => ({
            // A phone: over the lower part of the chat (the chat keeps its size); desktop: under the controls.
            gridArea: 'chat',
            alignSelf: 'end',
            zIndex: 1,
            maxHeight: '100%',
            overflowY: 'auto',
            padding: theme.space(3),
            background: theme.colors.surfaceRaised,
            borderTop: `1px solid ${theme.colors.border}`,
            boxShadow: '0 -8px 24px rgba(0, 0, 0, 0.35)',
            [mq.md]: { gridArea: 'panel', alignSelf: 'start', maxHeight: 'none', boxShadow: 'none', margin: `0 ${theme.space(2)}px ${theme.space(2)}px`, borderRadius: theme.radius, border: 'none' },
          })}
        >
          {panel === 'topUp' && <OneClickTopUp actorId={session.actorId} autoAsk={meter.lowBalance} />}
          {panel === 'toys' && <ToyControl queue={toyQueue} onSend={(toy) => sendLiveMessage(bus, session, { messageType: 'dildocontrol', data: String(toy.id) })} />}
          {panel === 'tips' && <Tips onSend={(gift) => sendLiveMessage(bus, session, { messageType: 'gift', data: '', includedGifts: [{ giftId: gift.id, quantity: 1 }] })} />}
        </div>
      )}
      <div css={(theme) => ({ gridArea: 'controls', display: 'grid', gap: theme.space(2), padding: theme.space(2), borderTop: `1px solid ${theme.colors.border}`, alignContent: 'start', [mq.md]: { borderTop: 'none' } })}>
        <CostMeter session={session} compact />
        {freeEnd !== null && <FreeTime end={freeEnd} now={now} />}
        {confirming ? (
          <div role="group" aria-labelledby={`${headingId}-end`} data-testid="chat-end-confirm" css={(theme) => ({ display: 'grid', gap: theme.space(2) })}>
            <p id={`${headingId}-end`} css={{ margin: 0, fontWeight: 700 }}>
              {t('live.session.endQuestion', { name: actor.name })}
            </p>
            <div css={(theme) => ({ display: 'flex', gap: theme.space(2) })}>
              <Button data-testid="chat-end-yes" onClick={onEnd} disabled={ending} css={{ minHeight: 48, flex: 1 }}>
                {t('live.session.endYes')}
              </Button>
              <Button variant="secondary" onClick={() => setConfirming(false)} css={{ minHeight: 48, flex: 1 }}>
                {t('live.session.endNo')}
              </Button>
            </div>
          </div>
        ) : (
          <div css={(theme) => ({ display: 'flex', gap: theme.space(2) })}>
            {session.pricePerMinute > 0 && (
              <ControlButton testId="control-top-up" pressed={panel === 'topUp'} onClick={() => toggle('topUp')}>
                {t('live.session.topUp')}
              </ControlButton>
            )}
            {toys && (
              <ControlButton testId="control-toys" pressed={panel === 'toys'} onClick={() => toggle('toys')}>
                {t('live.session.toys')}
              </ControlButton>
            )}
            {hasTips && (
              <ControlButton testId="control-tips" pressed={panel === 'tips'} onClick={() => toggle('tips')}>
                {t('live.session.tip')}
              </ControlButton>
            )}
            <Button
              data-testid="chat-end"
              onClick={askEnd}
              disabled={ending}
              aria-busy={ending}
              css={controlButton}
            >
              {ending ? t('live.session.ending') : t('live.session.end')}
            </Button>
          </div>
        )}
        {endFailed && (
          <p role="alert" css={(theme) => ({ margin: 0, color: theme.colors.danger })}>
            {t('live.session.endFailed')}
          </p>
        )}
      </div>
    </section>
  );
}
