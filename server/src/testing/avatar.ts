import { renderAsync } from '@resvg/resvg-js';

/** A PNG of the given size (900×600 by default: larger than an avatar is stored). */
export const avatarPng = async (width = 900, height = 600) =>
  Buffer.from((await renderAsync(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="${width}" height="${height}" fill="#3c6"/></svg>`)).asPng());

/** POST guest/profile/preview with the raw image, as the profile page sends it; a null token asks as a visitor. */
export async function uploadAvatar(rest: string, token: string | null, body: Buffer, type = 'image/png') {
  const response = await fetch(`${rest}/guest/profile/preview`, {
    method: 'POST',
    headers: { 'content-type': type, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: new Uint8Array(body),
  });
  return { status: response.status, body: await response.json() };
}
