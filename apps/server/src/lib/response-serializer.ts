import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { z } from 'zod';

/**
 * Answers are written by a serializer compiled once per route from its shared response schema
 * (fast-json-stringify, as Fastify does for JSON schemas), instead of checking every answer
 * with zod and then stringifying it. Like zod, it writes only the properties the schema
 * declares, so nothing a presenter did not mean to send can leave; the presenters' types
 * already match the schemas at compile time.
 */
export const responseSerializerCompiler: FastifySerializerCompiler<z.ZodType> = ({ schema }) =>
  fastJson(forWriting(z.toJSONSchema(schema, { target: 'draft-7', io: 'output', unrepresentable: 'any' })) as Parameters<typeof fastJson>[0]);

type JsonSchema = Record<string, unknown>;
const isNullSchema = (node: unknown) => (node as JsonSchema | undefined)?.type === 'null' && Object.keys(node as JsonSchema).length === 1;
const isUnion = (node: JsonSchema) => 'anyOf' in node || 'oneOf' in node || 'allOf' in node;

/**
 * zod's JSON schema, made for writing rather than checking:
 * - Undeclared properties are allowed. The serializer leaves them out anyway; kept forbidden,
 *   an object with one more property would match no member of a union, and fail.
 * - A nullable value (`anyOf: [X, {type: 'null'}]`, zod's `.nullable()`) becomes X with
 *   `nullable: true`, keywords beside the anyOf (a description) merged in as
 *   fast-json-stringify would. It picks the member of an `anyOf` by validating the value
 *   against each with Ajv (X's pattern and format: a date's regular expressions) on every
 *   answer; a test for null is enough, and a value is then checked no more than one that is
 *   not nullable.
 */
function forWriting(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(forWriting);
  if (!node || typeof node !== 'object') return node;
  const { anyOf, ...rest } = node as JsonSchema;
  if (Array.isArray(anyOf) && anyOf.length === 2) {
    const value = isNullSchema(anyOf[0]) ? anyOf[1] : isNullSchema(anyOf[1]) ? anyOf[0] : undefined;
    const written = value && typeof value === 'object' ? (forWriting({ ...rest, ...value }) as JsonSchema) : undefined;
    if (written && !isUnion(written) && !('$ref' in written)) return { ...written, nullable: true };
  }
  return Object.fromEntries(
    Object.entries(node)
      .filter(([key, value]) => !(key === 'additionalProperties' && value === false))
      .map(([key, value]) => [key, forWriting(value)]),
  );
}
