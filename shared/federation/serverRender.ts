import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { build, type Plugin } from 'esbuild';
import { SERVER_RENDER_FILE } from '@podbridge/shared/prerendered';

/** Where a remote keeps the module that renders its pages with their data on the server. */
export const SERVER_RENDER_SOURCE = join('src', 'prerender', 'render.tsx');

/** PodBridge's own packages: TypeScript source, never built on their own. */
const SOURCE_PACKAGES = new Set(['@podbridge/shared', '@podbridge/kit', '@podbridge/social']);

/** Another remote's public surface (`@podbridge/mfe-<name>/public`), also TypeScript source. */
const REMOTE_SURFACE = /^@podbridge\/mfe-[^/]+\/public$/;

/**
 * Libraries stay outside the bundle (the site server's Node resolves them, one copy each); `@podbridge/shared`, the
 * kit, `@podbridge/social` and the remotes' public surfaces, which are TypeScript source, go inside.
 */
const librariesOutside: Plugin = {
  name: 'libraries-outside',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      SOURCE_PACKAGES.has(args.path) || /^@podbridge\/(shared|kit)\//.test(args.path) || REMOTE_SURFACE.test(args.path)
        ? null
        : { external: true },
    );
  },
};

/**
 * Bundles a remote's server render (`src/prerender/render.tsx`) into its `dist/server/render.js`, a CommonJS module
 * for Node that the site server loads: the remote's own code renders its pages, whichever build of the shell serves
 * them. Nothing for a remote without one.
 */
export async function bundleServerRender(packageDir: string): Promise<string | null> {
  const entry = join(packageDir, SERVER_RENDER_SOURCE);
  if (!existsSync(entry)) return null;
  const outfile = join(packageDir, 'dist', SERVER_RENDER_FILE);
  await build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    plugins: [librariesOutside],
    logLevel: 'warning',
  });
  return outfile;
}

// As a build step (`tsx ../shared/federation/serverRender.ts` in a remote's folder).
if (require.main === module) {
  bundleServerRender(process.cwd())
    .then((file) => console.log(file ? `Server render: ${file}` : 'No server render'))
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
