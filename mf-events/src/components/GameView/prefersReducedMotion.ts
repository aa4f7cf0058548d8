/** Whether the guest asked for less motion: reels and targets then show their state without animating. */
export const prefersReducedMotion = () => typeof window.matchMedia !== 'function' || window.matchMedia('(prefers-reduced-motion: reduce)').matches;
