import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { Configuration, MultiStats, Stats } from 'webpack';
import type { FederatedAppOptions } from '@podbridge/shared/federation';
import { copyInto } from '../checkout';

/** Where the floor page's scripts are served from, on the floor server. */
export const FLOOR_PREFIX = '/floor/';

type Webpack = (config: Configuration, callback: (error: Error | null, stats?: Stats | MultiStats) => void) => void;
type ConfigOf = (options: FederatedAppOptions) => (env: unknown, argv: { mode: 'production' }) => Configuration;

/**
 * Builds the "libraries only" page of the checkout at `root` into `outputDir`: that checkout's own webpack and its
 * shell's configuration (federation runtime, shared libraries and their versions, loaders, minifier), with the
 * floor's entry instead of the shell's. Whatever changes in how the site is built changes its floor with it. The
 * entry is copied into the checkout first, so that its libraries resolve to that checkout's copies.
 */
export async function buildFloor(root: string, outputDir: string): Promise<void> {
  const entryDir = join(root, 'e2e', '.data', 'floor-entry');
  copyInto(__dirname, entryDir, ['index.ts', 'libraries.ts']);
  const load = createRequire(join(root, 'package.json'));
  const webpack = load('webpack') as Webpack;
  const { federatedWebpackConfig } = load(join(root, 'shared', 'federation', 'index.ts')) as {
    federatedWebpackConfig: ConfigOf;
  };
  const shell = federatedWebpackConfig({
    name: 'shell',
    packageDir: join(root, 'shell'),
    devPort: 0,
    title: 'PodBridge',
  })(undefined, { mode: 'production' });
  const config: Configuration = {
    ...shell,
    entry: { main: join(entryDir, 'index.ts') },
    devtool: false,
    output: { ...shell.output, path: outputDir, publicPath: FLOOR_PREFIX },
  };
  await new Promise<void>((resolve, reject) => {
    webpack(config, (error, stats) => {
      if (error) return reject(error);
      if (stats?.hasErrors()) return reject(new Error(stats.toString({ all: false, errors: true })));
      resolve();
    });
  });
}
