// What every route module starts with: its instance with request.body, query and params typed from
// the route's JSON Schemas by json-schema-to-ts (@fastify/type-provider-json-schema-to-ts), and its
// area as the tag of its calls in the API reference (/api/docs). The shared validator (schemas/validator.ts) reads a property with a required
// `text` rule or a `select` rule as a required one (withEmptyFields makes an absent one blank, and
// blank fails): json-schema-to-ts does not know those keywords, so they are listed as `required`
// here, once, before the types are derived.
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyTypeProvider,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';

/** isRequiredText of schemas/keywords/text.ts, on the rule's type. */
type RequiredText<Rule> = Rule extends { notblank: true }
  ? true
  : Rule extends { notblank: false }
    ? false
    : Rule extends { min: infer Min extends number }
      ? Min extends 0
        ? false
        : true
      : false;

/** The properties whose rule makes them required: a required text, or any select. */
type RuleRequired<Properties> = {
  [Key in keyof Properties]: Properties[Key] extends { select: unknown }
    ? Key
    : Properties[Key] extends { text: infer Rule }
      ? RequiredText<Rule> extends true
        ? Key
        : never
      : never;
}[keyof Properties];

type Listed<Schema> = Schema extends { required: readonly (infer Name)[] } ? Name : never;

/** The schema as the validator reads it: rule-required properties listed in `required`. */
type WithRuleRequired<Schema> = Schema extends { properties: infer Properties }
  ? [RuleRequired<Properties>] extends [never]
    ? Schema
    : Omit<Schema, 'required'> & { readonly required: readonly (Listed<Schema> | (RuleRequired<Properties> & string))[] }
  : Schema;

/** What the package's provider derives from a schema (fastify's own way of calling a provider). */
type Derived<Schema> = (JsonSchemaToTsProvider & { schema: Schema })['validator'];

/** Replies stay untyped: answers are built by services whose types (maps from Object.fromEntries,
 * the clinics list's JSON text) json-schema-to-ts cannot match, and the response schemas only
 * document them; the API tests check real answers against them (tests/api/answers.test.ts). */
interface SchemaTypes extends FastifyTypeProvider {
  validator: Derived<WithRuleRequired<this['schema']>>;
  serializer: unknown;
}

export type TypedInstance = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  SchemaTypes
>;

/** The module's instance with typed requests; its routes (and those of its child plugins, unless
 * they name their own area) are listed under `area` in the API reference. */
export function typedRoutes(app: FastifyInstance, area: string) {
  app.addHook('onRoute', (route) => {
    route.schema = { ...route.schema, tags: [area] };
  });
  return app.withTypeProvider<SchemaTypes>();
}
