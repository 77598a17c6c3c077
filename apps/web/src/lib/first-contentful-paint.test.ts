import { afterEach, describe, expect, it, vi } from 'vitest';

type Callback = (list: { getEntriesByName: (name: string) => unknown[] }) => void;

/** A PerformanceObserver that reports paints: `paint(name)` delivers one entry. */
function fakeObserver() {
  const observers: Array<{ callback: Callback; disconnected: boolean }> = [];
  class FakeObserver {
    static supportedEntryTypes = ['paint'];
    private readonly own: { callback: Callback; disconnected: boolean };
    constructor(callback: Callback) {
      this.own = { callback, disconnected: false };
      observers.push(this.own);
    }
    observe() {}
    disconnect() {
      this.own.disconnected = true;
    }
  }
  const paint = (name: string) => {
    for (const observer of observers)
      if (!observer.disconnected)
        observer.callback({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) });
  };
  return { FakeObserver, paint, observers };
}

const load = async () => {
  vi.resetModules();
  return (await import('./first-contentful-paint')).firstContentfulPaint;
};

afterEach(() => vi.unstubAllGlobals());

describe('firstContentfulPaint', () => {
  it('resolves at the first contentful paint, not at an earlier paint', async () => {
    const { FakeObserver, paint, observers } = fakeObserver();
    vi.stubGlobal('PerformanceObserver', FakeObserver);
    const firstContentfulPaint = await load();
    let done = false;
    void firstContentfulPaint().then(() => (done = true));
    paint('first-paint');
    await Promise.resolve();
    expect(done).toBe(false);
    paint('first-contentful-paint');
    await vi.waitFor(() => expect(done).toBe(true));
    expect(observers[0]!.disconnected).toBe(true);
    // Asked again (another screen), it is already there.
    await expect(firstContentfulPaint()).resolves.toBeUndefined();
  });

  it('resolves at once where the browser does not report paints', async () => {
    vi.stubGlobal(
      'PerformanceObserver',
      class {
        static supportedEntryTypes = ['resource'];
      },
    );
    await expect((await load())()).resolves.toBeUndefined();
  });
});
