import { lazy, Suspense, useCallback, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { CloseIcon, focusRing, usePlatform, visuallyHidden } from '@vx/shared';
import { preloadFlows } from '../../flows/flowNames';
import { useOpenFlow } from '../../flows/useFlow';
import { LanguageMenu } from '../LanguageSelector/LanguageMenu';
import { desktop, mobile, NAVBAR_HEIGHT } from '../media';
import { useNotifications } from '../Notifications/useNotifications';
import { SearchOverlay } from '../Search/lazySearch';
import { SearchButton } from '../Search/SearchButton';
import { hasSearch } from '../Search/searchRoutes';
import { AccountPanel } from './AccountPanel';
import { CountBadge } from './CountBadge';
import { BellIcon, GlobeIcon, MenuIcon, PlusIcon, UserIcon } from './icons';
import { MainLinks, useNavSections } from './MainLinks';
import { MessagesLink } from './MessagesLink';
import { barButton } from './styles';
import { useHideOnScroll } from './useHideOnScroll';

/** The navbar's menus; one value, so opening one closes the others (spec 000 §2). */
export type MenuName = 'navi' | 'search' | 'myArea' | 'notifications' | 'language';

/** The menus' panel (with Radix) loads when a menu button is hovered, focused or pressed, not with the start page. */
const loadMenuPanel = () => import(/* webpackChunkName: "menu-panel" */ './MenuPanel');
const MenuPanel = lazy(() => loadMenuPanel().then((module) => ({ default: module.MenuPanel })));
// Every section and category of the brand: in the menus' chunk too, not in the start page's.
const NaviMenu = lazy(() => import(/* webpackChunkName: "menu-panel" */ './NaviMenu').then((module) => ({ default: module.NaviMenu })));
const NotificationList = lazy(() =>
  import(/* webpackChunkName: "menu-panel" */ '../Notifications/NotificationList').then((module) => ({ default: module.NotificationList })),
);

const panelId = (name: MenuName) => `navbar-menu-${name}`;

export function Navbar() {
  const { t } = useTranslation('shell');
  const platform = usePlatform();
  const { guest, brand, language } = platform;
  const openFlow = useOpenFlow();
  const location = useLocation();
  const notifications = useNotifications('navbar');
  const hasNavi = useNavSections().length > 0;
  const searchable = hasSearch(platform);
  const [openMenu, setOpenMenu] = useState<MenuName | null>(null);
  const hidden = useHideOnScroll(openMenu === null);
  // Each menu button, for its panel to give focus back to (set by the buttons' ref callbacks).
  const toggles = useRef<Partial<Record<MenuName, HTMLButtonElement | null>>>({});

  const close = useCallback(() => setOpenMenu(null), []);
  const toggle = (name: MenuName) => {
    if (name === 'notifications' && openMenu !== 'notifications') notifications.markAllSeen();
    setOpenMenu((current) => (current === name ? null : name));
  };

  // Another page, or another flow in the URL, closes the menus (adjusted while rendering, so the
  // new page never shows with the old menu open).
  const place = location.pathname + location.search;
  const [menuPlace, setMenuPlace] = useState(place);
  if (menuPlace !== place) {
    setMenuPlace(place);
    setOpenMenu(null);
  }
  // Menus of the logged-in guest go away on logout.
  if (!guest.isLoggedIn && (openMenu === 'myArea' || openMenu === 'notifications')) setOpenMenu(null);

  const toggleProps = (name: MenuName) => ({
    type: 'button' as const,
    'aria-expanded': openMenu === name,
    'aria-controls': openMenu === name ? panelId(name) : undefined,
    onClick: () => toggle(name),
    onPointerEnter: () => void loadMenuPanel(),
    onFocus: () => void loadMenuPanel(),
  });

  const panel = (name: MenuName, label: string, side: 'left' | 'right', content: ReactNode) =>
    openMenu === name && (
      <Suspense fallback={null}>
        <MenuPanel
          id={panelId(name)}
          label={label}
          side={side}
          layout={name === 'navi' ? 'wide' : name === 'search' ? 'search' : 'menu'}
          onClose={close}
          toggle={() => toggles.current[name]}
        >
          {content}
        </MenuPanel>
      </Suspense>
    );

  const flowButton = (flow: 'login' | 'signup') => ({
    type: 'button' as const,
    onClick: () => openFlow(flow),
    onPointerEnter: () => void preloadFlows(),
    onFocus: () => void preloadFlows(),
  });

  return (
    <header
      data-testid="navbar"
      data-hidden={hidden || undefined}
      css={(theme) => ({
        position: 'sticky',
        top: 0,
        zIndex: 100,
        background: theme.colors.surface,
        borderBottom: `1px solid ${theme.colors.border}`,
        transition: 'transform 200ms ease-out',
        [mobile]: { transform: hidden ? 'translateY(-100%)' : 'none' },
        '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
      })}
    >
      <div
        css={(theme) => ({
          // Above the menus' click-catching backdrop: another menu button switches menus in one click.
          position: 'relative',
          zIndex: 3,
          display: 'flex',
          alignItems: 'center',
          // Tight on phones: menu, brand, language, messages, notifications, balance and my area share 375 px.
          gap: 2,
          height: NAVBAR_HEIGHT,
          maxWidth: 1440,
          margin: '0 auto',
          padding: `0 ${theme.space(2)}px`,
          [desktop]: { gap: theme.space(2), padding: `0 ${theme.space(6)}px` },
        })}
      >
        {hasNavi && (
          <button
            {...toggleProps('navi')}
            ref={(element) => {
              toggles.current.navi = element;
            }}
            aria-label={openMenu === 'navi' ? t('nav.closeMenu') : t('nav.openMenu')}
            css={(theme) => barButton(theme)}
          >
            {openMenu === 'navi' ? <CloseIcon size={22} /> : <MenuIcon />}
          </button>
        )}
        <Link
          to={platform.href('home')}
          css={(theme) => ({
            // Never cut: on a phone a long brand name ("VisitX España") wraps onto a second line
            // between its words instead, and the buttons beside it keep their size.
            minWidth: 0,
            flexShrink: 1,
            padding: `0 ${theme.space(1)}px`,
            fontSize: theme.fontSize.body,
            lineHeight: 1.15,
            fontWeight: 800,
            [desktop]: { fontSize: theme.fontSize.subsection, whiteSpace: 'nowrap' },
            letterSpacing: '0.02em',
            color: theme.colors.text,
            textDecoration: 'none',
            borderRadius: theme.radius,
            ...focusRing(theme),
          })}
        >
          {brand.name}
        </Link>
        <div css={{ flex: 1, minWidth: 0, [mobile]: { display: 'none' } }}>
          <MainLinks />
        </div>
        <div css={{ flex: 1, [desktop]: { display: 'none' } }} />
        {searchable && (
          <SearchButton
            {...toggleProps('search')}
            ref={(element) => {
              toggles.current.search = element;
            }}
          />
        )}
        <button
          {...toggleProps('language')}
          ref={(element) => {
            toggles.current.language = element;
          }}
          aria-label={t('language.toggle', { language: t(`language.names.${language}`) })}
          css={(theme) => barButton(theme)}
        >
          <span css={{ display: 'inline-flex', [mobile]: { display: 'none' } }}>
            <GlobeIcon />
          </span>
          {language.toUpperCase()}
        </button>
        {guest.isLoggedIn ? (
          <>
            <MessagesLink />
            <button
              {...toggleProps('notifications')}
              ref={(element) => {
                toggles.current.notifications = element;
              }}
              aria-label={
                notifications.unseenCount > 0
                  ? t('notifications.toggleUnseen', { count: notifications.unseenCount })
                  : t('notifications.toggle')
              }
              css={(theme) => barButton(theme)}
            >
              <BellIcon />
              <CountBadge count={notifications.unseenCount} testId="notifications-badge" />
            </button>
            <button
              type="button"
              onClick={() => openFlow('moneycharge')}
              onPointerEnter={() => void preloadFlows()}
              css={(theme) => ({
                ...barButton(theme, 'secondary'),
                gap: theme.space(2),
                paddingRight: theme.space(1),
              })}
            >
              <span css={visuallyHidden}>{t('account.balance')}: </span>
              <span data-testid="navbar-balance">{guest.balanceFormatted}</span>
              <span
                css={(theme) => ({
                  display: 'inline-flex',
                  alignItems: 'center',
                  gap: theme.space(1),
                  height: 30,
                  padding: `0 ${theme.space(1)}px`,
                  borderRadius: theme.radius - 2,
                  background: theme.colors.primary,
                  color: theme.colors.primaryText,
                  [desktop]: { padding: `0 ${theme.space(2)}px` },
                })}
              >
                <PlusIcon />
                <span css={{ [mobile]: visuallyHidden }}>{t('account.topUp')}</span>
              </span>
            </button>
            <button
              {...toggleProps('myArea')}
              ref={(element) => {
                toggles.current.myArea = element;
              }}
              aria-label={t('account.myArea')}
              css={(theme) => barButton(theme)}
            >
              <UserIcon />
            </button>
          </>
        ) : (
          <>
            <button {...flowButton('login')} css={(theme) => barButton(theme, 'secondary')}>
              {t('account.login')}
            </button>
            <button
              {...flowButton('signup')}
              css={(theme) => ({ ...barButton(theme, 'primary'), '@media (max-width: 359px)': { display: 'none' } })}
            >
              {t('account.signup')}
            </button>
          </>
        )}
      </div>

      {panel('navi', t('nav.menuLabel'), 'left', <NaviMenu onNavigate={close} />)}
      {searchable && panel('search', t('search.title'), 'right', <SearchOverlay onNavigate={close} />)}
      {panel('language', t('language.title'), 'right', <LanguageMenu onNavigate={close} />)}
      {guest.isLoggedIn && (
        <>
          {panel(
            'notifications',
            t('notifications.title'),
            'right',
            <NotificationList items={notifications.items} onRead={notifications.markRead} onNavigate={close} />,
          )}
          {panel('myArea', t('account.myArea'), 'right', <AccountPanel onDone={close} />)}
        </>
      )}
    </header>
  );
}
