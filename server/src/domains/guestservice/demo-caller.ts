import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../../db/helpers';
import { demoPincallCalls } from '../guests/verification-schema';

/** The telephone provider as the pincall sees it: it calls the number and says the PIN. */
export interface PincallCaller {
  call(db: Executor, log: FastifyBaseLogger, call: { e123: string; pin: string; language: string }): Promise<void>;
}

/**
 * The stand-in for the external call provider (DEMO_PROVIDERS=on): its "call" is a line in the
 * server log and an entry of the dev-only inbox /demo-pincall/, both with the PIN, so a developer
 * can finish a verification. Nothing else about the guest is logged.
 */
export const demoCaller: PincallCaller = {
  async call(db, log, { e123, pin, language }) {
    await db.insert(demoPincallCalls).values({ e123, pin });
    log.info({ e123, pin, language }, 'demo pincall: calling');
  },
};
