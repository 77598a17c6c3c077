import { and, eq, inArray } from 'drizzle-orm';
import {
  ROSTER_OUTCOMES,
  type RosterEntry,
  type RosterOutcome,
  type RosterResult,
  type RosterRow,
} from '@netclass/shared';
import type { Db, DbOrTx } from '../../db/client.js';
import { courseMembers, users } from '../../db/schema/index.js';
import type { Actor } from '../../policies/index.js';
import { DEFAULT_PASSWORD_HASH } from '../auth/index.js';
import { enrol } from './enrolment.js';
import { managedCourse } from './managed-course.js';
import { planRow, validateEntries, type Known, type ValidEntry } from './roster-rows.js';
import { readRosterSheet } from './roster-sheet.js';

const isValid = (row: ValidEntry | RosterRow): row is ValidEntry => !('outcome' in row);

function result(applied: boolean, rows: RosterRow[]): RosterResult {
  const counts = Object.fromEntries(ROSTER_OUTCOMES.map((outcome) => [outcome, 0])) as Record<RosterOutcome, number>;
  for (const row of rows) counts[row.outcome] += 1;
  return { applied, rows, counts };
}

/**
 * Roster import (docs/decisions/023): the registrar's file read into rows, checked (each row
 * by the account rules, then against the accounts and members there are), and applied in one
 * transaction: missing student accounts created with the default password, everyone enrolled.
 * Applying again creates and enrols nobody twice: its rows then say `member`.
 */
export class RosterService {
  constructor(private readonly db: Db) {}

  async readSheet(actor: Actor, courseId: number, bytes: Buffer): Promise<string[][]> {
    await managedCourse(this.db, actor, courseId);
    return readRosterSheet(bytes);
  }

  async check(actor: Actor, courseId: number, entries: readonly RosterEntry[]): Promise<RosterResult> {
    await managedCourse(this.db, actor, courseId);
    return result(false, (await this.plan(this.db, courseId, entries)).rows);
  }

  async apply(actor: Actor, courseId: number, entries: readonly RosterEntry[]): Promise<RosterResult> {
    await managedCourse(this.db, actor, courseId);
    const rows = await this.db.transaction(async (tx) => {
      const { rows: planned, valid } = await this.plan(tx, courseId, entries);
      const toCreate = valid.filter(
        (entry, index): entry is ValidEntry => entry !== undefined && planned[index]?.outcome === 'create',
      );
      const created = new Set(await this.createStudents(tx, toCreate));
      const joining = planned
        .filter((row) => row.outcome === 'create' || row.outcome === 'enrol')
        .map((row) => Number(row.id));
      const enrolled = new Set(await enrol(tx, courseId, joining, 'student'));
      // What happened, which a concurrent import may have made differ from the plan.
      return planned.map((row): RosterRow => {
        if (row.outcome === 'error') return row;
        const id = Number(row.id);
        if (created.has(id)) return { ...row, outcome: 'create' };
        return { ...row, outcome: enrolled.has(id) ? 'enrol' : 'member' };
      });
    });
    return result(true, rows);
  }

  /**
   * Every row's outcome, from two reads (the accounts of the rows' ids, and which are members),
   * and the valid entries, each at its row's index in `rows` (undefined for a refused row).
   */
  private async plan(
    db: DbOrTx,
    courseId: number,
    entries: readonly RosterEntry[],
  ): Promise<{ rows: RosterRow[]; valid: (ValidEntry | undefined)[] }> {
    const checked = validateEntries(entries);
    const valid = checked.map((row) => (isValid(row) ? row : undefined));
    const ids = valid.flatMap((entry) => (entry ? [entry.id] : []));
    const known = new Map<number, Known>();
    if (ids.length > 0) {
      const [accounts, members] = await Promise.all([
        db.select({ id: users.id, name: users.name, role: users.role }).from(users).where(inArray(users.id, ids)),
        db
          .select({ id: courseMembers.userId })
          .from(courseMembers)
          .where(and(eq(courseMembers.courseId, courseId), inArray(courseMembers.userId, ids))),
      ]);
      const memberIds = new Set(members.map((member) => member.id));
      for (const account of accounts) known.set(account.id, { account, member: memberIds.has(account.id) });
    }
    return { rows: checked.map((row) => (isValid(row) ? planRow(row, known.get(row.id)) : row)), valid };
  }

  /** New student accounts, each held to its first password change; answers the ids made now. */
  private async createStudents(tx: DbOrTx, entries: ValidEntry[]): Promise<number[]> {
    if (entries.length === 0) return [];
    const made = await tx
      .insert(users)
      .values(
        entries.map((entry) => ({
          id: entry.id,
          name: entry.name,
          username: String(entry.id),
          email: entry.email,
          role: 'student' as const,
          passwordHash: DEFAULT_PASSWORD_HASH,
          mustChangePassword: true,
        })),
      )
      .onConflictDoNothing()
      .returning({ id: users.id });
    return made.map((row) => row.id);
  }
}
