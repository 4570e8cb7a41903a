// A route as an operation of the API reference (server/plugins/apiDocs.ts): its request schemas
// as documentedSchema shows them, who may call it (the guard's rule, server/plugins/guard.ts), the
// media types a form call takes, and the refusals that every call of its kind can meet.

import type { FastifySchema, RouteOptions } from 'fastify';
import { errorAnswer, fieldErrorsAnswer } from '../../schemas/answers/errors';
import { UNSAFE } from '../plugins/guard';
import type { Access } from '../types';
import { documentedSchema } from './documentedSchema';

const REQUEST_PARTS = ['body', 'querystring', 'params', 'headers'] as const;

/** Why a 403, by what the call checks: the caller's role, the anti-forgery header of a change. */
const FORBIDDEN: Record<string, string> = {
  'role,change': 'A role that may not call it, or a missing or foreign anti-forgery header.',
  role: 'A role that may not call it.',
  change: 'A missing or foreign anti-forgery header.',
};

const refusal = (description: string, schema: object = errorAnswer) => ({ ...schema, description });

function accessSentence(access: Access | undefined) {
  if (access === 'public') return 'Access: anyone.';
  if (access === 'user') return 'Access: any signed-in user.';
  return access ? `Access: ${access.join(' or ')}.` : 'Access: nobody (the route declares no rule).';
}

/** Security requirements: the session cookie unless public, the anti-forgery header on changes. */
function security(access: Access | undefined, unsafe: boolean) {
  if (unsafe) return [{ session: [], xsrf: [] }];
  return access === 'public' ? [] : [{ session: [] }];
}

function refusals(schema: FastifySchema, route: RouteOptions, unsafe: boolean) {
  const { access, errorKey } = route.config ?? {};
  const checked = REQUEST_PARTS.some((part) => schema[part]);
  const answers: Record<string, object> = {};
  if (errorKey) {
    const fields = fieldErrorsAnswer(errorKey);
    answers[400] = {
      anyOf: [fields, errorAnswer],
      description: `Refused values: field-keyed messages${errorKey === 'root' ? '' : ` under \`${errorKey}\``}.`,
    };
  } else if (checked) {
    answers[400] = refusal('Malformed parameters.');
  }
  if (access !== 'public') answers[401] = refusal('No session, or an expired one.');
  const byRole = access !== 'public' && access !== 'user';
  const forbidden = FORBIDDEN[[byRole && 'role', unsafe && 'change'].filter(Boolean).join(',')];
  if (forbidden) answers[403] = refusal(forbidden);
  return answers;
}

/** The route's own answers, each with a description (the reference shows one per status). */
function ownAnswers(response: unknown) {
  if (!response) return { 200: { description: 'Not documented.' } };
  return Object.fromEntries(
    Object.entries(response as Record<string, { description?: string }>).map(([status, answer]) => [
      status,
      { ...answer, description: answer.description ?? 'The answer.' },
    ]),
  );
}

export function openapiOperation(schema: FastifySchema | undefined, route: RouteOptions) {
  // @fastify/websocket hides its routes; /websocket is a documented call (002 §7), so it is shown.
  const { hide: _hidden, ...own } = (schema ?? {}) as FastifySchema & { hide?: boolean };
  const access = route.config?.access;
  const unsafe = route.config?.csrf !== false && [route.method].flat().some((method) => UNSAFE.has(method));
  const operation: Record<string, unknown> = {
    ...own,
    tags: own.tags ?? ['Other'],
    description: [own.description, accessSentence(access)].filter(Boolean).join('\n\n'),
    security: security(access, unsafe),
    'x-access': access ?? null,
    response: { ...refusals(own, route, unsafe), ...ownAnswers(own.response) },
  };
  for (const part of REQUEST_PARTS) if (own[part]) operation[part] = documentedSchema(own[part]);
  if (route.config?.multipart === 'fields' && own.body) operation.consumes = ['multipart/form-data', 'application/json'];
  return operation;
}
