import { PAYMENT_FLOWS, type FlowName } from '@vx/shared';

/** The flows the shell opens with `?flow=<name>`: the payment flows of spec 000 §2 and signup. */
export type ShellFlow = FlowName;
export const SHELL_FLOWS: readonly ShellFlow[] = [...PAYMENT_FLOWS, 'signup'];

/** Flows that work today; the others show a localized "not available yet" inside the dialog. */
export const WORKING_FLOWS: readonly ShellFlow[] = ['login', 'signup', 'pwdreset', 'moneycharge'];

export const isShellFlow = (value: unknown): value is ShellFlow =>
  typeof value === 'string' && (SHELL_FLOWS as readonly string[]).includes(value);

/** Query parameters that belong to a flow and go away when it closes. */
export const FLOW_PARAMS = ['flow', 'token', 'then'] as const;

/** Loads the flows chunk ahead of a click (hover or focus on a button that opens a flow). */
export const preloadFlows = () => import(/* webpackChunkName: "flows" */ './FlowDialog');
