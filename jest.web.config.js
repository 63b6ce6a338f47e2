/** Jest settings shared by the browser packages (shared, kit, social, shell, remotes): jsdom, SWC (jest.transform.js), one copy each of @podbridge/shared, the kit and @podbridge/social. */
const path = require('node:path');
const swcTransform = require('./jest.transform.js');

module.exports = function webJestConfig(packageDir, displayName) {
  return {
    displayName,
    rootDir: packageDir,
    testEnvironment: 'jsdom',
    // A whole user flow (type, submit, wait for the answer) can pass 5 s when the two cores also build or test.
    testTimeout: 15_000,
    testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
    transform: {
      '^.+\\.tsx?$': swcTransform(),
    },
    moduleNameMapper: {
      '^@podbridge/shared/testing$': path.join(__dirname, 'shared/src/testing/index.tsx'),
      '^@podbridge/kit$': path.join(__dirname, 'shared/kit/src/index.ts'),
      '^@podbridge/kit/listing$': path.join(__dirname, 'shared/kit/src/listing.ts'),
      '^@podbridge/kit/remote-dialog$': path.join(__dirname, 'shared/kit/src/remoteDialog.ts'),
      '^@podbridge/kit/reason-dialog$': path.join(__dirname, 'shared/kit/src/reasonDialog.ts'),
      '^@podbridge/social$': path.join(__dirname, 'shared/social/src/index.ts'),
      '^@podbridge/social/comments$': path.join(__dirname, 'shared/social/src/comments.ts'),
      '^@podbridge/shared/(api|auth|format|i18n|paths|types|forms|remotes|release|query|standalone)$': path.join(__dirname, 'shared/src/$1/index.ts'),
      // The messaging remote's live stream's EventSource: tests drive it by hand (jsdom cannot stream a fetch).
      '^eventsource$': path.join(__dirname, 'shared/src/testing/fakeEventSource.ts'),
      '\\.(css|svg|png|jpe?g|gif|webp)$': path.join(__dirname, 'shared/src/testing/fileStub.ts'),
    },
    setupFilesAfterEnv: [path.join(__dirname, 'shared/src/testing/setupTests.ts')],
  };
};
