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
export const responseSerializerCompiler: FastifySerializerCompiler<z.ZodType> = ({ schema }) => {
  // Compiled at the route's first answer: compiling all of them at start was about a third of
  // a cold start's CPU time (docs/performance.md), mostly for routes a start never answers.
  let write: ((data: unknown) => string) | undefined;
  return (data) => (write ??= compile(schema))(data);
};

const compile = (schema: z.ZodType): ((data: unknown) => string) =>
  fastJson(
    forWriting(z.toJSONSchema(schema, { target: 'draft-7', io: 'output', unrepresentable: 'any' })) as Parameters<
      typeof fastJson
    >[0],
  );

type JsonSchema = Record<string, unknown>;
const SCALARS = new Set(['string', 'number', 'integer', 'boolean']);
const isNullSchema = (node: JsonSchema) => node.type === 'null' && Object.keys(node).length === 1;
const isLiteral = (node: JsonSchema) =>
  SCALARS.has(node.type as string) &&
  Object.keys(node).every((key) => key === 'type' || key === 'const' || key === 'enum');

/**
 * zod's JSON schema, made for writing rather than checking. fast-json-stringify picks the
 * member of an `anyOf` by validating the value against each with Ajv on every answer (a
 * date's pattern and format, each item of a list); a union that one schema writes the same is
 * stated as that schema, so the value is checked no more than one that is not in a union:
 * - a nullable value (`anyOf: [X, {type: 'null'}]`, zod's `.nullable()`): X, `nullable: true`;
 * - literals of one type (`z.union([z.literal(0), z.literal(1)])`): that type.
 * Undeclared properties are allowed: the serializer leaves them out anyway; kept forbidden, an
 * object with one more property would match no member of a real union, and fail.
 */
function forWriting(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(forWriting);
  if (!node || typeof node !== 'object') return node;
  const { anyOf, ...rest } = node as JsonSchema;
  const written = Object.fromEntries(
    Object.entries(rest)
      .filter(([key, value]) => !(key === 'additionalProperties' && value === false))
      .map(([key, value]) => [key, forWriting(value)]),
  );
  if (!Array.isArray(anyOf)) return written;
  const members = anyOf.map(forWriting) as JsonSchema[];
  const values = members.filter((member) => !isNullSchema(member));
  const shape = sharedShape(values);
  if (!shape) return { ...written, anyOf: members };
  return { ...written, ...shape, ...(values.length < members.length && { nullable: true }) };
}

/** The one schema that writes every value of `members` as they would: the only member, or the type literals share. */
function sharedShape(members: JsonSchema[]): JsonSchema | undefined {
  const [first] = members;
  if (!first) return undefined;
  if (members.length === 1) return ['anyOf', 'oneOf', 'allOf', '$ref'].some((key) => key in first) ? undefined : first;
  return members.every((member) => isLiteral(member) && member.type === first.type) ? { type: first.type } : undefined;
}
