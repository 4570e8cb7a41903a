// Vite plugin: the browser gets validators precompiled at build time instead of ajv compiling them
// with `new Function` (which needs 'unsafe-eval' in the Content-Security-Policy). Each schema of
// schemas/registry.ts gets a module of its own with its standalone validator, which the schema's
// module imports and registers (so a page loads only the validators of its forms), and every
// import of schemas/compiledValidator.ts resolves to the lookup of those registered validators;
// the server and the tests keep the run-time compiler. The registry finds its schemas with Vite's
// glob, so the plugin loads it through Vite's module runner (runnerImport), not a plain import.
import { fileURLToPath } from 'node:url';
import { type Plugin, runnerImport } from 'vite';
import { registrationCode, standaloneValidatorModule, VALIDATOR_LOOKUP_MODULE } from './standaloneModule';

const LOOKUP_ID = '\0schema-validators';
const VALIDATOR_PREFIX = 'virtual:schema-validator/';
const schemasDir = fileURLToPath(new URL('./', import.meta.url));
const runtimeModule = fileURLToPath(new URL('./compiledValidator.ts', import.meta.url));
const registryModule = fileURLToPath(new URL('./registry.ts', import.meta.url));

type Registry = Record<string, object>;

export function schemaValidators(): Plugin {
  let registry: Promise<{ schemas: Registry; dependencies: string[] }> | undefined;
  const loadRegistry = () => {
    registry ??= runnerImport<{ schemaRegistry: Registry }>(registryModule, { configFile: false }).then(({ module, dependencies }) => ({
      schemas: module.schemaRegistry,
      dependencies,
    }));
    return registry;
  };
  /** The registry's name of a schema module (schemas/login.ts -> login), if it is one. */
  const schemaName = async (id: string) => {
    const path = id.split('?')[0];
    if (!path.startsWith(schemasDir) || !path.endsWith('.ts')) return undefined;
    const name = path.slice(schemasDir.length, -'.ts'.length);
    return Object.hasOwn((await loadRegistry()).schemas, name) ? name : undefined;
  };

  return {
    name: 'schema-validators',
    // Before Vite's own resolver, which would otherwise settle the relative import first.
    enforce: 'pre',
    buildStart() {
      registry = undefined;
    },
    // A changed schema is compiled again in development.
    watchChange() {
      registry = undefined;
    },
    async resolveId(source, importer, options) {
      if (source.startsWith(VALIDATOR_PREFIX)) return `\0${source}`;
      if (!source.endsWith('compiledValidator') && !source.endsWith('compiledValidator.ts')) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved?.id === runtimeModule ? LOOKUP_ID : null;
    },
    async load(id) {
      if (id === LOOKUP_ID) return VALIDATOR_LOOKUP_MODULE;
      if (!id.startsWith(`\0${VALIDATOR_PREFIX}`)) return null;
      const { schemas, dependencies } = await loadRegistry();
      for (const dependency of dependencies) this.addWatchFile(dependency);
      return standaloneValidatorModule(schemas[id.slice(`\0${VALIDATOR_PREFIX}`.length)]);
    },
    async transform(code, id) {
      const name = await schemaName(id);
      if (!name) return null;
      return { code: code + registrationCode(`${name}Schema`, `${VALIDATOR_PREFIX}${name}`, runtimeModule), map: null };
    },
  };
}
