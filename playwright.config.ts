import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

/**
 * Browser journeys in Debian's Chromium against the built app, started on a fresh data
 * directory (its own embedded PostgreSQL) so every run begins from the demo seed.
 */
// A free port, chosen once in the main process (workers inherit it): runs never collide.
process.env.E2E_PORT ??= execFileSync(process.execPath, [
  '-e',
  "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})",
])
  .toString()
  .trim();
const port = Number(process.env.E2E_PORT);
process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'netclass-e2e-'));
// The embedded PostgreSQL runs as the postgres user when we are root: let it in.
fs.chmodSync(process.env.E2E_DATA_DIR, 0o755);
export const E2E_ADMIN_PASSWORD = 'e2e-admin-pass';

export default defineConfig({
  testDir: 'e2e',
  // After the server has started: the demo accounts make their first password change (e2e/global-setup.ts).
  globalSetup: './e2e/global-setup.ts',
  globalTeardown: './e2e/global-teardown.ts',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  // A journey checks several screens with axe, which takes seconds a screen in this Chromium: room for that.
  timeout: 90_000,
  expect: { timeout: 7_000 },
  // The accessibility reporter prints the per-screen axe summary at the end of the run.
  reporter: [
    ['list'],
    ...(process.env.CI ? [] : [['html', { open: 'never' }] as const]),
    ['./e2e/accessibility-reporter.ts'],
  ],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'vi-VN',
    timezoneId: 'Asia/Ho_Chi_Minh',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: 'node apps/server/dist/server.js',
    url: `http://127.0.0.1:${port}/api/docs/json`,
    timeout: 120_000,
    reuseExistingServer: false,
    // The app stops its PostgreSQL on SIGTERM; Playwright's default SIGKILL would leave it running.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      SEED: 'demo',
      ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
      LOG_LEVEL: 'warn',
    },
  },
});
