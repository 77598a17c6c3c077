/**
 * A module whose code arrives when the test says so: `arrived` resolves once `arrive()` is
 * called. In a test file, made in `vi.hoisted` and awaited in the module's `vi.mock` factory:
 *
 *   const code = await vi.hoisted(async () => (await import('../test/held-code')).heldCode());
 *   vi.mock('./module', async (importOriginal) => { await code.arrived; return importOriginal(); });
 */
export function heldCode(): { arrived: Promise<void>; arrive: () => void } {
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  return { arrived, arrive: () => arrive() };
}
