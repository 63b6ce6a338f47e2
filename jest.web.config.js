/** Jest settings shared by the browser packages (shared, kit, shell, remotes): jsdom, ts-jest, one copy of @podbridge/shared and of the kit. */
const path = require('node:path');

module.exports = function webJestConfig(packageDir, displayName) {
  return {
    displayName,
    rootDir: packageDir,
    testEnvironment: 'jsdom',
    // A whole user flow (type, submit, wait for the answer) can pass 5 s when the two cores also build or test.
    testTimeout: 15_000,
    testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
    transform: {
      '^.+\\.tsx?$': ['ts-jest', { tsconfig: path.join(packageDir, 'tsconfig.json'), diagnostics: { warnOnly: false } }],
    },
    moduleNameMapper: {
      '^@podbridge/shared/testing$': path.join(__dirname, 'shared/src/testing/index.tsx'),
      '^@podbridge/kit$': path.join(__dirname, 'shared/kit/src/index.ts'),
      '^@podbridge/shared/(api|auth|social|format|i18n|paths|types|forms|listing|remotes|release|query|standalone|live)$': path.join(__dirname, 'shared/src/$1/index.ts'),
      // The live stream's EventSource: tests drive it by hand (jsdom cannot stream a fetch).
      '^eventsource$': path.join(__dirname, 'shared/src/testing/fakeEventSource.ts'),
      '\\.(css|svg|png|jpe?g|gif|webp)$': path.join(__dirname, 'shared/src/testing/fileStub.ts'),
    },
    setupFilesAfterEnv: [path.join(__dirname, 'shared/src/testing/setupTests.ts')],
  };
};
