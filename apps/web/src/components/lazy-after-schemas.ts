import type { ComponentType } from 'react';
import { lazyPart } from './lazy-part';

/** Settles in a task of its own: what runs after it is not part of the task before. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * `lazy()` for a part drawn after the first paint whose modules build zod schemas (a form's,
 * or the check of a socket's or an answer's shape). The first time, evaluating zod with the
 * shared schemas' common module and then the part's own schemas and components was one task
 * of 28–33 ms on the 2-core development machine (four times that at the audit's phone CPU),
 * while the page is already shown and may be tapped. Here zod and the common schemas are
 * evaluated first, in a task of their own, and the part in the next (docs/decisions/017).
 * Once loaded, the first step costs nothing. Fetched again when that fails, as any lazy part
 * (components/lazy-part.tsx).
 */
export function lazyAfterSchemas<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  return lazyPart(async () => {
    await import('@netclass/shared/schemas/common');
    await nextTask();
    return { default: await load() };
  });
}
