import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { usePlatform, type FlowName } from '@vx/shared';
import { useServices } from '../platform/ServicesContext';
import { FLOW_PARAMS, isShellFlow, type ShellFlow } from './flowNames';

/** The search string with another flow (and its own parameters) in place of the current one. */
export function flowSearch(current: URLSearchParams, flow: ShellFlow | null, extra: Record<string, string> = {}): string {
  const next = new URLSearchParams(current);
  FLOW_PARAMS.forEach((key) => next.delete(key));
  if (flow) next.set('flow', flow);
  for (const [key, value] of Object.entries(extra)) next.set(key, value);
  const search = next.toString();
  return search ? `?${search}` : '';
}

/** Opens a flow from anywhere in the shell (platform.openFlow sets `?flow=<name>`). */
export function useOpenFlow(): (flow: FlowName) => void {
  const { openFlow } = usePlatform();
  return useCallback((flow: FlowName) => openFlow(flow), [openFlow]);
}

/** The flow of the URL and the moves between flows; all of them replace the history entry. */
export function useFlow() {
  const [params, setParams] = useSearchParams();
  const { flowOutcomes } = useServices();
  const raw = params.get('flow');
  const flow = isShellFlow(raw) ? raw : null;
  const then = params.get('then');

  const switchTo = useCallback(
    (next: ShellFlow, extra: Record<string, string> = {}) =>
      setParams((current) => new URLSearchParams(flowSearch(current, next, extra)), { replace: true }),
    [setParams],
  );
  const close = useCallback(
    () => setParams((current) => new URLSearchParams(flowSearch(current, null)), { replace: true }),
    [setParams],
  );
  /** After login or signup: the guest is logged in (its opener hears 'completed'); go on to the flow that asked for it (?then=moneycharge), or close. */
  const finish = useCallback(() => {
    flowOutcomes.complete('login', 'signup');
    if (isShellFlow(then) && then !== 'login' && then !== 'signup') switchTo(then);
    else close();
  }, [then, switchTo, close, flowOutcomes]);
  /** The search string of another flow, for links between flows. */
  const searchFor = useCallback(
    (next: ShellFlow, extra: Record<string, string> = {}) => flowSearch(params, next, extra),
    [params],
  );

  return { flow, token: params.get('token'), then, switchTo, close, finish, searchFor };
}
