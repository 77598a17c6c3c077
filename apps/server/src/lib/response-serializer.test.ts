import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import { responseSerializerCompiler } from './response-serializer.js';

const serializerOf = (schema: z.ZodType) =>
  responseSerializerCompiler({ schema, method: 'GET', url: '/x', httpStatus: '200' } as Parameters<
    typeof responseSerializerCompiler
  >[0]);

describe('the response serializer', () => {
  const schema = z.object({
    user: z.object({
      id: z.number().int(),
      name: z.string(),
      email: z.string().nullable(),
      role: z.enum(['student', 'teacher']),
    }),
    tags: z.array(z.string()),
    next_cursor: z.number().int().nullable().optional(),
  });
  const serialize = serializerOf(schema);

  test('writes what the schema declares, nested objects, arrays and nulls, as JSON', () => {
    const answer = {
      user: { id: 7, name: 'Lan "Nguyễn"', email: null, role: 'student' },
      tags: ['a', 'b'],
      next_cursor: null,
    };
    expect(JSON.parse(serialize(answer))).toEqual(answer);
  });

  test('never writes a property the schema does not declare', () => {
    const answer = {
      user: { id: 7, name: 'Lan', email: null, role: 'student', passwordHash: '$argon2id$secret' },
      tags: [],
      extra: true,
    };
    const text = serialize(answer);
    expect(text).not.toContain('secret');
    expect(JSON.parse(text)).toEqual({ user: { id: 7, name: 'Lan', email: null, role: 'student' }, tags: [] });
  });

  test('unions of objects keep the fields of the member that matches', () => {
    const union = serializerOf(
      z.object({
        event: z.union([
          z.object({ scope: z.literal('class'), id: z.number() }),
          z.object({ scope: z.literal('user'), text: z.string() }),
        ]),
      }),
    );
    expect(JSON.parse(union({ event: { scope: 'user', text: 'xin chào', hidden: 1 } }))).toEqual({
      event: { scope: 'user', text: 'xin chào' },
    });
  });
});

describe('nullable values', () => {
  const when = z.iso.datetime({ offset: true });
  const serialize = serializerOf(
    z.object({
      publish_at: when.nullable(),
      described: z.string().nullable().describe('a note'),
      teacher: z.object({ id: z.number().int(), name: z.string() }).nullable(),
      tags: z.array(z.string()).nullable(),
      event: z
        .union([z.object({ scope: z.literal('class') }), z.object({ scope: z.literal('user'), id: z.number() })])
        .nullable(),
      flag: z.union([z.literal(0), z.literal(1)]).nullable(),
    }),
  );

  test('are written as null or as their value, objects and arrays with only their declared fields', () => {
    const empty = { publish_at: null, described: null, teacher: null, tags: null, event: null, flag: null };
    expect(JSON.parse(serialize(empty))).toEqual(empty);
    const full = {
      publish_at: '2026-11-25T08:00:00.000Z',
      described: 'x',
      teacher: { id: 3, name: 'Cô "Hà"', email: 'ha@example.com' },
      tags: ['a'],
      event: { scope: 'user', id: 4, hidden: true },
      flag: 1,
    };
    expect(JSON.parse(serialize(full))).toEqual({
      ...full,
      teacher: { id: 3, name: 'Cô "Hà"' },
      event: { scope: 'user', id: 4 },
    });
  });
});

test('unions of literals are written as their values', () => {
  const serialize = serializerOf(
    z.object({ isOnline: z.union([z.literal(0), z.literal(1)]), mode: z.union([z.literal('a'), z.literal('b')]) }),
  );
  expect(JSON.parse(serialize({ isOnline: 0, mode: 'b' }))).toEqual({ isOnline: 0, mode: 'b' });
  expect(JSON.parse(serialize({ isOnline: 1, mode: 'a' }))).toEqual({ isOnline: 1, mode: 'a' });
});
