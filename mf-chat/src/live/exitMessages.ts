/**
 * The message of every chat exit code of spec 001 §8, as a translation key of mf-chat's strings
 * (`live.exit.<key>`, with `{{code}}` where a group shares one text). The spec names the codes but
 * shows no texts; these are ours.
 */

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => from + index);

/** client 100–108, start 198/199, host 201–208, admin 301, preview 401–408/498/499, money and time 501–503, age 601, system 901–921, 990, video 996/997. */
export const EXIT_CODES: readonly number[] = [
  ...range(100, 108),
  198,
  199,
  ...range(201, 208),
  301,
  ...range(401, 408),
  498,
  499,
  ...range(501, 503),
  601,
  ...range(901, 921),
  990,
  996,
  997,
];

const BY_CODE: Record<number, string> = {
  100: 'exit',
  101: 'logout',
  102: 'destruct',
  103: 'upgrade',
  104: 'clientError',
  105: 'charge',
  106: 'disconnect',
  107: 'timeout',
  108: 'client',
  198: 'startOffline',
  199: 'startTimeout',
  301: 'adminKick',
  401: 'previewLimit',
  501: 'noMoney',
  502: 'textTime',
  503: 'timeLimit',
  601: 'ageRating',
  908: 'liveShowStarted',
  990: 'serverTimeout',
  996: 'videoTimeout',
  997: 'videoTimeout',
};

/** The key (below `live.exit.`) of a code's message; a code the spec does not name reads as a general end. */
export function exitMessageKey(code: number): string {
  const own = BY_CODE[code];
  if (own) return `live.exit.${own}`;
  if (code >= 201 && code <= 208) return 'live.exit.host';
  if ((code >= 402 && code <= 408) || code === 498 || code === 499) return 'live.exit.preview';
  if (code >= 901 && code <= 921) return 'live.exit.system';
  return 'live.exit.unknown';
}

/** The message's interpolation: the code, for the texts that name it. */
export const exitMessageOptions = (code: number) => ({ code });
