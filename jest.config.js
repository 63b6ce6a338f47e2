const { availableParallelism } = require('node:os');

/**
 * Every package's tests, run from the root: `npm test`. At least two workers even on two cores (jest's default
 * there is one): an API test file's work is split between its own thread and the embedded database's, and waits on
 * sockets and files, so one worker leaves a core idle much of the time.
 */
module.exports = {
  maxWorkers: Math.max(2, availableParallelism() - 1),
  projects: ['<rootDir>/api', '<rootDir>/shared', '<rootDir>/shared/jest.build.config.js', '<rootDir>/shared/kit', '<rootDir>/shared/social', '<rootDir>/shell', '<rootDir>/shell/server', '<rootDir>/mfe-account', '<rootDir>/mfe-podcasts', '<rootDir>/mfe-experts', '<rootDir>/mfe-messaging', '<rootDir>/mfe-admin'],
};
