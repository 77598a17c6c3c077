/**
 * Where the two instances keep uploaded files: the ONE place of the harness that says so.
 * Local storage: both share one DATA_DIR (its `files` folder), as two machines would share a
 * network mount. Switching the harness to object storage (STORAGE=s3 and its settings, an
 * S3 server started here) is a change of this file only.
 */
export interface SharedStorage {
  /** Environment given to every instance. */
  env: Record<string, string>;
  /** Stops what the storage needs (nothing for local disk). */
  stop(): Promise<void>;
}

export async function startSharedStorage(sharedDataDir: string): Promise<SharedStorage> {
  return { env: { DATA_DIR: sharedDataDir }, stop: async () => undefined };
}
