import { fireEvent, screen, within } from '@testing-library/react';
import { sidebarDataKey, type SidebarData } from '../../queries/sidebarData';
import { LOGGED_IN } from '../../testing/guests';
import { answeredQueries } from '../../testing/queryClient';
import { renderWithPlatform } from '../../testing/renderWithPlatform';
import OverviewPage from './OverviewPage';

const DATA: SidebarData = {
  balance: 1234,
  balanceFormatted: '1.234 VXC',
  isVip: true,
  hasTvAbo: false,
  hadTvAbo: true,
  boughtVideosCount: 3,
  boughtPhotosCount: 40,
  boughtAlbumsCount: 2,
  pinnedFavouritesCount: 5,
  onlineFavouritesCount: 1,
  videochatsCount: 7,
  vouchersCount: 4,
  loyaltyPoints: 120,
  spinwheelSpins: 1,
};

const render = (language: 'de' | 'en' = 'en') =>
  renderWithPlatform(<OverviewPage />, {
    route: `/${language}/myvisitx/`,
    guest: LOGGED_IN,
    queryClient: answeredQueries([[sidebarDataKey(LOGGED_IN.id), DATA]]),
  });

describe('OverviewPage', () => {
  it('shows every figure of the sidebar data, each count a link to its page', () => {
    render('de');
    const card = (id: string) => screen.getByTestId(id);
    expect(within(card('overview-balance')).getByText('1.234 VXC')).toBeTruthy();
    expect(within(card('overview-vip')).getByText('Aktiv')).toBeTruthy();
    expect(within(card('overview-tv')).getByText('Beendet')).toBeTruthy();
    expect(within(card('overview-videos')).getByRole('link').getAttribute('href')).toBe('/de/myvisitx/mediathek/');
    expect(within(card('overview-photos')).getByRole('link').getAttribute('href')).toBe('/de/myvisitx/mediathek/fotos/');
    expect(within(card('overview-photos')).getByText('in 2 Alben')).toBeTruthy();
    expect(within(card('overview-favourites')).getByRole('link').getAttribute('href')).toBe('/de/myvisitx/lieblings-cams/');
    expect(within(card('overview-favourites')).getByText('1 gerade online')).toBeTruthy();
    expect(within(card('overview-loyalty')).getByRole('link').getAttribute('href')).toBe('/de/myvisitx/gluecksrad/');
    expect(within(card('overview-chats')).getByRole('link').getAttribute('href')).toBe('/de/myvisitx/chats/');
    expect(screen.getByTestId('overview-chats-value').textContent).toBe('7');
    expect(within(card('overview-vouchers')).getByRole('link').getAttribute('href')).toBe('/de/myvisitx/vorteile/');
    expect(screen.getByTestId('overview-vouchers-value').textContent).toBe('4');
  });

  it('opens the top-up flow', () => {
    const view = render();
    fireEvent.click(screen.getByRole('button', { name: 'Top up' }));
    expect(view.openFlow).toHaveBeenCalledWith('moneycharge');
  });

  it('asks for the figures again when the socket says the balance changed', () => {
    const view = render();
    const request = view.platform.vxql.request as jest.Mock;
    request.mockResolvedValue({ sidebarData: { ...DATA, balance: 2000, balanceFormatted: '2,000 VXC' } });
    view.bus.emit({ type: 'guestBalance', guestBalance: 2000, guestBalanceFormatted: '2,000 VXC', guestIsPayingCustomer: true });
    return screen.findByText('2,000 VXC');
  });

  it('gives a visitor the login flow and no figures', () => {
    const view = renderWithPlatform(<OverviewPage />, { route: '/en/myvisitx/' });
    expect(view.openFlow).toHaveBeenCalledWith('login');
    expect(screen.queryByTestId('overview-balance')).toBeNull();
    expect(view.platform.vxql.request).not.toHaveBeenCalled();
  });
});
