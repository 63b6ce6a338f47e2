const path = require('node:path');
const swcTransform = require('../jest.transform.js');

/**
 * The federated builds' own code (webpack plugins, the shared list, the release check), run by Node: a project of
 * its own, since some of its tests run real webpack builds. A build's time is never what is tested; the limit
 * (jest.build.setup.ts) only catches one that hangs, and is long enough for a 2-core machine busy with other work.
 */
module.exports = {
  displayName: 'build',
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/federation/**/*.test.ts'],
  transform: {
    '^.+\\.ts$': swcTransform(),
  },
  setupFilesAfterEnv: [path.join(__dirname, 'jest.build.setup.ts')],
};
