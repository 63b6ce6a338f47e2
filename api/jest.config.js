const swcTransform = require('../jest.transform.js');

/** API tests: TypeScript compiled by SWC (../jest.transform.js), each file on a fresh database (see src/testing/buildTestApp.ts). */
module.exports = {
  displayName: 'api',
  testEnvironment: 'node',
  roots: ['<rootDir>/src'],
  testMatch: ['**/*.test.ts'],
  transform: {
    '^.+\\.ts$': swcTransform(),
    // See jest.pgliteTransform.mjs.
    '@electric-sql[\\\\/]pglite[\\\\/]dist[\\\\/].+\\.cjs$': '<rootDir>/jest.pgliteTransform.mjs',
    // cookie 2 (used by Fastify's inject) is ESM-only; jest on Node 20 cannot require() ESM, so compile it.
    'node_modules[\\\\/]cookie[\\\\/]dist[\\\\/].+\\.js$': swcTransform({ javascript: true }),
  },
  transformIgnorePatterns: ['/node_modules/(?!(@electric-sql/pglite|cookie)/)'],
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
};
