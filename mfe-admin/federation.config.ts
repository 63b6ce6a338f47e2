/** The admin remote: the dashboard and the approval queues. Loaded only on /admin routes. */
export const federation = {
  name: 'admin',
  exposes: {
    './routes': './src/exposes/routes.tsx',
  },
};
