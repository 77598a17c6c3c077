import type { FullConfig } from '@playwright/test';
import { DEMO_PASSWORD, DEMO_SEEDED_IDS } from './support';

/**
 * Runs once the server is up (Playwright starts its webServer first), before any journey: each
 * demo account the seed printed with the default password id@1 signs in with it through the API
 * and makes the first password change it must make (docs/decisions/022-first-login-password.md),
 * to DEMO_PASSWORD, which the journeys then use. The printed logins thus work, through the change.
 */
export default async function globalSetup(config: FullConfig): Promise<void> {
  const baseURL = config.projects[0]?.use.baseURL;
  if (!baseURL) throw new Error('global setup: no baseURL in playwright.config.ts');
  for (const id of DEMO_SEEDED_IDS) await makeFirstPasswordChange(baseURL, id);
}

async function makeFirstPasswordChange(baseURL: string, id: string): Promise<void> {
  const printed = `${id}@1`;
  const login = await fetch(`${baseURL}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ id: Number(id), password: printed }),
  });
  if (!login.ok)
    throw new Error(`global setup: the demo login ${id} / ${printed} failed: ${login.status} ${await login.text()}`);
  const { token, user } = (await login.json()) as { token: string; user: { must_change_password: boolean } };
  if (!user.must_change_password)
    throw new Error(`global setup: the demo account ${id} was not held to its first password change`);
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
  const change = await fetch(`${baseURL}/api/user/profile`, {
    method: 'PUT',
    headers,
    body: JSON.stringify({ currentPassword: printed, newPassword: DEMO_PASSWORD, confirmPassword: DEMO_PASSWORD }),
  });
  if (!change.ok)
    throw new Error(`global setup: the first password change of ${id} failed: ${change.status} ${await change.text()}`);
  await fetch(`${baseURL}/api/auth/logout`, { method: 'POST', headers });
}
