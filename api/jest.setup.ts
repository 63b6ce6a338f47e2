// Each test file starts a database (PGlite boots and migrates in a few seconds, far longer on a busy shared
// machine); testTimeout in a project config is ignored when jest runs from the root, so set it here.
jest.setTimeout(90_000);
