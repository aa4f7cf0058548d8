/**
 * The bodies of spec 001 §7.2 logger/browserOnline, logger/websocketConnectionError and
 * logger/vxmessengerError (POST, answered 204; server/docs/logger.md). The spec names the routes
 * only; these fields are ours. Text fields are cut to LOGGER_TEXT_MAX by the sender and refused
 * above it by the server.
 */
export const LOGGER_TEXT_MAX = 300;

export const MESSENGER_ERROR_KINDS = ['send_refused', 'load_failed'] as const;

export interface LoggerReports {
  /** The browser came back online after `offlineMs` offline. */
  browserOnline: { offlineMs: number; page: string };
  /** The socket closed or failed to open: its close code and reason, the reconnect attempt. */
  websocketConnectionError: { code: number; reason: string; attempt: number; page: string };
  /** A messenger send was refused (`code` the refusal) or a messenger load failed (`code` what was loading). */
  vxmessengerError: { kind: (typeof MESSENGER_ERROR_KINDS)[number]; code: string; channelId: number | null; page: string };
}

export type LoggerReport = keyof LoggerReports;
