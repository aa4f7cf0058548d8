import { useTranslation } from 'react-i18next';
import { type ActorProfile, CHAT_RATINGS_THRESHOLD, formatMoney, Heading, mq, srcSet, usePlatform } from '@vx/shared';
import { LiveChatArea } from '../../live/ChatSession/LiveChatArea';
import { useLiveChat } from '../../live/ChatSession/useLiveChat';
import { useStartAfterLogin } from '../../live/ChatSession/useStartAfterLogin';
import { useVoicecall } from '../../live/ChatSession/useVoicecall';
import { voicecallErrorKey } from '../../live/voicecallErrors';
import { primaryKind } from '../../live/kinds';
import { LivePreview } from '../../live/LivePreview/LivePreview';
import { TicketNotice } from '../../shows/TicketNotice/TicketNotice';
import { ActorNote } from './ActorNote';
import { ChatButton } from './ChatButton';
import { HeatMap } from './HeatMap';
import { Interview } from './Interview';
import { displayName, ProfileShell } from './ProfileShell';

const CHAT_KINDS = ['videoChat', 'singleChat', 'singleC2CChat', 'voyeurChat', 'ticketShow'] as const;
const FEATURES = ['livePreview', 'hd', 'audio', 'dildocontrol'] as const;

const card = (theme: { colors: { surface: string; border: string }; radius: number }) => ({
  background: theme.colors.surface,
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radius,
  padding: 16,
});

function Sedcards({ actor }: { actor: ActorProfile }) {
  const { t } = useTranslation('chat');
  if (actor.sedcards.length === 0) return null;
  return (
    <ul
      aria-label={t('profile.pictures', { name: actor.name })}
      // A scrolling strip must be reachable by keyboard (WCAG 2.1.1); images alone are not focusable.
      tabIndex={0}
      css={{ listStyle: 'none', margin: 0, padding: '0 0 8px', display: 'grid', gridAutoFlow: 'column', gridAutoColumns: 'minmax(240px, 80%)', gap: 8, overflowX: 'auto', scrollSnapType: 'x mandatory', [mq.md]: { gridAutoColumns: 'minmax(260px, 45%)' } }}
    >
      {actor.sedcards.map((image, index) => (
        <li key={image.w320} css={{ scrollSnapAlign: 'start' }}>
          <img
            src={image.w640}
            srcSet={srcSet(image)}
            sizes="(min-width: 992px) 30vw, 80vw"
            width={640}
            height={480}
            alt={t('profile.pictureAlt', { name: actor.name, number: index + 1 })}
            loading={index === 0 ? 'eager' : 'lazy'}
            decoding="async"
            css={(theme) => ({ display: 'block', width: '100%', height: 'auto', aspectRatio: '4 / 3', objectFit: 'cover', borderRadius: theme.radius, background: theme.colors.surfaceRaised })}
          />
        </li>
      ))}
    </ul>
  );
}

export function Prices({ actor }: { actor: ActorProfile }) {
  const { t } = useTranslation('chat');
  const { language } = usePlatform();
  return (
    <section aria-labelledby="prices-title">
      <Heading level={2} size="subsection" id="prices-title" css={{ marginBottom: 8 }}>
        {t('profile.prices')}
      </Heading>
      <dl data-testid="prices" css={{ margin: 0, display: 'grid', gridTemplateColumns: '1fr auto', gap: '6px 12px' }}>
        {CHAT_KINDS.map((kind) => {
          const price = actor.chatPrices[kind];
          const amount = formatMoney(price.value, price.currency, language);
          return (
            <div key={kind} css={{ display: 'contents' }}>
              <dt>{t(`profile.price.${kind}`)}</dt>
              <dd css={{ margin: 0, fontWeight: 700, textAlign: 'right' }}>{kind === 'ticketShow' ? amount : t('pricePerMinute', { price: amount })}</dd>
            </div>
          );
        })}
        {actor.prices.voucherChatMinutes > 0 && (
          <div css={{ display: 'contents' }}>
            <dt>{t('profile.price.voucherChatMinutes')}</dt>
            <dd css={{ margin: 0, fontWeight: 700, textAlign: 'right' }}>{t('profile.chatButton.voucherMinutes', { count: actor.prices.voucherChatMinutes })}</dd>
          </div>
        )}
      </dl>
    </section>
  );
}

function Features({ actor }: { actor: ActorProfile }) {
  const { t } = useTranslation('chat');
  const active = FEATURES.filter((feature) => actor.chatFeatures[feature]);
  const all = actor.isVoyeurChatAvailable ? [...active, 'voyeur' as const] : active;
  if (all.length === 0) return null;
  return (
    <section aria-labelledby="features-title">
      <Heading level={2} size="subsection" id="features-title" css={{ marginBottom: 8 }}>
        {t('chatFeatures')}
      </Heading>
      <ul css={{ listStyle: 'none', display: 'flex', flexWrap: 'wrap', gap: 6, margin: 0, padding: 0 }}>
        {all.map((feature) => (
          <li key={feature} css={(theme) => ({ fontSize: theme.fontSize.small, padding: '2px 8px', borderRadius: 4, border: `1px solid ${theme.colors.border}` })}>
            {t(`feature.${feature}`)}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Chat ratings of the last 90 days, shown only from CHAT_RATINGS_THRESHOLD ratings on (spec 000 §5). */
export function Ratings({ actor }: { actor: ActorProfile }) {
  const { t } = useTranslation('chat');
  const { countRatings, satisfactionRate } = actor.chatRatings.lastNinetyDays;
  if (countRatings < CHAT_RATINGS_THRESHOLD) return null;
  return (
    <section data-testid="chat-ratings" aria-labelledby="ratings-title">
      <Heading level={2} size="subsection" id="ratings-title" css={{ marginBottom: 8 }}>
        {t('profile.ratings.title')}
      </Heading>
      <p css={{ margin: 0 }}>
        <strong css={(theme) => ({ fontSize: theme.fontSize.section })}>{t('profile.ratings.rate', { rate: satisfactionRate })}</strong>{' '}
        <span css={(theme) => ({ color: theme.colors.textMuted })}>{t('profile.ratings.count', { count: countRatings })}</span>
      </p>
    </section>
  );
}

export function ProfileFacts({ actor, about = false }: { actor: ActorProfile; about?: boolean }) {
  const { t } = useTranslation('chat');
  const { language } = usePlatform();
  const { profile } = actor;
  return (
    <section aria-labelledby="facts-title">
      <Heading level={2} size="subsection" id="facts-title" css={{ marginBottom: 8 }}>
        {t('profile.facts')}
      </Heading>
      <dl css={{ margin: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '6px 12px' }}>
        <dt>{t('profile.age')}</dt>
        <dd css={{ margin: 0 }}>{t('profile.years', { count: profile.age })}</dd>
        {profile.threeWords && (
          <>
            <dt>{t('profile.threeWords')}</dt>
            <dd css={{ margin: 0 }}>{profile.threeWords}</dd>
          </>
        )}
        <dt>{t('profile.languages')}</dt>
        <dd css={{ margin: 0 }}>{profile.languages.map((code) => displayName(code, 'language', language)).join(', ')}</dd>
        <dt>{t('profile.country')}</dt>
        <dd css={{ margin: 0 }}>{displayName(profile.country, 'region', language)}</dd>
        {about && (
          <>
            <dt>{t('profile.registeredSince')}</dt>
            <dd css={{ margin: 0 }}>
              <time dateTime={actor.registeredSince}>{new Intl.DateTimeFormat(language, { dateStyle: 'long' }).format(new Date(actor.registeredSince))}</time>
            </dd>
          </>
        )}
      </dl>
    </section>
  );
}

/**
 * The overview with the live chat: the session (or its start, end and receipt) above everything,
 * her live preview while none runs, and the chat button that starts one.
 */
function Overview({ actor }: { actor: ActorProfile }) {
  const { t } = useTranslation('chat');
  const live = useLiveChat(actor.id);
  useStartAfterLogin(actor.id, live.startChat);
  const call = useVoicecall(actor.id);
  const config = actor.chatButtonConfig;
  const kind = primaryKind(config);
  const inSession = live.session !== null || live.receipt !== null;
  const showPreview = actor.isOnline && actor.isLivePreviewEnabled && !inSession;
  const offer = kind ? { label: t(`profile.chatButton.${config.buttonText}`, { name: actor.name, count: config.voucherChatMinutes }), onStart: () => live.startChat(kind) } : null;
  return (
    <>
      <LiveChatArea live={live} actor={actor} />
      <div css={{ display: 'grid', gap: 24, paddingBottom: 32, [mq.md]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(280px, 1fr)', alignItems: 'start' } }}>
        <div css={{ display: 'grid', gap: 24, minWidth: 0 }}>
          {showPreview && <LivePreview actor={actor} offer={offer} />}
          <Sedcards actor={actor} />
          <div css={card}>
            <ProfileFacts actor={actor} />
          </div>
          <HeatMap days={actor.heatMap} />
          <Interview interview={actor.interview} />
        </div>
        <aside aria-label={t('profile.chatAndPrices')} css={{ display: 'grid', gap: 16 }}>
          {!inSession && (
            <>
              <ChatButton
                config={config}
                actorName={actor.name}
                features={actor.chatFeatures}
                onStart={live.startChat}
                onVoicecall={call.startVoicecall}
                busy={live.start.status === 'starting' || call.state.status === 'starting'}
              />
              {call.state.status === 'failed' && (
                <p role="alert" data-testid="voicecall-error" css={{ margin: 0, fontWeight: 700 }}>
                  {t(voicecallErrorKey(call.state.failure), { name: actor.name, code: call.state.failure })}
                </p>
              )}
            </>
          )}
          {actor.guestHasTicket && <TicketNotice actorName={actor.name} />}
          <div css={card}>
            <Prices actor={actor} />
          </div>
          <Features actor={actor} />
          <Ratings actor={actor} />
          <ActorNote actorId={actor.id} />
        </aside>
      </div>
    </>
  );
}

/** /amateur/{actorName}/: the actor's overview. */
export default function ActorProfilePage() {
  return <ProfileShell page="actorProfile">{(actor) => <Overview actor={actor} />}</ProfileShell>;
}
