const config = require('../../jest.web.config.js')(__dirname, 'kit');

// The kit's recorded surface (surface.ts, run by Node) is tested beside its components.
module.exports = { ...config, testMatch: [...config.testMatch, '<rootDir>/*.test.ts'] };
