import { federatedWebpackConfig } from '@podbridge/shared/federation';
import { federation } from './federation.config';

export default federatedWebpackConfig({
  ...federation,
  packageDir: __dirname,
  devPort: 3005,
  title: 'PodBridge Admin (standalone)',
});
