import { BehaviorSubject } from 'rxjs';
import {
  authResponseSchema,
  guestBalanceSchema,
  guestProfileResponseSchema,
  LOGIN_MARKER_KEY,
  okSchema,
  RestError,
  type Guest,
  type Language,
  type RestClient,
  visitorGuest,
} from '@vx/shared';


const TOKEN_KEY = 'vx.accessToken';

/**
 * The shell owns the access token: remotes never read it. The session keeps the token and the
 * current guest, and tells the socket to open a new session whenever the login state changes.
 */
export class Session {
  readonly guest$: BehaviorSubject<Guest>;
  private token: string | null;

  constructor(
    private readonly rest: () => RestClient,
    private readonly language: () => Language,
    private readonly onLoginChange: () => void,
    private readonly storage: Storage = window.localStorage,
  ) {
    this.token = storage.getItem(TOKEN_KEY);
    this.guest$ = new BehaviorSubject<Guest>(visitorGuest(language()));
  }

  getToken = (): string | null => this.token;
  getGuestId = (): number | null => this.guest$.value.id;
  get isLoggedIn(): boolean {
    return this.token !== null;
  }

  /** Loads the guest behind the stored token; an expired token logs the browser out quietly. */
  async load(): Promise<void> {
    if (!this.token) return;
    try {
      const { profile } = await this.rest().call('guest/profile/get', { schema: guestProfileResponseSchema });
      if (!profile.isLoggedIn) this.forget();
      else this.guest$.next(profile);
    } catch (error) {
      if (error instanceof RestError && error.status === 401) this.forget();
    }
  }

  async login(email: string, password: string): Promise<Guest> {
    const result = await this.rest().call('vxpay/login', { method: 'POST', payload: { email, password }, schema: authResponseSchema });
    this.adopt(result.accessToken, result.guest);
    return result.guest;
  }

  async signup(email: string, password: string): Promise<Guest> {
    const result = await this.rest().call('vxpay/signup', {
      method: 'POST',
      payload: { email, password, language: this.language() },
      schema: authResponseSchema,
    });
    this.adopt(result.accessToken, result.guest);
    return result.guest;
  }

  async logout(): Promise<void> {
    try {
      await this.rest().call('vxpay/logout', { method: 'POST', payload: {}, schema: okSchema });
    } finally {
      this.forget();
      this.onLoginChange();
    }
  }

  async refreshBalance(): Promise<void> {
    if (!this.token) return;
    const balance = await this.rest().call('guest/getGuestBalance', { schema: guestBalanceSchema });
    this.patch({ balance: balance.balance, balanceFormatted: balance.balanceFormatted, isPayingCustomer: balance.isPayingCustomer });
  }

  patch(changes: Partial<Guest>): void {
    this.guest$.next({ ...this.guest$.value, ...changes });
  }

  /** The server ended the session (expiry, revocation): drop the token. */
  expire(): void {
    this.forget();
  }

  private adopt(token: string, guest: Guest): void {
    this.token = token;
    this.storage.setItem(TOKEN_KEY, token);
    // The marker survives logout: the other brand's welcome modal is for people who never logged in here.
    this.storage.setItem(LOGIN_MARKER_KEY, '1');
    this.guest$.next(guest);
    this.onLoginChange();
  }

  private forget(): void {
    this.token = null;
    this.storage.removeItem(TOKEN_KEY);
    this.guest$.next(visitorGuest(this.language()));
  }
}
