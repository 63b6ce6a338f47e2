/** API tests: TypeScript through ts-jest, each file on a fresh database (see src/testing/buildTestApp.ts). */
module.exports = {
  displayName: 'api',
  testEnvironment: 'node',
  roots: ['<rootDir>/src'],
  testMatch: ['**/*.test.ts'],
  transform: {
    '^.+\\.ts$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.json' }],
    // See jest.pgliteTransform.mjs.
    '@electric-sql[\\\\/]pglite[\\\\/]dist[\\\\/].+\\.cjs$': '<rootDir>/jest.pgliteTransform.mjs',
    // cookie 2 (used by Fastify's inject) is ESM-only; jest on Node 20 cannot require() ESM, so compile it.
    'node_modules[\\\\/]cookie[\\\\/]dist[\\\\/].+\\.js$': [
      'ts-jest',
      { tsconfig: { allowJs: true, module: 'CommonJS', isolatedModules: true } },
    ],
  },
  transformIgnorePatterns: ['/node_modules/(?!(@electric-sql/pglite|cookie)/)'],
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
};
