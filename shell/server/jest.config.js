/** The shell's site server: Node, not the browser packages' jsdom (see jest.web.config.js). */
const swcTransform = require('../../jest.transform.js');

module.exports = {
  displayName: 'site-server',
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/**/*.test.ts'],
  transform: {
    '^.+\\.tsx?$': swcTransform(),
    // cookie 2 (used by Fastify's inject) is ESM-only; jest on Node 20 cannot require() ESM, so compile it.
    'node_modules[\\\\/]cookie[\\\\/]dist[\\\\/].+\\.js$': swcTransform({ javascript: true }),
  },
  transformIgnorePatterns: ['/node_modules/(?!cookie/)'],
};
