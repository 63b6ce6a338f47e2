/**
 * PGlite's CommonJS build loads Node built-ins with dynamic import(), which jest's module sandbox refuses
 * without --experimental-vm-modules. For tests only, turn those imports into require() calls that resolve to
 * the same modules. Plain Node (the server, the CLI) runs PGlite untouched.
 */
import { createHash } from 'node:crypto';
import { builtinModules } from 'node:module';

const BUILTIN_IMPORT = /\bimport\(\s*(["'])([^"']+)\1\s*\)/g;

export default {
  process(sourceText) {
    const code = sourceText.replace(BUILTIN_IMPORT, (whole, _quote, specifier) =>
      builtinModules.includes(specifier.replace(/^node:/, ''))
        ? `Promise.resolve(__requireBuiltin(${JSON.stringify(specifier)})).then((m) => ({ ...m, default: m }))`
        : whole,
    );
    return { code: `const __requireBuiltin = require;\n${code}` };
  },
  getCacheKey(sourceText, sourcePath) {
    return createHash('sha256').update('pglite-transform-v1').update(sourcePath).update(sourceText).digest('hex');
  },
};
