import type { Theme } from '@emotion/react';
import { useEffect, useRef, type ReactNode } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  type ActorProfile,
  Container,
  Heading,
  LoadError,
  MOBILE_MENU_MAX_WIDTH,
  MOBILE_PROFILE_SECTIONS,
  PageHeader,
  PROFILE_SECTIONS,
  type ProfileSection,
  Skeleton,
  srcSet,
  usePlatform,
} from '@vx/shared';
import { isBanned, useActorProfile, useProfileSeo } from '../../profile/useActorProfile';
import { Breadcrumbs } from '../../components/Breadcrumbs/Breadcrumbs';
import { FavouriteButton } from './FavouriteButton';
import { PinAlerts } from './PinAlerts';
import { profileBreadcrumb } from './profileBreadcrumb';

/** A language or country code in the guest's language; the code itself when unknown. */
export function displayName(code: string, type: 'language' | 'region', language: string): string {
  try {
    return new Intl.DisplayNames([language], { type }).of(type === 'region' ? code.toUpperCase() : code.toLowerCase()) ?? code;
  } catch {
    return code;
  }
}

const badge = (theme: Theme) => ({ display: 'inline-block', padding: '2px 8px', borderRadius: 999, fontSize: theme.fontSize.caption, fontWeight: 700 });

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
        <Heading level={1} css={{ overflowWrap: 'anywhere' }}>
          {actor.name}
        </Heading>
        <div css={{ display: 'flex', flexWrap: 'wrap', gap: 6, marginTop: 6 }}>
          <span
            data-testid="online-state"
            css={(theme) => ({ ...badge(theme), background: theme.colors.surfaceRaised, color: actor.isOnline ? theme.colors.online : theme.colors.textMuted })}
          >
            <span aria-hidden="true">● </span>
            {actor.isOnline ? t('profile.online') : t('profile.offline')}
          </span>
          {actor.star && <span css={(theme) => ({ ...badge(theme), background: theme.colors.accent, color: '#1a1a1a' })}>★ {t('profile.star')}</span>}
          {actor.isTopAmateur && <span css={(theme) => ({ ...badge(theme), background: theme.colors.primary, color: theme.colors.primaryText })}>{t('profile.topAmateur')}</span>}
        </div>
      </div>
    </header>
  );
}

const mobileView = `@media (max-width: ${MOBILE_MENU_MAX_WIDTH - 0.02}px)`;

function SubNav({ actorName, current }: { actorName: string; current: ProfileSection }) {
  const { t } = useTranslation('chat');
  const { href, hasRoute } = usePlatform();
  const items = PROFILE_SECTIONS.filter((name) => hasRoute(name));
  const navRef = useRef<HTMLElement>(null);
  // On a phone the links scroll sideways: keep the current one in view.
  useEffect(() => {
    const currentLink = navRef.current?.querySelector<HTMLElement>('[aria-current="page"]');
    currentLink?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [current]);
  if (items.length < 2) return null;
  return (
    <nav ref={navRef} aria-label={t('profile.sections')} css={{ margin: '12px 0 16px', overflowX: 'auto' }}>
      <ul css={{ listStyle: 'none', display: 'flex', gap: 16, margin: 0, padding: '0 0 6px', whiteSpace: 'nowrap' }}>
        {items.map((name) => (
          <li key={name} css={MOBILE_PROFILE_SECTIONS.includes(name) || name === current ? undefined : { [mobileView]: { display: 'none' } }}>
            <Link
              to={href(name, { actorName: actorName.toLowerCase() })}
              aria-current={name === current ? 'page' : undefined}
              css={(theme) => ({
                color: name === current ? theme.colors.text : theme.colors.textMuted,
                fontWeight: name === current ? 700 : 400,
                textDecoration: name === current ? 'underline' : 'none',
                textUnderlineOffset: 6,
              })}
            >
              {t(`profile.section.${name}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function ProfileBreadcrumbs({ actor, section }: { actor: ActorProfile; section: ProfileSection }) {
  const { href, hasRoute } = usePlatform();
  const params = useParams();
  const { pathname } = useLocation();
  const classic = hasRoute('actorVideosClassic') && pathname === href('actorVideosClassic', { actorName: actor.name.toLowerCase() });
  return <Breadcrumbs {...profileBreadcrumb({ section, actorId: actor.id, params, classic })} />;
}

function sectionTitle(page: ProfileSection, name: string, t: (key: string, options?: Record<string, string>) => string): string {
  if (page === 'actorProfile') return name;
  if (page === 'actorAbout') return t('profile.aboutTitle', { name });
  return `${name} – ${t(`profile.section.${page}`)}`;
}

/**
 * Loading, not-found, error and banned states of the actor pages, the header with the pin
 * button and the section links; `children` renders the page's own content for an available actor.
 */
export function ProfileShell({ page, children }: { page: ProfileSection; children: (actor: ActorProfile) => ReactNode }) {
  const { t } = useTranslation('chat');
  const [state, retry] = useActorProfile();
  const actor = state.status === 'ready' ? state.actor : null;
  const banned = actor ? isBanned(actor) : false;
  const params = useParams();
  // A video or album page names its item itself; the tag-group pages have SEO texts of their own.
  const itemPage = params.videoId !== undefined || params.albumId !== undefined;
  const pageTitle = banned
    ? t('profile.unavailableTitle')
    : itemPage
      ? undefined
      : state.status === 'notFound'
        ? t('profile.notFound')
        : actor && sectionTitle(page, actor.name, t);
  useProfileSeo(actor && !banned && !itemPage ? actor.id : null, pageTitle, {
    tagGroup: params.tagGroup,
    serverTitle: page === 'actorProfile' || params.tagGroup !== undefined,
  });

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
          <PageHeader title={t('profile.notFound')} />
        </div>
      )}
      {state.status === 'error' && (
        <LoadError message={t('profile.error')} retry={retry} />
      )}
      {actor && banned && (
        <div data-testid="actor-unavailable" css={{ padding: '24px 0' }}>
          <PageHeader title={t('profile.unavailableTitle')} />
          <p>{t('profile.unavailable')}</p>
        </div>
      )}
      {actor && !banned && (
        <>
          <ProfileBreadcrumbs actor={actor} section={page} />
          <div css={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 12 }}>
            <Header actor={actor} />
            <FavouriteButton actorId={actor.id} isFavorite={actor.modelGuestRelation.isFavorite} actorName={actor.name} />
          </div>
          <PinAlerts actor={actor} />
          <SubNav actorName={actor.name} current={page} />
          {children(actor)}
        </>
      )}
    </Container>
  );
}
