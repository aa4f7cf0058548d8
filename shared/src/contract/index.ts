export * from './feature';
export * from './platform';
export * from './routes';
export { RemoteArea, RemoteWidget } from './RemoteWidget/RemoteWidget';
export { RemoteBoundary } from './RemoteWidget/RemoteBoundary';
export { RemoteFallback, REMOTE_RETRY_MS } from './RemoteWidget/RemoteFallback';
export { useDocumentTitle } from './useDocumentTitle';
export { guestScopeOf, useGuestScope, type GuestScope } from './guestScope';
