import type { Theme } from '@emotion/react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { type ChatShow, formatMoney, Heading, mq, srcSet, usePlatform } from '@vx/shared';
import { formatShowTime } from '../../time/format';
import { TicketBuy } from '../TicketBuy/TicketBuy';
import { TicketRemove } from '../TicketRemove/TicketRemove';
import { useTicketChanged } from '../../queries/shows';

const mark = (theme: Theme) => ({ display: 'inline-block', padding: '2px 8px', borderRadius: 999, fontSize: theme.fontSize.caption, fontWeight: 700 });

function ActorLine({ show }: { show: ChatShow }) {
  const { t } = useTranslation('chat');
  const { href, hasRoute } = usePlatform();
  const name = hasRoute('actorProfile') ? (
    <Link to={href('actorProfile', { actorName: show.actorName.toLowerCase() })} css={(theme) => ({ color: theme.colors.text, fontWeight: 700 })}>
      {show.actorName}
    </Link>
  ) : (
    <strong>{show.actorName}</strong>
  );
  return (
    <p css={{ margin: 0, overflowWrap: 'anywhere' }}>
      {t('shows.with')} {name}
      {show.actorOnline && (
        <span css={(theme) => ({ color: theme.colors.online, fontSize: theme.fontSize.small })}>
          {' '}
          <span aria-hidden="true">●</span> {t('online')}
        </span>
      )}
    </p>
  );
}

/**
 * One cam show: actor, times, price, description and the guest's ticket (buy, or hold and
 * remove). `withActor` is off on the actor's own profile, which names her already.
 */
export function ShowCard({ show, withActor = true }: { show: ChatShow; withActor?: boolean }) {
  const { t } = useTranslation('chat');
  const { language } = usePlatform();
  const changed = useTicketChanged();
  // The outcome of a removal outlives the ticket controls it came from.
  const [refunded, setRefunded] = useState<number | null>(null);
  const titleId = `show-${show.id}-title`;

  return (
    <article
      aria-labelledby={titleId}
      data-testid="cam-show"
      data-show-id={show.id}
      css={(theme) => ({
        display: 'grid',
        gap: 12,
        gridTemplateColumns: '72px minmax(0, 1fr)',
        padding: 16,
        background: theme.colors.surface,
        border: `1px solid ${show.isFeatured ? theme.colors.accent : theme.colors.border}`,
        borderRadius: theme.radius,
        [mq.md]: { gridTemplateColumns: '160px minmax(0, 1fr) minmax(220px, 280px)', alignItems: 'start' },
      })}
    >
      <img
        src={show.avatar.w320}
        srcSet={srcSet(show.avatar)}
        sizes="(min-width: 992px) 160px, 72px"
        width={160}
        height={160}
        alt=""
        loading="lazy"
        decoding="async"
        css={(theme) => ({ width: '100%', height: 'auto', aspectRatio: '1', objectFit: 'cover', borderRadius: theme.radius, background: theme.colors.surfaceRaised })}
      />
      <div css={{ display: 'grid', gap: 6, minWidth: 0, alignContent: 'start' }}>
        <div css={{ display: 'flex', flexWrap: 'wrap', gap: 6 }}>
          {show.hasStarted && <span css={(theme) => ({ ...mark(theme), background: theme.colors.primary, color: theme.colors.primaryText })}>{t('shows.running')}</span>}
          {show.isFeatured && <span css={(theme) => ({ ...mark(theme), background: theme.colors.accent, color: '#1a1a1a' })}>{t('shows.featured')}</span>}
        </div>
        <Heading level={2} size="subsection" id={titleId} css={{ overflowWrap: 'anywhere' }}>
          {show.title}
        </Heading>
        {withActor && <ActorLine show={show} />}
        <p css={(theme) => ({ margin: 0, color: theme.colors.textMuted })}>
          <time dateTime={show.start}>{formatShowTime(show.start, show.end, language)}</time>
        </p>
        <p css={{ margin: 0, fontWeight: 700 }} data-testid="show-price">
          {show.isFree ? t('shows.free') : t('shows.price', { price: formatMoney(show.price.value, show.price.currency, language) })}
        </p>
        {show.description.value && (
          <p lang={show.description.language} css={{ margin: 0, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {show.description.value}
          </p>
        )}
      </div>
      <div css={{ gridColumn: '1 / -1', display: 'grid', gap: 8, alignContent: 'start', [mq.md]: { gridColumn: 'auto' } }}>
        {show.isBought ? (
          <div data-testid="ticket-held" css={{ display: 'grid', gap: 8, justifyItems: 'start' }}>
            <p css={(theme) => ({ ...mark(theme), margin: 0, background: theme.colors.surfaceRaised, color: theme.colors.success })}>✓ {t('shows.haveTicket')}</p>
            {show.postBuyInfo.value && (
              <p lang={show.postBuyInfo.language} css={{ margin: 0, whiteSpace: 'pre-line' }}>
                {show.postBuyInfo.value}
              </p>
            )}
            <TicketRemove
              show={show}
              onRemoved={(coins) => {
                setRefunded(coins);
                changed(show.id, false);
              }}
            />
          </div>
        ) : (
          show.canBuy && (
            <TicketBuy
              show={show}
              onBought={() => {
                setRefunded(null);
                changed(show.id, true);
              }}
            />
          )
        )}
        <div role="status">
          {refunded !== null && (
            <p css={{ margin: 0 }} data-testid="ticket-removed">
              {refunded > 0 ? t('shows.removedRefund', { price: formatMoney(refunded, show.price.currency, language) }) : t('shows.removedNoRefund')}
            </p>
          )}
        </div>
      </div>
    </article>
  );
}
