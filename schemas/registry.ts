// Every form schema by name: each module here exports its schema as `<name>Schema`, registered
// under the module's file name (city.ts -> city), so a new schema needs no line anywhere. The Vite
// plugin precompiles exactly these for the browser, and the fixtures live in tests/fixtures/<name>/.
// The modules left out are the validation machinery, not forms: some import the registry through
// the browser's precompiled validators (a cycle), and ajv is kept out of the browser.
// Vite wants the patterns written out.
const modules = import.meta.glob<Record<string, unknown>>(
  [
    './*.ts',
    '!./*.test.ts',
    '!./{ajv,compiledValidator,fieldErrors,formats,localizeFieldErrors,registry,resolver,standaloneModule,validator,vitePlugin}.ts',
  ],
  { eager: true },
);

const fileName = (path: string) => path.replace(/^\.\//, '').replace(/\.ts$/, '');

export const schemaRegistry: Readonly<Record<string, object>> = Object.fromEntries(
  Object.entries(modules).flatMap(([path, exports]) => {
    const schema = exports[`${fileName(path)}Schema`];
    return typeof schema === 'object' && schema !== null ? [[fileName(path), schema]] : [];
  }),
);

export type SchemaName = string;
