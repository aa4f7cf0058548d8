import type { Domain } from '../types';
import { demoGuestServiceRoutes } from './demo-routes';
import { registerGuestService } from './service';

/**
 * The guest service (spec 001 §7.4): pincall verification, the age-verification pay request and
 * bonusAvailable at POST /guest-service, with their demo providers (server/docs/myarea.md "Verification").
 */
export const guestServiceDomain: Domain = {
  name: 'guestservice',
  routes: async (app, deps) => {
    registerGuestService(app, deps);
    await demoGuestServiceRoutes(app, deps);
  },
};
