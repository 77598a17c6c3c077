import { describe, expect, test } from 'vitest';
import { RevocationBarriers } from './revocation-barriers.js';

/** Whether `promise` has settled once the callbacks already queued have run. */
async function isSettled(promise: Promise<unknown>): Promise<boolean> {
  let settled = false;
  void promise.then(() => (settled = true));
  await new Promise((resolve) => setImmediate(resolve));
  return settled;
}

function listening(): RevocationBarriers {
  const barriers = new RevocationBarriers();
  barriers.setListening(true);
  return barriers;
}

describe('RevocationBarriers', () => {
  test('a barrier is settled once heard here and acked by every other instance listed, in any order', async () => {
    const barriers = listening();
    const settled = barriers.wait('t1', 60_000);
    barriers.acked('t1', 'b');
    barriers.heard('t1');
    expect(await isSettled(settled)).toBe(false);
    // The list names this instance too: it does not ack itself.
    barriers.peersAre('t1', [barriers.instance, 'b', 'c']);
    expect(await isSettled(settled)).toBe(false);
    barriers.acked('t1', 'someone-else');
    expect(await isSettled(settled)).toBe(false);
    barriers.acked('t1', 'c');
    expect(await isSettled(settled)).toBe(true);
  });

  test('alone, hearing its own barrier is enough', async () => {
    const barriers = listening();
    const settled = barriers.wait('t1', 60_000);
    barriers.peersAre('t1', [barriers.instance]);
    expect(await isSettled(settled)).toBe(false);
    barriers.heard('t1');
    expect(await isSettled(settled)).toBe(true);
  });

  test("another barrier's news settles nothing", async () => {
    const barriers = listening();
    const settled = barriers.wait('t1', 60_000);
    barriers.peersAre('t2', []);
    barriers.heard('t2');
    expect(await isSettled(settled)).toBe(false);
  });

  test('gives up after its timeout, on release, and when listening stops; waits for nothing while not listening', async () => {
    const barriers = listening();
    const started = Date.now();
    await barriers.wait('silent', 50);
    expect(Date.now() - started).toBeGreaterThanOrEqual(45);

    const released = barriers.wait('unsent', 60_000);
    barriers.release('unsent');
    expect(await isSettled(released)).toBe(true);

    const cut = barriers.wait('cut', 60_000);
    barriers.setListening(false);
    expect(await isSettled(cut)).toBe(true);
    expect(await isSettled(barriers.wait('while-deaf', 60_000))).toBe(true);
  });
});
