import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, importWithRetry } from './chunk-load';

const fetchFailed = () =>
  new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/practice-page-x.js');
const setOnline = (online: boolean) => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
const noWait = { wait: () => Promise.resolve() };

afterEach(() => document.head.querySelectorAll('link').forEach((link) => link.remove()));

describe('importWithRetry', () => {
  it('offline, waits for the connection and fetches again, as often as it takes', async () => {
    const onlineNow = setOnline(false);
    const module = { PracticePage: 'the screen' };
    const load = vi
      .fn()
      .mockRejectedValueOnce(fetchFailed())
      .mockRejectedValueOnce(fetchFailed())
      .mockRejectedValueOnce(fetchFailed())
      .mockResolvedValue(module);
    let backOnline = () => {};
    const online = vi.fn(() => new Promise<void>((resolve) => (backOnline = resolve)));
    const loaded = importWithRetry(load, { online, ...noWait });
    await vi.waitFor(() => expect(online).toHaveBeenCalledTimes(1));
    expect(load).toHaveBeenCalledTimes(1);
    backOnline();
    await vi.waitFor(() => expect(online).toHaveBeenCalledTimes(2));
    backOnline();
    await vi.waitFor(() => expect(online).toHaveBeenCalledTimes(3));
    onlineNow.mockReturnValue(true);
    backOnline();
    await expect(loaded).resolves.toBe(module);
    expect(load).toHaveBeenCalledTimes(4);
  });

  it('online, tries once more after a pause, then gives up with a ChunkLoadError (the file is gone)', async () => {
    setOnline(true);
    const load = vi.fn().mockRejectedValue(fetchFailed());
    const wait = vi.fn(() => Promise.resolve());
    const error = await importWithRetry(load, { wait }).catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect(load).toHaveBeenCalledTimes(2);
    expect(wait).toHaveBeenCalledTimes(1);
  });

  it('online, a connection only just back: the second try succeeds', async () => {
    setOnline(true);
    const load = vi.fn().mockRejectedValueOnce(fetchFailed()).mockResolvedValue('module');
    await expect(importWithRetry(load, noWait)).resolves.toBe('module');
  });

  it('throws at once an error that is not a failed fetch (the module threw)', async () => {
    setOnline(true);
    const bug = new ReferenceError('x is not defined');
    const load = vi.fn().mockRejectedValue(bug);
    await expect(importWithRetry(load, noWait)).rejects.toBe(bug);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("fetches a chunk's failed stylesheet again before importing it again (Vite's preload adds it only once)", async () => {
    setOnline(true);
    const href = '/assets/notifications-list-x.css';
    // The first import: Vite's preload adds the chunk's stylesheet, whose fetch fails.
    const failed = document.createElement('link');
    const load = vi
      .fn()
      .mockImplementationOnce(() => {
        failed.rel = 'stylesheet';
        failed.href = href;
        document.head.append(failed);
        failed.dispatchEvent(new Event('error'));
        return Promise.reject(new Error(`Unable to preload CSS for ${href}`));
      })
      .mockResolvedValue('module');
    const loaded = importWithRetry(load, noWait);
    const stylesheet = () => document.head.querySelector<HTMLLinkElement>(`link[rel="stylesheet"][href="${href}"]`);
    // Tried again: a new link in place of the failed one, and no import before it has loaded.
    await vi.waitFor(() => {
      expect(load).toHaveBeenCalledTimes(1);
      expect(failed.isConnected).toBe(false);
      expect(stylesheet()).not.toBeNull();
    });
    expect(load).toHaveBeenCalledTimes(1);
    stylesheet()!.dispatchEvent(new Event('load'));
    await expect(loaded).resolves.toBe('module');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
