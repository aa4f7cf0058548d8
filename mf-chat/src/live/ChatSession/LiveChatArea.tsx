import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { usePlatform, type ActorProfile } from '@vx/shared';
import { ChatReceipt } from '../ChatReceipt/ChatReceipt';
import { exitMessageKey, exitMessageOptions } from '../exitMessages';
import { StartPanel } from '../StartPanel/StartPanel';
import { ChatSession } from './ChatSession';
import type { LiveChat } from './useLiveChat';

/**
 * The live chat's place on the actor's profile, above her pictures: the start under way or
 * refused, the running session, its end and receipt; a session with another actor is named.
 */
export function LiveChatArea({ live, actor }: { live: LiveChat; actor: Pick<ActorProfile, 'id' | 'name' | 'chatFeatures'> }) {
  const { t } = useTranslation('chat');
  const { href, hasRoute } = usePlatform();
  if (live.receipt) return <ChatReceipt receipt={live.receipt} onClose={live.dismiss} />;
  const { session, start } = live;
  if (session?.state === 'running') return <ChatSession session={session} actor={actor} onEnd={live.endChat} ending={live.ending} endFailed={live.endFailed} />;
  if (session?.state === 'ended') {
    const code = session.exitCode ?? 0;
    return (
      <p role="status" data-testid="chat-ended" css={(theme) => ({ margin: `0 0 ${theme.space(4)}px`, padding: theme.space(4), borderRadius: theme.radius, background: theme.colors.surfaceRaised })}>
        {t(exitMessageKey(code), exitMessageOptions(code))}
      </p>
    );
  }
  if (start.status !== 'idle') return <StartPanel start={start} actor={actor} onRetry={() => live.startChat(start.kind)} onClose={live.dismiss} />;
  if (live.elsewhere) {
    const other = live.elsewhere.actorName;
    return (
      <p role="status" data-testid="chat-elsewhere" css={(theme) => ({ margin: `0 0 ${theme.space(4)}px`, padding: theme.space(3), borderRadius: theme.radius, background: theme.colors.surfaceRaised })}>
        {t('live.session.elsewhere', { name: other })}{' '}
        {hasRoute('actorProfile') && <Link to={href('actorProfile', { actorName: other.toLowerCase() })}>{t('live.session.backTo', { name: other })}</Link>}
      </p>
    );
  }
  return null;
}
