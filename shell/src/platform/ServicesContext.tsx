import { createContext, useContext, type ReactNode } from 'react';
import type { Services } from './services';

/**
 * The part of the shell's singletons that the layout and the flows need beyond the Platform
 * value every remote gets: the session (login, signup, logout, balance refresh), how a flow ended
 * and the purchase questions. Remotes never see this context; they get the Platform only.
 */
export type ShellServices = Pick<Services, 'session' | 'flowOutcomes' | 'purchaseQuestions'>;

const ServicesContext = createContext<ShellServices | null>(null);

export function ServicesProvider({ services, children }: { services: ShellServices; children: ReactNode }) {
  return <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>;
}

export function useServices(): ShellServices {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServices outside of <ServicesProvider>');
  return services;
}
