import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../config.js';
import type { SeededLogin } from './index.js';

/**
 * Prints the demo logins. The first start writes them to DATA_DIR/first-logins.txt
 * (readable by this user only) so later starts can print them again; delete the file once
 * the passwords have been changed.
 */
export function printLogins(config: Config, seeded: SeededLogin[]): void {
  const file = path.join(config.dataDir, 'first-logins.txt');
  if (seeded.length) {
    const lines = seeded.map(
      (l) => `  ${l.role.padEnd(8)} id ${String(l.id).padEnd(10)} password ${l.password.padEnd(14)} ${l.name}`,
    );
    fs.writeFileSync(file, `${lines.join('\n')}\n`, { mode: 0o600 });
  }
  const url = `http://localhost:${config.port}`;
  const logins = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
  const body = logins
    ? `Logins created on first start (also in ${file}; delete it once passwords are changed):\n${logins}`
    : 'Sign in with your account.\n';
  process.stdout.write(`\n  NetClass is running at ${url}\n  API reference: ${url}/api/docs\n\n${body}\n`);
}
