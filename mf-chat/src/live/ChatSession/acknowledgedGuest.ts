import { useSyncExternalStore } from 'react';
import { usePlatform, type Bus } from '@vx/shared';

interface Acknowledged {
  guestId: number | null;
  listeners: Set<() => void>;
}

// One record per page bus, listening from the first use on: a login re-renders the profile from
// scratch (its data is per guest), and the socket's acknowledgement may come while it does.
const records = new WeakMap<Bus, Acknowledged>();

function recordOf(bus: Bus): Acknowledged {
  let record = records.get(bus);
  if (!record) {
    const created: Acknowledged = { guestId: null, listeners: new Set() };
    bus.on('sessionAcknowledge').subscribe(({ guestId }) => {
      created.guestId = guestId;
      for (const listener of created.listeners) listener();
    });
    records.set(bus, created);
    record = created;
  }
  return record;
}

/** The guest the socket's session was last acknowledged for (null: a visitor's, or none yet). */
export function useAcknowledgedGuest(): number | null {
  const { bus } = usePlatform();
  const record = recordOf(bus);
  return useSyncExternalStore(
    (listener) => {
      record.listeners.add(listener);
      return () => record.listeners.delete(listener);
    },
    () => record.guestId,
  );
}
