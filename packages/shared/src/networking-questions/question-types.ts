import { conversion } from './conversion.js';
import type { QuestionDefinition } from './definition.js';
import { ipv6Compress, ipv6Expand, ipv6Prefix } from './ipv6.js';
import { subnetFacts } from './subnet-facts.js';
import { subnetCount, subnetHosts } from './subnetting.js';
import { vlsm } from './vlsm.js';
import { aclRange, wildcardFromPrefix } from './wildcard.js';

/** Every generated question type, by its stored name. */
export const QUESTION_DEFINITIONS = {
  'ipv4-subnet-facts': subnetFacts,
  'ipv4-subnet-count': subnetCount,
  'ipv4-subnet-hosts': subnetHosts,
  'ipv4-vlsm': vlsm,
  'number-conversion': conversion,
  'wildcard-from-prefix': wildcardFromPrefix,
  'acl-wildcard-range': aclRange,
  'ipv6-compress': ipv6Compress,
  'ipv6-expand': ipv6Expand,
  'ipv6-prefix': ipv6Prefix,
} as const;

export type NetworkingQuestionType = keyof typeof QUESTION_DEFINITIONS;
export const NETWORKING_QUESTION_TYPES = Object.keys(QUESTION_DEFINITIONS) as NetworkingQuestionType[];

export type QuestionParams<T extends NetworkingQuestionType> =
  (typeof QUESTION_DEFINITIONS)[T] extends QuestionDefinition<infer P> ? P : never;
