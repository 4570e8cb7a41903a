// Vite plugin: the browser gets validators precompiled at build time instead of ajv compiling them
// with `new Function` (which needs 'unsafe-eval' in the Content-Security-Policy). Every import of
// schemas/compiledValidator.ts resolves to a virtual module generated from schemas/registry.ts;
// the server and the tests keep the run-time compiler. The registry finds its schemas with Vite's
// glob, so the plugin loads it through Vite's module runner (runnerImport), not a plain import.
import { fileURLToPath } from 'node:url';
import { type Plugin, runnerImport } from 'vite';
import { standaloneValidatorsModule } from './standaloneModule';

const VIRTUAL_ID = '\0schema-validators';
const runtimeModule = fileURLToPath(new URL('./compiledValidator.ts', import.meta.url));
const registryModule = fileURLToPath(new URL('./registry.ts', import.meta.url));

export function schemaValidators(): Plugin {
  return {
    name: 'schema-validators',
    // Before Vite's own resolver, which would otherwise settle the relative import first.
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!source.endsWith('compiledValidator') && !source.endsWith('compiledValidator.ts')) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved?.id === runtimeModule ? VIRTUAL_ID : null;
    },
    async load(id) {
      if (id !== VIRTUAL_ID) return null;
      const { module, dependencies } = await runnerImport<{ schemaRegistry: Record<string, object> }>(registryModule, {
        configFile: false,
      });
      // A changed schema rebuilds the validators in development.
      for (const dependency of dependencies) this.addWatchFile(dependency);
      return standaloneValidatorsModule(module.schemaRegistry, registryModule, 'schemaRegistry');
    },
  };
}
