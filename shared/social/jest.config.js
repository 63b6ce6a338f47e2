module.exports = require('../../jest.web.config.js')(__dirname, 'social');
