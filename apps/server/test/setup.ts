import { format } from 'node:util';
import { afterEach, beforeEach, vi } from 'vitest';

/**
 * A test that makes the code under test call console.error fails: the server logs through
 * pino, so console noise means something went wrong unnoticed (Epic Stack's habit).
 */
let calls: unknown[][] = [];

const original = console.error.bind(console);

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    calls.push(args);
    original(...args);
  });
});

afterEach(() => {
  if (!calls.length) return;
  const seen = calls;
  calls = [];
  throw new Error(`console.error was called during the test:\n${seen.map((args) => format(...args)).join('\n')}`);
});
