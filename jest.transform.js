/**
 * How every package's tests are compiled: TypeScript (and TSX) to CommonJS by SWC, one file at a time. The types
 * are checked by `npm run typecheck`, which covers the tests too (tsconfig.base.json has isolatedModules, so every
 * file compiles on its own). `javascript: true` compiles ES modules from node_modules that jest on Node 20 cannot
 * require() as they are (cookie 2, used by Fastify's inject).
 */
module.exports = function swcTransform({ javascript = false } = {}) {
  return [
    '@swc/jest',
    {
      swcrc: false,
      sourceMaps: 'inline',
      module: { type: 'commonjs' },
      jsc: {
        target: 'es2022',
        parser: javascript ? { syntax: 'ecmascript' } : { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic' } },
      },
    },
  ];
};
