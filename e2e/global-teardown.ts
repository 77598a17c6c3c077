import fs from 'node:fs';

/** Removes the run's throwaway data directory once the server has stopped. */
export default function globalTeardown(): void {
  const dir = process.env.E2E_DATA_DIR;
  if (dir?.includes('netclass-e2e-')) fs.rmSync(dir, { recursive: true, force: true });
}
