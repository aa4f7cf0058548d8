import { BREAKPOINTS } from '../constants';

export interface PlatformTheme {
  id: 'visitx' | 'amora';
  colors: {
    background: string;
    surface: string;
    surfaceRaised: string;
    border: string;
    text: string;
    textMuted: string;
    primary: string;
    primaryText: string;
    accent: string;
    online: string;
    danger: string;
    success: string;
  };
  font: string;
  /** The brand's corner for controls, cards and images. */
  radius: number;
  /** Corners that do not follow the brand: small tags, pills and circles. */
  radii: typeof radii;
  /** The type scale in px; a page uses these sizes only. */
  fontSize: typeof fontSize;
  /** Multiples of 4 px. */
  space: (n: number) => number;
}

declare module '@emotion/react' {
  // Emotion's Theme is an empty interface meant to be extended with the app's theme.
  export interface Theme extends PlatformTheme {}
}

const space = (n: number) => n * 4;
const radii = { tag: 4, pill: 999, round: '50%' } as const;
const fontSize = {
  caption: 12,
  small: 14,
  body: 15,
  lead: 17,
  subsection: 20,
  section: 22,
  title: 24,
  page: 28,
  /** A heading that opens more than a page: the start page's hero (at its narrowest), the 404. */
  display: 32,
  /** One figure that stands for the page, e.g. the 404's number. */
  hero: 64,
} as const;
const font = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

/** One theme per brand; contrast of text on background and on primary meets WCAG AA. */
export const themes: Record<PlatformTheme['id'], PlatformTheme> = {
  visitx: {
    id: 'visitx',
    colors: {
      background: '#121217',
      surface: '#1d1d25',
      surfaceRaised: '#282833',
      border: '#3a3a48',
      text: '#f4f4f7',
      textMuted: '#b4b4c2',
      primary: '#d6245c',
      primaryText: '#ffffff',
      accent: '#ffb347',
      online: '#39d98a',
      danger: '#ff6b6b',
      success: '#39d98a',
    },
    font,
    radius: 8,
    radii,
    fontSize,
    space,
  },
  amora: {
    id: 'amora',
    colors: {
      background: '#fbf7f4',
      surface: '#ffffff',
      surfaceRaised: '#f1e9e4',
      border: '#e0d4cc',
      text: '#2b1d24',
      textMuted: '#5e4b54',
      primary: '#7a2e8e',
      primaryText: '#ffffff',
      accent: '#b3541e',
      online: '#17803d',
      danger: '#b42318',
      success: '#17803d',
    },
    font,
    radius: 14,
    radii,
    fontSize,
    space,
  },
};

export type Breakpoint = keyof typeof BREAKPOINTS;

/** `mq.md` is a min-width media query at the spec's md breakpoint. */
export const mq = Object.fromEntries(
  Object.entries(BREAKPOINTS).map(([name, px]) => [name, `@media (min-width: ${px}px)`]),
) as Record<Breakpoint, string>;
