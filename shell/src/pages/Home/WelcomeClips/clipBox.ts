/** The clip's box: 16:9, as wide as the column allows; reserved before the rotator's chunk comes (no layout shift). */
export const clipBox = { width: '100%', maxWidth: 960, aspectRatio: '16 / 9' } as const;
