import { describe, expect, test } from 'vitest';
import type { DownloadLink } from './file-storage.js';
import { ReusedLinks } from './reused-links.js';

function signer() {
  let made = 0;
  return {
    made: () => made,
    make: (name: string) => async (): Promise<DownloadLink> => ({
      url: `/files/${name}/${++made}`,
      expiresAt: new Date(0),
    }),
  };
}

describe('ReusedLinks', () => {
  test("hands a file's link out again for five minutes at most, then signs a new one; each file and name its own", async () => {
    let now = 0;
    const reused = new ReusedLinks(4 * 60 * 60 * 1000, () => now);
    const { made, make } = signer();
    const first = await reused.get('k1', 'a.pdf', make('a'));
    now = 5 * 60 * 1000 - 1;
    expect(await reused.get('k1', 'a.pdf', make('a'))).toBe(first);
    expect((await reused.get('k1', 'b.pdf', make('b'))).url).toBe('/files/b/2');
    expect((await reused.get('k2', 'a.pdf', make('a'))).url).toBe('/files/a/3');
    now = 5 * 60 * 1000;
    expect((await reused.get('k1', 'a.pdf', make('a'))).url).toBe('/files/a/4');
    expect(made()).toBe(4);
  });

  test("never longer than a tenth of the link's lifetime", async () => {
    let now = 0;
    const reused = new ReusedLinks(10_000, () => now);
    const { make } = signer();
    const first = await reused.get('k', 'f', make('f'));
    now = 999;
    expect(await reused.get('k', 'f', make('f'))).toBe(first);
    now = 1000;
    expect(await reused.get('k', 'f', make('f'))).not.toBe(first);
  });
});
