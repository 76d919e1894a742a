import type { ExecutionContext } from 'ava';

/** emmett's DeciderSpecification throws on a mismatch; this turns it into an ava assertion. */
export const specification = (t: ExecutionContext, run: () => unknown): void => {
  t.notThrows(run);
};
