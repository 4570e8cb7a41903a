// What advertising's calls receive, made one shape: lists arrive as JSON arrays, repeated
// multipart fields or comma lists; the schemas check comma lists, the saves read id arrays.
import type { FastifyRequest } from 'fastify';

/** A list value as the schemas check it: "3,17" (an array joined, a number as text). */
export function commaList(value: unknown): unknown {
  if (Array.isArray(value)) return value.map((item) => String(item).trim()).join(',');
  return typeof value === 'number' ? String(value) : value;
}

/** The body's list fields joined into comma lists, before validation. */
export function commaLists(names: readonly string[]) {
  return async (request: FastifyRequest) => {
    const body = request.body;
    if (typeof body !== 'object' || body === null || Array.isArray(body)) return;
    const fields = body as Record<string, unknown>;
    for (const name of names) if (fields[name] !== undefined && fields[name] !== null) fields[name] = commaList(fields[name]);
  };
}

/** "3,17" -> [3, 17]; '' or absent -> []. */
export const idsOf = (value: unknown): number[] =>
  String(value ?? '')
    .split(',')
    .filter((part) => part.trim() !== '')
    .map(Number);

export const valuesOf = (value: unknown): string[] =>
  String(value ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);

/** A blank or 0 id is none. */
export const optionalId = (value: unknown): number | null => (Number(value ?? 0) > 0 ? Number(value) : null);
