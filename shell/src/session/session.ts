import { BehaviorSubject } from 'rxjs';
import {
  authResponseSchema,
  guestBalanceSchema,
  guestProfileResponseSchema,
  LOGIN_MARKER_KEY,
  okSchema,
  RestError,
  type AuthResponse,
  type Guest,
  type Language,
  type RestClient,
  visitorGuest,
} from '@vx/shared';

/** Where the token lived for 30 days before renewal existed; removed on sight. */
const LEGACY_TOKEN_KEY = 'vx.accessToken';
/** "This browser is logged in": no secret, it only saves visitors a renewal call on every load. */
const SESSION_MARKER_KEY = 'vx.session';
/** Renewals of all tabs take turns, so a tab sends the refresh cookie another tab just rotated. */
const RENEWAL_LOCK = 'vx.session.renewal';

export interface SessionOptions {
  rest: () => RestClient;
  language: () => Language;
  /** The guest changed (login, logout, a login ended by the server): the socket opens a new session. */
  onLoginChange: () => void;
  /** Same guest, new access token: the socket sends it in a new requestSession. */
  onRenewed: () => void;
  storage?: Storage;
}

/** Renew this long before expiry: a fifth of the token's life, at most a minute. */
const renewalLeadMs = (lifeMs: number) => Math.min(60_000, lifeMs / 5);

/**
 * The shell owns the access token: remotes never read it. The token lives in memory only and for
 * minutes; the refresh token is an HttpOnly cookie no script can read. The session renews the token
 * before it expires, after a 401 (one renewal shared by every waiting call) and on page load.
 */
export class Session {
  readonly guest$: BehaviorSubject<Guest>;
  private token: string | null = null;
  private renewal: Promise<boolean> | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  /** Set while logout runs: the sessionExpired the server sends for it is no news. */
  private loggingOut = false;
  private readonly storage: Storage;

  constructor(private readonly options: SessionOptions) {
    this.storage = options.storage ?? window.localStorage;
    this.guest$ = new BehaviorSubject<Guest>(visitorGuest(options.language()));
  }

  getToken = (): string | null => this.token;
  getGuestId = (): number | null => this.guest$.value.id;
  get isLoggedIn(): boolean {
    return this.token !== null && !this.loggingOut;
  }

  /** A browser that was logged in gets its login back through the refresh cookie. */
  async load(): Promise<void> {
    this.storage.removeItem(LEGACY_TOKEN_KEY);
    if (this.storage.getItem(SESSION_MARKER_KEY)) await this.renew();
  }

  /** A new access token through the refresh cookie; concurrent callers share one renewal. */
  renew = (): Promise<boolean> => {
    this.renewal ??= this.exchange().finally(() => {
      this.renewal = null;
    });
    return this.renewal;
  };

  async login(email: string, password: string): Promise<Guest> {
    const result = await this.options.rest().call('vxpay/login', {
      method: 'POST',
      payload: { email, password },
      auth: false,
      credentials: true,
      schema: authResponseSchema,
    });
    this.adopt(result);
    this.options.onLoginChange();
    return result.guest;
  }

  /**
   * Asks for the confirmation mail; the answer is the same for any address and logs nobody in. Without
   * a name the server gives a readable one when the account is made.
   */
  async signup(email: string, password: string, name?: string): Promise<void> {
    await this.options.rest().call('vxpay/signup', {
      method: 'POST',
      payload: { email, password, language: this.options.language(), ...(name ? { name } : {}) },
      auth: false,
      schema: okSchema,
    });
  }

  /** The mailed link's token: creates the account and logs it in, as a login does. */
  async confirmSignup(token: string): Promise<Guest> {
    const result = await this.options.rest().call('vxpay/signup/confirm', {
      method: 'POST',
      payload: { token },
      auth: false,
      credentials: true,
      schema: authResponseSchema,
    });
    this.adopt(result);
    this.options.onLoginChange();
    return result.guest;
  }

  /** Ends the login on the server (refresh cookie included) and forgets it here, whatever the answer. */
  async logout(): Promise<void> {
    this.loggingOut = true;
    try {
      await this.options.rest().call('vxpay/logout', { method: 'POST', payload: {}, credentials: true, schema: okSchema });
    } finally {
      this.loggingOut = false;
      this.forget();
      this.options.onLoginChange();
    }
  }

  /** A new public name (guest/profile/update); the navbar shows the name the server stored at once. */
  async changeName(name: string): Promise<void> {
    const { profile } = await this.options.rest().call('guest/profile/update', {
      method: 'POST',
      payload: { properties: { name } },
      schema: guestProfileResponseSchema,
    });
    this.patch({ name: profile.name });
  }

  async refreshBalance(): Promise<void> {
    if (!this.token) return;
    const balance = await this.options.rest().call('guest/getGuestBalance', { schema: guestBalanceSchema });
    this.patch({ balance: balance.balance, balanceFormatted: balance.balanceFormatted, isPayingCustomer: balance.isPayingCustomer });
  }

  patch(changes: Partial<Guest>): void {
    this.guest$.next({ ...this.guest$.value, ...changes });
  }

  /** The server ended the session (expiry, revocation): drop the token. */
  expire(): void {
    this.forget();
  }

  private async exchange(): Promise<boolean> {
    const call = () =>
      this.options.rest().call('vxpay/session', { method: 'POST', payload: {}, auth: false, credentials: true, schema: authResponseSchema });
    const wasLoggedIn = this.token !== null;
    try {
      const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
      const result = locks ? await locks.request(RENEWAL_LOCK, call) : await call();
      this.adopt(result);
      if (wasLoggedIn) this.options.onRenewed();
      else this.options.onLoginChange();
      return true;
    } catch (error) {
      // The login is over (expired, replayed, locked, logged out elsewhere); a network failure is not.
      if (error instanceof RestError && (error.status === 401 || error.status === 403)) {
        this.forget();
        if (wasLoggedIn) this.options.onLoginChange();
      }
      return false;
    }
  }

  private adopt(result: AuthResponse): void {
    this.token = result.accessToken;
    this.storage.setItem(SESSION_MARKER_KEY, '1');
    // The marker survives logout: the other brand's welcome modal is for people who never logged in here.
    this.storage.setItem(LOGIN_MARKER_KEY, '1');
    this.guest$.next(result.guest);
    const lifeMs = result.expiresIn * 1000;
    this.schedule(lifeMs - renewalLeadMs(lifeMs));
  }

  private schedule(delayMs: number): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.renew(), delayMs);
  }

  private forget(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.token = null;
    this.storage.removeItem(SESSION_MARKER_KEY);
    this.guest$.next(visitorGuest(this.options.language()));
  }
}
