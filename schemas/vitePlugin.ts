// Vite plugin: the browser gets validators precompiled at build time instead of ajv compiling them
// with `new Function` (which needs 'unsafe-eval' in the Content-Security-Policy). Every import of
// schemas/compiledValidator.ts resolves to a virtual module generated from schemas/registry.ts;
// the server and the tests keep the run-time compiler. Vite restarts when a schema changes,
// since the config imports them.
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { schemaRegistry } from './registry';
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
    load(id) {
      return id === VIRTUAL_ID ? standaloneValidatorsModule(schemaRegistry, registryModule, 'schemaRegistry') : null;
    },
  };
}
