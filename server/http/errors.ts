// Errors that routes throw; the error handler turns them into localized answers.
import type { FieldError } from '../../schemas/validator';

export type MessageParams = Record<string, string | number>;

/** An error with an HTTP status and an i18n message key (server.* or check.* catalogs). */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly key: string,
    readonly params: MessageParams = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(key);
  }
}

/** Field-keyed validation failures, answered 400 under the route's error key. */
export class FieldErrors extends Error {
  readonly statusCode = 400;
  constructor(readonly fields: Record<string, FieldError[]>) {
    super('validation');
  }
}

export const fieldError = (field: string, key: string, params?: MessageParams) => new FieldErrors({ [field]: [{ key, params }] });
