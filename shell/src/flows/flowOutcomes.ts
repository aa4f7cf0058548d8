import type { FlowOutcome } from '@vx/shared';

/**
 * What the opener of a flow learns (the promise of platform.openFlow): a flow that reaches its
 * goal says so (a paid top-up), and when the dialog closes every opener hears how it ended. A flow
 * moving on to another (login, then moneycharge) has not ended yet.
 */
export class FlowOutcomes {
  private waiting: ((outcome: FlowOutcome) => void)[] = [];
  private completed = false;

  /** Settles when the flow dialog open now, or about to open, closes. */
  wait(): Promise<FlowOutcome> {
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  /** The open flow reached its goal; told to its openers when it closes. */
  complete(): void {
    this.completed = true;
  }

  /** The flow dialog closed (no `?flow=` any more). */
  ended(): void {
    const outcome: FlowOutcome = this.completed ? 'completed' : 'closed';
    const waiting = this.waiting;
    this.waiting = [];
    this.completed = false;
    waiting.forEach((resolve) => resolve(outcome));
  }
}
