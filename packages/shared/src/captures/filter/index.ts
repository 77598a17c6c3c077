/** Display filters in Wireshark's syntax over dissected packets (docs/captures.md#display-filters). */
export { parseFilter, type CompareOperator, type DisplayFilter, type FilterNode, type FilterParse } from './parser.js';
export { indexFields, matchesFilter, type FieldIndex } from './evaluate.js';
export type { FilterError } from './errors.js';
