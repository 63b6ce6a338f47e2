// Each test file starts a database (PGlite boots in a few seconds); testTimeout in a project config is ignored
// when jest runs from the root, so set it here.
jest.setTimeout(30000);
