import { federatedWebpackConfig } from '@podbridge/shared/federation';

export default federatedWebpackConfig({
  name: 'shell',
  packageDir: __dirname,
  devPort: 3000,
  title: 'PodBridge – podcasters meet expert guests',
});
