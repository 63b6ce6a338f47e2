// Runs drizzle-kit so that it finds the api's own drizzle-orm: npm may install drizzle-orm under
// api/node_modules while drizzle-kit is hoisted to the root, where neither require() nor import() would see it.
import { createRequire, register } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const apiDir = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
process.env.NODE_PATH = [path.join(apiDir, 'node_modules'), process.env.NODE_PATH].filter(Boolean).join(path.delimiter);
createRequire(import.meta.url)('node:module').Module._initPaths();
register('./resolveFromApi.mjs', import.meta.url, { data: { parentURL: `file://${apiDir}/package.json` } });
const drizzleKitDir = path.dirname(createRequire(path.join(apiDir, 'package.json')).resolve('drizzle-kit'));
createRequire(import.meta.url)(path.join(drizzleKitDir, 'bin.cjs'));
