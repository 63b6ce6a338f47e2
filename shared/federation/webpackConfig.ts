import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import CompressionPlugin from 'compression-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { BannerPlugin, DefinePlugin, sources, type Compiler, type Configuration } from 'webpack';
// Adds the `devServer` key to webpack's Configuration type.
import type {} from 'webpack-dev-server';
import { CompileHintsPlugin } from './compileHintsPlugin';
import { FirstLoadPlugin } from './firstLoadPlugin';
import { entryBanner, releaseManifestOf } from './release';
import { RELEASE_FILE, type ReleaseManifest } from '../src/release';
import { federatedShared } from './shared';

export interface FederatedAppOptions {
  /** Federation name: `shell` for the host, the remote's name otherwise. */
  name: string;
  /** The package folder (`__dirname` of its webpack config). */
  packageDir: string;
  /** Exposed modules of a remote: `./routes` and its widgets. Absent for the host. */
  exposes?: Record<string, string>;
  /** Port of `npm run dev`. */
  devPort: number;
  /** Page title of the standalone page. */
  title: string;
}

/**
 * What a build calls itself: the package's version, plus RELEASE_LABEL when the release pipeline sets one (a
 * commit, a date), so a screen can say which release of its remote is live.
 */
function releaseOf(packageDir: string): string {
  const { version } = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as { version: string };
  const label = process.env.RELEASE_LABEL?.trim();
  return label ? `${version}+${label}` : version;
}

/**
 * react-router's package exports point at its development build whatever the mode (react-router issues #12532 and
 * #14102), so production builds would carry its dev warnings and checks: they take its production files instead.
 */
const reactRouterDir = dirname(require.resolve('react-router/package.json'));
const productionReactRouter = {
  'react-router$': join(reactRouterDir, 'dist/production/index.mjs'),
  'react-router/dom$': join(reactRouterDir, 'dist/production/dom-export.mjs'),
};

/**
 * The federation runtime's packages publish CommonJS and ES module files side by side, and the runtime's own pieces
 * reach each other both ways (`require` from the injected runtime plugin, `import` from the bundler runtime), so a
 * build held both copies. Every request for one of them resolves to its ES module file.
 */
const FEDERATION_RUNTIME_PACKAGES = [
  '@module-federation/runtime-core',
  '@module-federation/runtime',
  '@module-federation/runtime-tools',
  '@module-federation/sdk',
  '@module-federation/error-codes',
  '@module-federation/webpack-bundler-runtime',
];

interface PackageExports {
  exports?: Record<string, { import?: string | { default?: string } } | string>;
}

function esModuleAliases(packages: string[]): Record<string, string> {
  const aliases: Record<string, string> = {};
  for (const name of packages) {
    // Not every one of them exports its package.json: its folder is found above its main file.
    let packageDir = dirname(require.resolve(name));
    while (!existsSync(join(packageDir, 'package.json'))) packageDir = dirname(packageDir);
    const { exports = {} } = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as PackageExports;
    for (const [subpath, conditions] of Object.entries(exports)) {
      const file = typeof conditions === 'object' ? conditions.import : undefined;
      const target = typeof file === 'object' ? file.default : file;
      if (!target || !/\.m?js$/.test(target)) continue;
      aliases[`${join(name, subpath)}$`] = join(packageDir, target);
    }
  }
  return aliases;
}

/** Writes the build's release manifest (what it is made with and needs) as release.json beside its entry. */
class ReleaseManifestPlugin {
  constructor(private readonly manifest: ReleaseManifest) {}

  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('ReleaseManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'ReleaseManifestPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          compilation.emitAsset(RELEASE_FILE, new sources.RawSource(`${JSON.stringify(this.manifest, null, 2)}\n`));
        },
      );
    });
  }
}

interface Argv {
  mode?: 'production' | 'development' | 'none';
}

/** One webpack configuration for the shell and every remote: loaders, output, federation, compression. */
export function federatedWebpackConfig(options: FederatedAppOptions) {
  return (_env: unknown, argv: Argv): Configuration => {
    const production = argv.mode !== 'development';
    const isRemote = !!options.exposes;
    const release = releaseManifestOf(options.packageDir, options.name, releaseOf(options.packageDir));
    return {
      mode: production ? 'production' : 'development',
      context: options.packageDir,
      entry: './src/index.ts',
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        path: join(options.packageDir, 'dist'),
        // Remotes live under their own base URL; 'auto' reads it from the script that loaded them.
        publicPath: isRemote ? 'auto' : '/',
        // Entries keep plain names (served with revalidation): the federation runtime resolves this template
        // before any hash exists. Every other chunk is content-hashed and cached for a year.
        filename: '[name].js',
        chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
        uniqueName: `podbridge_${options.name}`,
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.mjs'],
        alias: {
          ...esModuleAliases(FEDERATION_RUNTIME_PACKAGES),
          ...(production ? productionReactRouter : {}),
        },
      },
      module: {
        rules: [
          {
            test: /\.[jt]sx?$/,
            exclude: /node_modules/,
            use: {
              loader: 'swc-loader',
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  target: 'es2020',
                  transform: { react: { runtime: 'automatic', development: !production } },
                },
              },
            },
          },
          { test: /\.(png|jpe?g|gif|svg|webp|ico)$/i, type: 'asset', parser: { dataUrlCondition: { maxSize: 4096 } } },
          // The hyphenation patterns (a 90 KB literal per language) reach the page as JSON, parsed rather than run.
          { test: /[\\/]hyphen[\\/]patterns[\\/][^\\/]+\.js$/, use: join(__dirname, 'jsonDataLoader.ts') },
        ],
      },
      plugins: [
        new DefinePlugin({ 'process.env.PODBRIDGE_RELEASE': JSON.stringify(release.release) }),
        new FirstLoadPlugin(),
        new ReleaseManifestPlugin(release),
        // A remote's entry records what it needs as it runs, before the shell lets it join the page (releaseGate).
        ...(isRemote ? [new BannerPlugin({ banner: entryBanner(release), raw: true, include: /^remoteEntry\.js$/ })] : []),
        new ModuleFederationPlugin({
          name: options.name,
          filename: isRemote ? 'remoteEntry.js' : undefined,
          exposes: options.exposes,
          shared: federatedShared(options.packageDir),
          shareStrategy: 'loaded-first',
          dts: false,
          manifest: { fileName: 'mf-manifest.json' },
          // The host carries the federation runtime once; deployed remotes reuse it instead of bundling their own.
          // Remotes are registered by their entry's URL, in browsers only: the runtime leaves out its manifest
          // snapshots and its Node loaders (main.js 204 -> ? KB).
          experiments: {
            ...(isRemote ? { externalRuntime: production } : { provideExternalRuntime: true }),
            optimization: { disableSnapshot: true, target: 'web' },
          },
        }),
        new HtmlWebpackPlugin({
          template: join(__dirname, 'index.html'),
          title: options.title,
          // A remote's page is only for its standalone run; the deployed remote is just its entry. Scripts load
          // from the root so deep links (/podcasts/7) work on the standalone dev server too.
          filename: 'index.html',
          publicPath: '/',
        }),
        ...(production
          ? [
              new CompileHintsPlugin(),
              new CompressionPlugin({
                test: /\.(js|css|html|json|svg)$/,
                algorithm: 'gzip',
                filename: '[path][base].gz',
              }),
              new CompressionPlugin({
                test: /\.(js|css|html|json|svg)$/,
                algorithm: 'brotliCompress',
                filename: '[path][base].br',
              }),
            ]
          : []),
      ],
      performance: { hints: false },
      devServer: {
        port: options.devPort,
        historyApiFallback: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        static: isRemote ? undefined : { directory: join(options.packageDir, 'public') },
      },
    };
  };
}
