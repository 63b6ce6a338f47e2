/** The shell's site server: Node, not the browser packages' jsdom (see jest.web.config.js). */
const path = require('node:path');

module.exports = {
  displayName: 'site-server',
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/**/*.test.ts'],
  transform: {
    '^.+\\.tsx?$': ['ts-jest', { tsconfig: path.join(__dirname, '..', 'tsconfig.json'), diagnostics: { warnOnly: false } }],
    // cookie 2 (used by Fastify's inject) is ESM-only; jest on Node 20 cannot require() ESM, so compile it.
    'node_modules[\\\\/]cookie[\\\\/]dist[\\\\/].+\\.js$': [
      'ts-jest',
      { tsconfig: { allowJs: true, module: 'CommonJS', isolatedModules: true } },
    ],
  },
  transformIgnorePatterns: ['/node_modules/(?!cookie/)'],
};
