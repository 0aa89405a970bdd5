import { z } from 'zod';

export const errorAnswer = z.object({ error: z.string().describe('Message in the request language') });

/** `{ data: <schema> }`, the envelope of every answer (SPEC §7). */
export const dataOf = <T extends z.ZodType>(schema: T) => z.object({ data: schema });

/** Error answers of a route, for the OpenAPI document. */
export function errorAnswers<const C extends readonly number[]>(
  ...codes: C
): Record<C[number], typeof errorAnswer> {
  return Object.fromEntries(codes.map((code) => [code, errorAnswer])) as Record<
    C[number],
    typeof errorAnswer
  >;
}

export const okAnswer = dataOf(z.object({ ok: z.literal(true) }));
export const ok = { data: { ok: true as const } };
