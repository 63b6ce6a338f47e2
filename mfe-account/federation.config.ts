/** The account remote: sign-in, registration, verification, password reset and profile pages. */
export const federation = {
  name: 'account',
  exposes: {
    './routes': './src/exposes/routes.tsx',
  },
};
