import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { migrationsFolder } from '../db/client.js';

/** What a backup archive holds besides the data (manifest.json at its root; docs/operations.md). */
const SAFE_NAME = /^[\w$]+$/;
export const manifestSchema = z.object({
  format: z.literal(1),
  createdAt: z.string(),
  versions: z.object({ node: z.string(), postgres: z.string(), graphileWorker: z.string() }),
  /** How many of the app's migrations the database had: restore applies exactly these first. */
  migrations: z.object({ count: z.number().int().nonnegative(), last: z.string().nullable() }),
  database: z.object({
    tables: z.array(
      z.object({
        schema: z.string().regex(SAFE_NAME),
        name: z.string().regex(SAFE_NAME),
        columns: z.array(z.string()),
        file: z.string().regex(/^[\w$.]+\.copy$/),
      }),
    ),
    sequences: z.array(
      z.object({
        schema: z.string().regex(SAFE_NAME),
        name: z.string().regex(SAFE_NAME),
        lastValue: z
          .string()
          .regex(/^-?\d+$/)
          .nullable(),
      }),
    ),
  }),
  /** Whether the uploaded files (DATA_DIR/files) are in the archive, under files/. */
  files: z.boolean(),
});
export type BackupManifest = z.infer<typeof manifestSchema>;

interface JournalEntry {
  tag: string;
  when: number;
}
/** The app's migrations in order (drizzle's journal). */
export const journalEntries = (folder = migrationsFolder): JournalEntry[] =>
  (JSON.parse(fs.readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8')) as { entries: JournalEntry[] })
    .entries;
