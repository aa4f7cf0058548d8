import type { FlowName, FlowOutcome } from '@vx/shared';

/**
 * What the opener of a flow learns (the promise of platform.openFlow): a flow that reaches its
 * goal says so (a paid top-up, a login), and when the dialog closes every opener hears how the
 * flow it opened ended. A flow moving on to another (login, then moneycharge) has not ended yet,
 * and the opener of moneycharge hears 'completed' only for a paid top-up, not for the login on the way.
 */
export class FlowOutcomes {
  private waiting: { flow: FlowName; resolve: (outcome: FlowOutcome) => void }[] = [];
  private completed = new Set<FlowName>();

  /** Settles when the dialog of `flow`, open now or about to open, closes. */
  wait(flow: FlowName): Promise<FlowOutcome> {
    return new Promise((resolve) => this.waiting.push({ flow, resolve }));
  }

  /** These flows reached their goal (login and signup share one: the guest is logged in); told to their openers on close. */
  complete(...flows: FlowName[]): void {
    flows.forEach((flow) => this.completed.add(flow));
  }

  /** The flow dialog closed (no `?flow=` any more). */
  ended(): void {
    const waiting = this.waiting;
    const completed = this.completed;
    this.waiting = [];
    this.completed = new Set();
    waiting.forEach(({ flow, resolve }) => resolve(completed.has(flow) ? 'completed' : 'closed'));
  }
}
