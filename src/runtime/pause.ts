/**
 * A worker loop's pause that a wake-up cuts short. A wake-up that comes while the loop is busy is
 * kept and makes the next pause return at once, so that nothing signalled meanwhile waits it out.
 */
export function interruptiblePause(): { wake: () => void; pause: (ms: number) => Promise<void> } {
  let woken = false;
  let cut: (() => void) | undefined;
  return {
    wake: () => {
      woken = true;
      cut?.();
    },
    pause: async (ms) => {
      if (!woken) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, ms);
          cut = () => {
            clearTimeout(timer);
            resolve();
          };
        });
      }
      cut = undefined;
      woken = false;
    },
  };
}
