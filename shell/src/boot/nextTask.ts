/** Resolves in a new task, so whatever ran before ends its task and the browser can paint and answer input. */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
