const config = require('../jest.web.config.js')(__dirname, 'shared');

// The federated builds' settings (Node code run by webpack) are the `build` project: jest.build.config.js.
module.exports = config;
