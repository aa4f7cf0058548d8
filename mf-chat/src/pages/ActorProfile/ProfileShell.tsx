import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Container, Skeleton, srcSet, usePlatform, type ActorProfile } from '@vx/shared';
import { isBanned, useActorProfile, useProfileSeo } from '../../profile/useActorProfile';
import { FavouriteButton } from './FavouriteButton';

/** A language or country code in the guest's language; the code itself when unknown. */
export function displayName(code: string, type: 'language' | 'region', language: string): string {
  try {
    return new Intl.DisplayNames([language], { type }).of(type === 'region' ? code.toUpperCase() : code.toLowerCase()) ?? code;
  } catch {
    return code;
  }
}

const badge = { display: 'inline-block', padding: '2px 8px', borderRadius: 999, fontSize: 13, fontWeight: 700 } as const;

function Header({ actor }: { actor: ActorProfile }) {
  const { t } = useTranslation('chat');
  return (
    <header css={{ display: 'flex', alignItems: 'center', gap: 16, flexWrap: 'wrap', margin: '24px 0 16px' }}>
      <img
        src={actor.avatar.w320}
        srcSet={srcSet(actor.avatar)}
        sizes="96px"
        width={96}
        height={96}
        alt=""
        css={(theme) => ({ width: 96, height: 96, borderRadius: '50%', objectFit: 'cover', background: theme.colors.surfaceRaised })}
      />
      <div css={{ flex: '1 1 200px', minWidth: 0 }}>
        <h1 css={{ margin: 0, fontSize: 28, overflowWrap: 'anywhere' }}>{actor.name}</h1>
        <div css={{ display: 'flex', flexWrap: 'wrap', gap: 6, marginTop: 6 }}>
          <span
            data-testid="online-state"
            css={(theme) => ({ ...badge, background: theme.colors.surfaceRaised, color: actor.isOnline ? theme.colors.online : theme.colors.textMuted })}
          >
            <span aria-hidden="true">● </span>
            {actor.isOnline ? t('profile.online') : t('profile.offline')}
          </span>
          {actor.star && <span css={(theme) => ({ ...badge, background: theme.colors.accent, color: '#1a1a1a' })}>★ {t('profile.star')}</span>}
          {actor.isTopAmateur && <span css={(theme) => ({ ...badge, background: theme.colors.primary, color: theme.colors.primaryText })}>{t('profile.topAmateur')}</span>}
        </div>
      </div>
    </header>
  );
}

function SubNav({ actorName, current }: { actorName: string; current: 'actorProfile' | 'actorAbout' }) {
  const { t } = useTranslation('chat');
  const { href, hasRoute } = usePlatform();
  const items = (['actorProfile', 'actorAbout'] as const).filter((name) => hasRoute(name));
  if (items.length < 2) return null;
  return (
    <nav aria-label={t('profile.sections')} css={{ marginBottom: 16 }}>
      <ul css={{ listStyle: 'none', display: 'flex', gap: 16, margin: 0, padding: 0 }}>
        {items.map((name) => (
          <li key={name}>
            <a
              href={href(name, { actorName: actorName.toLowerCase() })}
              aria-current={name === current ? 'page' : undefined}
              css={(theme) => ({
                color: name === current ? theme.colors.text : theme.colors.textMuted,
                fontWeight: name === current ? 700 : 400,
                textDecoration: name === current ? 'underline' : 'none',
                textUnderlineOffset: 6,
              })}
            >
              {name === 'actorProfile' ? t('profile.overview') : t('profile.aboutMe')}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * Loading, not-found, error and banned states of the actor pages, the header with the pin
 * button and the section links; `children` renders the page's own content for an available actor.
 */
export function ProfileShell({ page, children }: { page: 'actorProfile' | 'actorAbout'; children: (actor: ActorProfile) => ReactNode }) {
  const { t } = useTranslation('chat');
  const [state, retry] = useActorProfile();
  const actor = state.status === 'ready' ? state.actor : null;
  const banned = actor ? isBanned(actor) : false;
  const localTitle =
    state.status === 'notFound'
      ? t('profile.notFound')
      : actor
        ? `${page === 'actorAbout' ? t('profile.aboutTitle', { name: actor.name }) : actor.name} | ${t('brandSuffix')}`
        : t('brandSuffix');
  useProfileSeo(actor && !banned ? actor.id : null, localTitle);

  useEffect(() => {
    if (banned) document.title = `${t('profile.unavailableTitle')} | ${t('brandSuffix')}`;
  }, [banned, t]);

  return (
    <Container as="section">
      {state.status === 'loading' && (
        <div aria-busy="true" aria-label={t('profile.loading')} css={{ display: 'grid', gap: 16, padding: '24px 0' }}>
          <Skeleton height={96} width={96} />
          <Skeleton height={320} />
        </div>
      )}
      {state.status === 'notFound' && (
        <div css={{ padding: '24px 0' }}>
          <h1 css={{ fontSize: 28 }}>{t('profile.notFound')}</h1>
        </div>
      )}
      {state.status === 'error' && (
        <div role="alert" css={{ padding: '24px 0', display: 'flex', gap: 12, alignItems: 'center', flexWrap: 'wrap' }}>
          <span>{t('profile.error')}</span>
          <Button variant="secondary" onClick={retry}>
            {t('cams.retry')}
          </Button>
        </div>
      )}
      {actor && banned && (
        <div data-testid="actor-unavailable" css={{ padding: '24px 0' }}>
          <h1 css={{ fontSize: 28 }}>{t('profile.unavailableTitle')}</h1>
          <p>{t('profile.unavailable')}</p>
        </div>
      )}
      {actor && !banned && (
        <>
          <div css={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 12 }}>
            <Header actor={actor} />
            <FavouriteButton actorId={actor.id} isFavorite={actor.modelGuestRelation.isFavorite} actorName={actor.name} />
          </div>
          <SubNav actorName={actor.name} current={page} />
          {children(actor)}
        </>
      )}
    </Container>
  );
}
