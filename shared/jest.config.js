const config = require('../jest.web.config.js')(__dirname, 'shared');

// The federated builds' settings (Node code, run by webpack) are tested beside the package's browser code.
module.exports = { ...config, testMatch: [...config.testMatch, '<rootDir>/federation/**/*.test.ts'] };
