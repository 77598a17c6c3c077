import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';

type Transform = typeof jsonSchemaTransform;

declare module 'fastify' {
  interface FastifySchema {
    /**
     * The fields of a body the route reads itself (multipart, or JSON in its place), for the
     * OpenAPI document only: Fastify does not validate it, the handler does.
     */
    documentedBody?: z.ZodObject;
  }
}
type JsonObject = { properties?: Record<string, unknown>; required?: string[] };

/**
 * The fields of `schema` a request cannot leave out: those whose schema refuses a missing
 * value. Shared schemas often take a missing field on purpose (`nullish()`) so that leaving
 * it out answers the spec's own message instead of a generic one: such a field is still
 * required, though the generated JSON Schema would call it optional.
 */
export function requiredFields(schema: z.ZodObject): string[] {
  return Object.entries(schema.shape)
    .filter(([, field]) => !(field as z.ZodType).safeParse(undefined).success)
    .map(([key]) => key);
}

/**
 * The OpenAPI transform: fastify-type-provider-zod's (request parts are described as the
 * client sends them, zod's input side), with `required` of every request body, query and
 * path object set to what validation requires, and a route's `documentedBody` described as its body.
 */
export const openApiTransform: Transform = (given) => {
  const { documentedBody, ...schema } = given.schema;
  const input = documentedBody ? { ...given, schema: { ...schema, body: documentedBody } } : given;
  const output = jsonSchemaTransform(input);
  for (const part of ['body', 'querystring', 'params', 'headers'] as const) {
    const zodSchema: unknown = input.schema[part];
    const json = output.schema[part] as JsonObject | undefined;
    if (!(zodSchema instanceof z.ZodObject) || !json?.properties) continue;
    const required = requiredFields(zodSchema);
    if (required.length) json.required = required;
    else delete json.required;
  }
  return output;
};
