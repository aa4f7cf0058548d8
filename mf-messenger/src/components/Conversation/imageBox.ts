/** The box of a picture in a message (thumbnail, local preview, censored stand-in): 4:3, at most 240 px wide. */
const THUMBNAIL = { width: 240, height: 180 } as const;

export const imageBox = {
  display: 'block',
  width: THUMBNAIL.width,
  maxWidth: '100%',
  aspectRatio: `${THUMBNAIL.width} / ${THUMBNAIL.height}`,
  borderRadius: 8,
} as const;
