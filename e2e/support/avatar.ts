import { expect, type APIRequestContext } from '@playwright/test';
import { E2E_PORT } from './ports';

/** A 24×24 green PNG: the smallest picture the avatar route takes as it would a photo. */
const AVATAR_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAABgAAAAYCAIAAABvFaqvAAAAH0lEQVR42mNQWlVOFcQwatCoQaMGjRo0atCoQQNvEACyQtbfD4UVagAAAABJRU5ErkJggg==', 'base64');

/** Sets the guest's avatar as the profile page does (POST guest/profile/preview, the raw bytes); answers its public path. */
export async function uploadAvatar(request: APIRequestContext, token: string): Promise<string> {
  const response = await request.post(`http://localhost:${E2E_PORT}/rest/v1/guest/profile/preview`, {
    headers: { authorization: `Bearer ${token}`, 'content-type': 'image/png' },
    data: AVATAR_PNG,
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { avatar: string }).avatar;
}
