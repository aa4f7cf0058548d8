import { MOBILE_MENU_MAX_WIDTH } from '@vx/shared';

/** The mobile menu is on while the viewport is under MOBILE_MENU_MAX_WIDTH (spec 000 §2). */
export const mobile = `@media (max-width: ${MOBILE_MENU_MAX_WIDTH - 0.02}px)`;
export const desktop = `@media (min-width: ${MOBILE_MENU_MAX_WIDTH}px)`;

/** Height of the navbar; panels and the sticky offset use it. */
export const NAVBAR_HEIGHT = 56;
