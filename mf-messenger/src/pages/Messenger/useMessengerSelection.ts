import { useSearchParams } from 'react-router-dom';
import { usePlatform } from '@vx/shared';

// Per guest: the session config outlives a login as another guest on the same browser.
const selectedKey = (guestId: number | null) => `messenger.selectedChannel.${guestId}`;
const actorKey = (guestId: number | null) => `messenger.selectedActor.${guestId}`;

const idIn = (search: URLSearchParams, name: string) => {
  const value = Number(search.get(name));
  return Number.isInteger(value) && value > 0 ? value : null;
};

/**
 * The selected channel lives in the URL (`?channel=`), so the back button leaves the conversation on
 * phones; a logged-in guest's choice is remembered between visits (spec 000 §2 mobile) in the session config.
 * A conversation may also be open by actor (`?actor=`) without a channel of the list being selected
 * (spec 000 §4: archiving the selected channel reselects by actor without selecting).
 */
export function useMessengerSelection() {
  const [search, setSearch] = useSearchParams();
  const { guest, sessionConfig } = usePlatform();
  const remembered = guest.isLoggedIn ? sessionConfig.get<number>(selectedKey(guest.id)) : undefined;
  const rememberedActor = guest.isLoggedIn ? sessionConfig.get<number>(actorKey(guest.id)) : undefined;
  const go = (name: 'channel' | 'actor', id: number | null) => {
    if (guest.isLoggedIn) {
      sessionConfig.set(selectedKey(guest.id), name === 'channel' ? id : null);
      sessionConfig.set(actorKey(guest.id), name === 'actor' ? id : null);
    }
    const next = new URLSearchParams(search);
    next.delete('channel');
    next.delete('actor');
    if (id !== null) next.set(name, String(id));
    setSearch(next);
  };
  return {
    selectedId: idIn(search, 'channel'),
    actorId: idIn(search, 'actor'),
    remembered: remembered ?? null,
    rememberedActor: rememberedActor ?? null,
    select: (channelId: number | null) => go('channel', channelId),
    selectActor: (actorId: number) => go('actor', actorId),
  };
}
