/** Resolves in a new task, so the browser can paint and respond before the work after it. */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));
