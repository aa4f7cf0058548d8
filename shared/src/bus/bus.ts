import { Observable, Subject, filter, share } from 'rxjs';
import type { IncomingEvent, IncomingOf, IncomingType, OutgoingPayload } from '../protocol/socket';

/**
 * The one event bus of a page. The shell's socket client feeds `emit` with validated server
 * events and drains `outgoing$`; remotes subscribe with `on` and send with `send`.
 */
export interface Bus {
  readonly events$: Observable<IncomingEvent>;
  readonly outgoing$: Observable<OutgoingPayload>;
  on<T extends IncomingType>(type: T): Observable<IncomingOf<T>>;
  send(message: OutgoingPayload): void;
  emit(event: IncomingEvent): void;
}

export function createBus(): Bus {
  const events = new Subject<IncomingEvent>();
  const outgoing = new Subject<OutgoingPayload>();
  // RxJS reports a throwing subscriber asynchronously and keeps delivering to the others,
  // so one faulty remote cannot stop events for the rest of the page.
  const events$ = events.asObservable().pipe(share());
  return {
    events$,
    outgoing$: outgoing.asObservable(),
    on: <T extends IncomingType>(type: T) =>
      events$.pipe(filter((event): event is IncomingOf<T> => event.type === type)),
    send: (message) => outgoing.next(message),
    emit: (event) => events.next(event),
  };
}
