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
  fastJson(allowingUndeclared(z.toJSONSchema(schema, { target: 'draft-7', io: 'output', unrepresentable: 'any' })) as Parameters<typeof fastJson>[0]);

/**
 * zod's JSON schemas forbid undeclared properties. The serializer leaves them out anyway; kept
 * forbidden, an object with one more property would match no member of a union, and fail.
 */
function allowingUndeclared(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(allowingUndeclared);
  if (!node || typeof node !== 'object') return node;
  return Object.fromEntries(
    Object.entries(node)
      .filter(([key, value]) => !(key === 'additionalProperties' && value === false))
      .map(([key, value]) => [key, allowingUndeclared(value)]),
  );
}
