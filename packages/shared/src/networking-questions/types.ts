/** The shapes of a generated networking question (decision 027). Plain JSON: an attempt can store one as it is. */

/** How an answer field is written and checked (see notation.ts). */
export const ANSWER_KINDS = [
  'ipv4',
  'mask',
  'prefix',
  'wildcard',
  'integer',
  'binary',
  'hex',
  'ipv6',
  'ipv6-compressed',
  'ipv6-expanded',
] as const;
export type AnswerKind = (typeof ANSWER_KINDS)[number];

/** What a field asks for: the web's label key `networkingQuestions.fields.<label>`, with `labelParams`. */
export const FIELD_LABELS = [
  'network',
  'broadcast',
  'firstHost',
  'lastHost',
  'mask',
  'prefix',
  'usableHosts',
  'subnetCount',
  'nthNetwork',
  'nthBroadcast',
  'vlsmNetwork',
  'vlsmPrefix',
  'converted',
  'wildcard',
  'aclAddress',
  'compressed',
  'expanded',
  'ipv6Network',
] as const;
export type FieldLabel = (typeof FIELD_LABELS)[number];

/** Every worked step: the web's text key `networkingQuestions.steps.<key>`, rendered with the step's params. */
export const STEP_KEYS = [
  'maskFromPrefix',
  'networkByAnd',
  'hostBits',
  'singleHost',
  'pointToPoint',
  'broadcastHostBitsOne',
  'firstHost',
  'lastHost',
  'usableHosts',
  'borrowBits',
  'newPrefix',
  'blockSize',
  'nthSubnet',
  'hostBitsTooFew',
  'hostBitsEnough',
  'newPrefixFromHosts',
  'subnetCountFromBits',
  'vlsmOrder',
  'vlsmSubnet',
  'octet_decimal_binary',
  'octet_binary_decimal',
  'octet_decimal_hex',
  'octet_hex_decimal',
  'octet_binary_hex',
  'octet_hex_binary',
  'conversionResult',
  'wildcardOctet',
  'wildcardResult',
  'rangeSize',
  'aclWildcard',
  'dropLeadingZeros',
  'longestZeroRun',
  'firstOfEqualZeroRuns',
  'singleZeroGroupKept',
  'noZeroGroups',
  'lowerCaseResult',
  'restoreZeroGroups',
  'allGroupsWritten',
  'padGroups',
  'prefixGroups',
  'maskPartialGroup',
  'ipv6NetworkResult',
] as const;
export type StepKey = (typeof STEP_KEYS)[number];

export interface AnswerField {
  key: string;
  kind: AnswerKind;
  label: FieldLabel;
  labelParams?: Record<string, number>;
}

/** One worked step: the web renders `networkingQuestions.steps.<key>` with `params`. */
export interface ExplanationStep {
  key: StepKey;
  params: Record<string, string | number>;
  /** The final values this step reaches, by field key. */
  answers?: Record<string, string>;
}

export interface Solution {
  fields: AnswerField[];
  /** The expected answer of each field, by key, in the notation the review shows. */
  answer: Record<string, string>;
}

export interface FieldResult {
  key: string;
  correct: boolean;
}

export interface CheckResult {
  fields: FieldResult[];
  correct: number;
  total: number;
  /** correct / total, from 0 to 1. */
  score: number;
}
