/** Undo steps run last-in first-out; each runs once even when another fails. */
export function createTeardownStack() {
  const steps: Array<() => unknown> = [];
  return {
    add(step: () => unknown) {
      steps.push(step);
    },
    async run() {
      while (steps.length) {
        try {
          await steps.pop()!();
        } catch (error) {
          console.error(error);
        }
      }
    },
  };
}
