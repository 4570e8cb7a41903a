// A route as an operation of the API reference (server/plugins/apiDocs.ts): its request schemas
// as documentedSchema shows them, who may call it (the guard's rule, server/plugins/guard.ts), the
// media types a form call takes, and the refusals that every call of its kind can meet.
import type { FastifySchema, RouteOptions } from 'fastify';
import { errorAnswer, fieldErrorsAnswer } from '../../schemas/answers/errors';
import type { Access } from '../types';
import { documentedSchema } from './documentedSchema';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const REQUEST_PARTS = ['body', 'querystring', 'params', 'headers'] as const;

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
  if (unsafe || (access !== 'public' && access !== 'user')) {
    answers[403] = refusal(unsafe ? 'A role that may not call it, or a missing anti-forgery header.' : 'A role that may not call it.');
  }
  return answers;
}

export function openapiOperation(schema: FastifySchema | undefined, route: RouteOptions) {
  const own = schema ?? {};
  const access = route.config?.access;
  const unsafe = [route.method].flat().some((method) => UNSAFE.has(method));
  const operation: Record<string, unknown> = {
    ...own,
    tags: own.tags ?? ['Other'],
    description: [own.description, accessSentence(access)].filter(Boolean).join('\n\n'),
    security: security(access, unsafe),
    'x-access': access ?? null,
    // swagger's own default when a route declares no answer
    response: {
      ...refusals(own, route, unsafe),
      ...((own.response as object | undefined) ?? { 200: { description: 'Default Response' } }),
    },
  };
  for (const part of REQUEST_PARTS) if (own[part]) operation[part] = documentedSchema(own[part]);
  if (route.config?.multipart === 'fields' && own.body) operation.consumes = ['multipart/form-data', 'application/json'];
  return operation;
}
