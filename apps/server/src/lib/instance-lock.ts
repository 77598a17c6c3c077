import fs from 'node:fs';
import path from 'node:path';

function isRunningNode(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('node');
  } catch {
    return true; // no /proc (macOS): trust the signal check
  }
}

/**
 * One app per data directory: a second start on the same DATA_DIR would fight the first
 * over its embedded database. A lock left by a killed app is taken over.
 */
export function takeInstanceLock(dataDir: string): () => void {
  const file = path.join(dataDir, 'app.pid');
  if (fs.existsSync(file)) {
    const pid = Number.parseInt(fs.readFileSync(file, 'utf8'), 10);
    if (Number.isInteger(pid) && pid !== process.pid && isRunningNode(pid)) {
      throw new Error(
        `Another instance of the app (pid ${pid}) is already running on ${dataDir}. Stop it first, or set DATA_DIR to another folder.`,
      );
    }
  }
  fs.writeFileSync(file, String(process.pid));
  return () => {
    try {
      if (fs.readFileSync(file, 'utf8') === String(process.pid)) fs.rmSync(file);
    } catch {
      /* already gone */
    }
  };
}
