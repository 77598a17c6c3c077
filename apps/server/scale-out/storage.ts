import { startS3Server } from '../test/s3-server.js';

/**
 * Where the two instances keep uploaded files: the ONE place of the harness that says so.
 * Object storage: an S3 server in the harness's own process (test/s3-server.ts: s3rver on a
 * free loopback port, with its range fixes), and every instance on STORAGE=s3 with its
 * settings. The instances share no folder (each has a DATA_DIR of its own), so a file
 * uploaded through one and read through the other went through the bucket.
 */
export interface SharedStorage {
  /** Environment given to every instance. */
  env: Record<string, string>;
  /** The origin download links point at: the bucket's, not an instance's. */
  downloadOrigin: string;
  /** Stops the S3 server and removes its files. */
  stop(): Promise<void>;
}

export async function startSharedStorage(): Promise<SharedStorage> {
  const s3 = await startS3Server();
  return { env: s3.env, downloadOrigin: new URL(s3.settings.endpoint!).origin, stop: () => s3.close() };
}
