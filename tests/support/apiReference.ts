// docs/api-reference.md written from the OpenAPI document the server builds from its routes, which
// take their schemas, access and descriptions from the declarations (issue 24 point 5): the
// reference is what the server serves, by construction. tests/api/apiReference.test.ts compares
// the file with it (and rewrites it under `npm run docs:api`).

type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  minimum?: number;
  maximum?: number;
  maxLength?: number;
  description?: string;
  anyOf?: Schema[];
  oneOf?: Schema[];
};
type Parameter = { in: string; name: string; required?: boolean; schema: Schema; description?: string };
type Operation = {
  operationId?: string;
  tags?: string[];
  description?: string;
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses: Record<string, { description?: string; content?: Record<string, { schema: Schema }> }>;
};
export type OpenApiDocument = {
  tags?: { name: string; description?: string }[];
  paths: Record<string, Record<string, Operation>>;
};

const HEADER = `# API reference

Every call the server answers, grouped by area, with who may make it, what it takes and what it
answers. **Generated** from the OpenAPI document the server builds from the declarations
(\`resources/<area>/calls.ts\`) and the remaining hand-registered routes: do not edit; run
\`npm run docs:api\` after changing a call (\`tests/api/apiReference.test.ts\` fails while this file
and the server differ). The same document, with full schemas, is served at /api/docs. The shapes
the spec left open and the rules common to every call are in [api.md](api.md).
`;

/** A schema's type in a few words: `integer`, `"NEW" | "DELETED"`, `array of string`. */
function typeOf(schema: Schema | undefined): string {
  if (!schema) return 'any';
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  if (schema.enum) return schema.enum.map((value) => JSON.stringify(value)).join(' \\| ');
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return [...new Set(alternatives.map(typeOf))].join(' or ');
  const type = [schema.type ?? 'object'].flat().join(' or ');
  if (type === 'array') return `array of ${typeOf(schema.items)}`;
  if (type === 'object' && schema.properties) return `{ ${Object.keys(schema.properties).join(', ')} }`;
  return type;
}

const oneLine = (text: string | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();
const cell = (text: string) => text.replace(/\|/g, '\\|');

/** A number's or a text's bounds: `0 to 200`, `at least 1`, `at most 64 characters`. */
function bounds({ minimum, maximum, maxLength }: Schema): string {
  if (minimum !== undefined && maximum !== undefined) return `${minimum} to ${maximum}`;
  if (minimum !== undefined) return `at least ${minimum}`;
  if (maximum !== undefined) return `at most ${maximum}`;
  return maxLength !== undefined ? `at most ${maxLength} characters` : '';
}

function field(name: string, schema: Schema, required: boolean) {
  const facts = [typeOf(schema), bounds(schema), required ? 'required' : ''];
  if (schema.default !== undefined) facts.push(`default ${JSON.stringify(schema.default)}`);
  const description = oneLine(schema.description);
  return `  - \`${name}\`: ${facts.filter(Boolean).join(', ')}${description ? `. ${description}` : ''}`;
}

function parameters(operation: Operation, where: string, title: string): string[] {
  const own = (operation.parameters ?? []).filter((parameter) => parameter.in === where);
  if (own.length === 0) return [];
  return [
    `- ${title}:`,
    ...own.map((parameter) =>
      field(
        parameter.name,
        { ...parameter.schema, description: parameter.description ?? parameter.schema.description },
        !!parameter.required,
      ),
    ),
  ];
}

function body(operation: Operation): string[] {
  const content = operation.requestBody?.content;
  if (!content) return [];
  const [first] = Object.values(content);
  const schema = first?.schema ?? {};
  const required = new Set(schema.required ?? []);
  const fields = Object.entries(schema.properties ?? {});
  return [
    `- Body (${Object.keys(content).join(' or ')})${fields.length ? ':' : `: ${typeOf(schema)}`}`,
    ...fields.map(([name, property]) => field(name, property, required.has(name))),
  ];
}

function answers(operation: Operation): string[] {
  return [
    '- Answers:',
    ...Object.entries(operation.responses).map(([status, answer]) => {
      const schema = Object.values(answer.content ?? {})[0]?.schema;
      const shape = schema && status.startsWith('2') ? ` \`${typeOf(schema)}\`` : '';
      // Fastify's placeholder for an answer its route did not describe says nothing.
      const description = oneLine(answer.description) === 'The answer.' ? '' : cell(oneLine(answer.description));
      return `  - ${status}:${shape} ${description}`.trimEnd();
    }),
  ];
}

function operationText(method: string, path: string, operation: Operation): string {
  return [
    `### ${method.toUpperCase()} \`${path}\``,
    '',
    ...(operation.operationId ? [`Name: \`${operation.operationId}\`.`, ''] : []),
    oneLine(operation.description),
    '',
    ...parameters(operation, 'path', 'Path'),
    ...parameters(operation, 'query', 'Query'),
    ...parameters(operation, 'header', 'Headers'),
    ...body(operation),
    ...answers(operation),
    '',
  ].join('\n');
}

const METHOD_ORDER = ['get', 'options', 'post', 'put', 'patch', 'delete'];

export function renderApiReference(doc: OpenApiDocument): string {
  const operations = Object.entries(doc.paths).flatMap(([path, byMethod]) =>
    Object.entries(byMethod)
      .filter(([method]) => METHOD_ORDER.includes(method))
      .map(([method, operation]) => ({ path, method, operation, tag: operation.tags?.[0] ?? 'Other' })),
  );
  const tags = [...(doc.tags ?? []).map((tag) => tag.name), ...operations.map((op) => op.tag)].filter(
    (tag, index, all) => all.indexOf(tag) === index && operations.some((op) => op.tag === tag),
  );
  const sections = tags.map((tag) => {
    const description = doc.tags?.find((known) => known.name === tag)?.description;
    const own = operations
      .filter((op) => op.tag === tag)
      .sort((a, b) => a.path.localeCompare(b.path) || METHOD_ORDER.indexOf(a.method) - METHOD_ORDER.indexOf(b.method));
    return [
      `## ${tag}`,
      '',
      ...(description ? [description, ''] : []),
      ...own.map((op) => operationText(op.method, op.path, op.operation)),
    ].join('\n');
  });
  return `${[HEADER, ...sections].join('\n').trimEnd()}\n`;
}
