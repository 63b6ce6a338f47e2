// testTimeout in a project's config is ignored when jest runs from the root (`npm test`), so the build tests' limit
// is set here: a webpack production build takes seconds alone and far longer on a loaded 2-core machine.
jest.setTimeout(300_000);
