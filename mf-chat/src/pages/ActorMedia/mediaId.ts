/** The largest id a media route accepts (the server's int column). */
const MAX_ID = 2_147_483_647;

/** A video or album id from the URL: a positive whole number, else null (the page says "not found"). */
export function parseMediaId(value: string | undefined): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 && id <= MAX_ID ? id : null;
}
