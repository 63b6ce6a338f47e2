/** Every package's tests, run from the root: `npm test`. */
module.exports = {
  projects: ['<rootDir>/api', '<rootDir>/shared', '<rootDir>/shared/kit', '<rootDir>/shared/social', '<rootDir>/shell', '<rootDir>/shell/server', '<rootDir>/mfe-account', '<rootDir>/mfe-podcasts', '<rootDir>/mfe-experts', '<rootDir>/mfe-messaging', '<rootDir>/mfe-admin'],
};
