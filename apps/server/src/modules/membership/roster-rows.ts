import {
  EMAIL_MAX_LENGTH,
  MEMBERSHIP_MESSAGES as M,
  PROFILE_MESSAGES,
  USER_MESSAGES,
  emailSchema,
  idSchema,
  normalizeSearchText,
  userNameSchema,
  type RosterEntry,
  type RosterProblem,
  type RosterRow,
  isStudentRole,
} from '@netclass/shared';

/** A row that passed the checks of its own fields and of the rows above it. */
export interface ValidEntry {
  line: number;
  id: number;
  name: string;
  email: string | null;
}

/** What the database says of an id: its account (if any) and whether it is in the course. */
export interface Known {
  account?: { name: string; role: string };
  member: boolean;
}

const refuse = (entry: RosterEntry, problem: RosterProblem, message: string): RosterRow => ({
  line: entry.line,
  id: entry.id.trim(),
  name: entry.name.trim(),
  outcome: 'error',
  problem,
  message,
  existing_name: null,
});

/** A row's own fields, by the rules an account form uses (the same schemas): a valid entry or the row's refusal. */
function checkFields(entry: RosterEntry): ValidEntry | RosterRow {
  const id = idSchema.safeParse(entry.id.trim());
  if (!id.success) return refuse(entry, 'id_invalid', M.rowIdInvalid);
  const name = userNameSchema.safeParse(entry.name);
  if (!name.success) {
    const message = name.error.issues[0]?.message ?? USER_MESSAGES.nameRequired;
    return refuse(entry, message === USER_MESSAGES.nameRequired ? 'name_missing' : 'name_invalid', message);
  }
  const emailText = (entry.email ?? '').trim();
  if (emailText && (emailText.length > EMAIL_MAX_LENGTH || !emailSchema.safeParse(emailText).success)) {
    return refuse(entry, 'email_invalid', PROFILE_MESSAGES.emailInvalid);
  }
  return { line: entry.line, id: id.data, name: name.data, email: emailText || null };
}

/** Each row's fields checked, and ids already given by a row above refused as duplicates. */
export function validateEntries(entries: readonly RosterEntry[]): (ValidEntry | RosterRow)[] {
  const seen = new Set<number>();
  return entries.map((entry) => {
    const checked = checkFields(entry);
    if ('outcome' in checked) return checked;
    if (seen.has(checked.id)) return refuse(entry, 'duplicate', M.rowDuplicate);
    seen.add(checked.id);
    return checked;
  });
}

/** What becomes of a valid row, given what the database knows of its id. */
export function planRow(entry: ValidEntry, known: Known | undefined): RosterRow {
  const row = {
    line: entry.line,
    id: String(entry.id),
    name: entry.name,
    problem: null,
    message: null,
    existing_name: null,
  };
  const account = known?.account;
  if (!account) return { ...row, outcome: 'create' };
  if (!isStudentRole(account.role))
    return { ...row, outcome: 'error', problem: 'not_student', message: M.rowNotStudent };
  const existingName = normalizeSearchText(account.name) === normalizeSearchText(entry.name) ? null : account.name;
  return { ...row, outcome: known.member ? 'member' : 'enrol', existing_name: existingName };
}
