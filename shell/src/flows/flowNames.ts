import { PAYMENT_FLOWS, type FlowName } from '@vx/shared';

/**
 * The flows the shell opens with `?flow=<name>`: the payment flows of spec 000 §2, signup, and the
 * change of the guest's name (ours, from the account menu; not a flow a remote opens).
 */
export type ShellFlow = FlowName | 'guestName';
export const SHELL_FLOWS: readonly ShellFlow[] = [...PAYMENT_FLOWS, 'signup', 'guestName'];

/**
 * Flows that work today; the others show a localized "not available yet" inside the dialog. A
 * flow added here switches on whatever offers it (the AVS flow arrives with MyVisitX and turns on
 * the status bars' "Verify now").
 */
export const WORKING_FLOWS: readonly ShellFlow[] = [
  'login',
  'signup',
  'pwdreset',
  'moneycharge',
  'guestName',
  'avs',
  'vipabo',
  'trialvipabo',
  'vxtvabo',
];

/** Whether a flow leads somewhere real: only then may a banner or button offer it. */
export const isWorkingFlow = (flow: ShellFlow, working: readonly ShellFlow[] = WORKING_FLOWS): boolean => working.includes(flow);

export const isShellFlow = (value: unknown): value is ShellFlow =>
  typeof value === 'string' && (SHELL_FLOWS as readonly string[]).includes(value);

/** Query parameters that belong to a flow and go away when it closes. */
export const FLOW_PARAMS = ['flow', 'token', 'then'] as const;

/** Loads the flows chunk ahead of a click (hover or focus on a button that opens a flow). */
export const preloadFlows = () => import(/* webpackChunkName: "flows" */ './FlowDialog');
