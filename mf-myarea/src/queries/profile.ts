import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import {
  autoRechargeSchema,
  guestSettingsSchema,
  notificationsSettingsSchema,
  preferencesSchema,
  useBusEvent,
  usePlatform,
  type AutoRechargeTeaserMode,
  type GuestPreferences,
  type GuestSettings,
  type NotificationsSettings,
} from '@vx/shared';

/**
 * The profile page's calls (server/docs/myarea.md "Profile"): its settings in one query, each save
 * writing the server's answer back into it, so the page shows what was stored.
 */

export const profileSettingsKey = (guestId: number | null) => ['myarea', 'profileSettings', guestId] as const;

const successSchema = z.object({ success: z.boolean() });
const avatarAnswerSchema = z.object({ avatar: z.nullable(z.string()) });

export function useProfileSettings() {
  const { rest, guest } = usePlatform();
  const guestId = guest.isLoggedIn ? guest.id : null;
  const client = useQueryClient();
  // A change confirmed in another tab or browser: the socket's answer to refreshEmailProperties.
  useBusEvent('emailProperties', ({ pendingEmail }) =>
    client.setQueryData<GuestSettings>(profileSettingsKey(guestId), (settings) => settings && { ...settings, pendingEmail }),
  );
  return useQuery({
    queryKey: profileSettingsKey(guestId),
    queryFn: () => rest.call('guest/profile/settings', { schema: guestSettingsSchema }),
    enabled: guestId !== null,
  });
}

/**
 * A save whose answer replaces part of the settings. With `expected` the switch shows the guest's
 * choice at once (a checkbox that waits for the server reads as broken) and goes back if the save fails.
 */
function useSettingsSave<V, A>(
  save: (variables: V) => Promise<A>,
  merge: (settings: GuestSettings, answer: A) => GuestSettings,
  expected?: (settings: GuestSettings, variables: V) => GuestSettings,
) {
  const { guest } = usePlatform();
  const client = useQueryClient();
  const key = profileSettingsKey(guest.isLoggedIn ? guest.id : null);
  return useMutation({
    mutationFn: save,
    onMutate: (variables: V) => {
      if (!expected) return undefined;
      // Cancelled without waiting: a load under way must not overwrite the expected state, and the
      // switch shows that state in the same frame as the click (a checkbox that lags looks broken).
      void client.cancelQueries({ queryKey: key });
      const before = client.getQueryData<GuestSettings>(key);
      if (before) client.setQueryData<GuestSettings>(key, expected(before, variables));
      return before;
    },
    onError: (_error, _variables, before) => {
      if (before) client.setQueryData<GuestSettings>(key, before);
    },
    onSuccess: (answer) => client.setQueryData<GuestSettings>(key, (settings) => settings && merge(settings, answer)),
  });
}

export function useSaveNotifications() {
  const { rest } = usePlatform();
  return useSettingsSave(
    (settings: NotificationsSettings) =>
      rest.call('guest/notificationsSettings', { method: 'POST', payload: { settings }, schema: z.object({ notificationsSettings: notificationsSettingsSchema }) }),
    (settings, { notificationsSettings }) => ({ ...settings, notificationsSettings }),
    (settings, notificationsSettings) => ({ ...settings, notificationsSettings }),
  );
}

/** guest/newsletter/subscribe or unsubscribe, always with the guest's own id and address (spec 001 §7.2). */
export function useNewsletter() {
  const { rest, guest } = usePlatform();
  return useSettingsSave(
    ({ typeId, subscribed }: { typeId: number; subscribed: boolean }) =>
      rest.call(`guest/newsletter/${subscribed ? 'subscribe' : 'unsubscribe'}`, {
        method: 'POST',
        payload: { typeId, userId: guest.id, emailAddress: { email: guest.email } },
        schema: z.object({ newsletters: z.array(z.int()) }),
      }),
    (settings, { newsletters }) => ({ ...settings, newsletters }),
    (settings, { typeId, subscribed }) => ({
      ...settings,
      newsletters: subscribed ? [...new Set([...settings.newsletters, typeId])] : settings.newsletters.filter((id) => id !== typeId),
    }),
  );
}

export function useSavePreferences() {
  const { rest } = usePlatform();
  return useSettingsSave(
    (data: GuestPreferences) => rest.call('guest/savePreferences', { method: 'POST', payload: { data }, schema: z.object({ preferences: preferencesSchema }) }),
    (settings, { preferences }) => ({ ...settings, preferences }),
  );
}

export function useSaveAutoRecharge() {
  const { rest } = usePlatform();
  return useSettingsSave(
    (payload: { enabled: boolean; amount: number }) => rest.call('guest/autoRecharge', { method: 'POST', payload, schema: z.object({ autoRecharge: autoRechargeSchema }) }),
    (settings, { autoRecharge }) => ({ ...settings, autoRecharge }),
  );
}

export function useTeaserState() {
  const { rest } = usePlatform();
  return useSettingsSave(
    (mode: AutoRechargeTeaserMode) => rest.call('guest/autoRechargeTeaserState', { method: 'POST', payload: { mode }, schema: successSchema }).then(() => mode),
    (settings, mode) => ({ ...settings, autoRechargeTeaserState: mode }),
  );
}

export function useChangeEmail() {
  const { rest } = usePlatform();
  return useSettingsSave(
    (payload: { email: string; password: string }) => rest.call('guest/email/change', { method: 'POST', payload, schema: z.object({ pendingEmail: z.string() }) }),
    (settings, { pendingEmail }) => ({ ...settings, pendingEmail }),
  );
}

/** The avatar's upload (the file's own bytes) and its delete (guest/profile/preview/update with the delete flag); both answer the new avatar path. */
export function useAvatar() {
  const { rest } = usePlatform();
  const upload = useMutation({
    mutationFn: (file: File) => rest.call('guest/profile/preview', { method: 'POST', body: file, schema: avatarAnswerSchema }),
  });
  const remove = useMutation({
    mutationFn: () => rest.call('guest/profile/preview/update', { method: 'POST', payload: { delete: true }, schema: avatarAnswerSchema }),
  });
  return { upload, remove };
}

/**
 * The password change (vxpay/password: the current password, the new one by the signup's strength
 * rule); the server ends every other login, and the socket's passwordChanged checks this one's.
 */
export function useChangePassword() {
  const { rest, bus } = usePlatform();
  return useMutation({
    mutationFn: (payload: { currentPassword: string; newPassword: string }) => rest.call('vxpay/password', { method: 'POST', payload, schema: successSchema }),
    onSuccess: () => bus.send({ type: 'passwordChanged' }),
  });
}

/** guest/closeAgbAndDataProtection: the changed terms and privacy notice accepted (the socket's dataProtection tells the shell). */
export function useAcceptDataProtection() {
  const { rest } = usePlatform();
  return useMutation({
    mutationFn: () => rest.call('guest/closeAgbAndDataProtection', { method: 'POST', payload: {}, schema: successSchema }),
  });
}
