import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { RELEASE_FILE, type ReleaseManifest } from '../src/release';
import { parseReleaseManifest, readReleaseManifest, releaseVerdict } from './release';

/**
 * `npm run release-check -w <remote> -- --site <url or folder>`: before a deploy, whether this remote's build (its
 * dist/release.json) runs on a site whose shell is live now, and why not. `--site` is the site's address (its
 * /release.json is the live shell's) or the folder of a shell build. Exits 1 when the build must wait for the shell.
 */
async function siteManifest(site: string): Promise<ReleaseManifest> {
  if (!/^https?:\/\//.test(site)) return readReleaseManifest(site);
  const url = new URL(RELEASE_FILE, site.endsWith('/') ? site : `${site}/`);
  const response = await fetch(url, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`${url.href} answered ${response.status}`);
  const manifest = parseReleaseManifest(await response.json());
  if (!manifest) throw new Error(`${url.href} is not a release manifest`);
  return manifest;
}

export async function releaseCheck(packageDir: string, site: string): Promise<{ fits: boolean; lines: string[] }> {
  const remote = readReleaseManifest(join(packageDir, 'dist'));
  const shell = await siteManifest(site);
  const verdict = releaseVerdict(remote, shell);
  return {
    fits: verdict.fits,
    lines: [
      `${remote.name} ${remote.release} (platform ${remote.platform.version}, kit ${remote.kit.version}) on ${site} ` +
        `(shell ${shell.release}: platform ${shell.platform.version}, kit ${shell.kit.version})`,
      ...verdict.reasons.map((reason) => `  ${reason}`),
      verdict.fits ? 'Fits: this build can be released on its own.' : 'Does not fit: do not release this build yet.',
    ],
  };
}

if (require.main === module) {
  const { values } = parseArgs({ options: { site: { type: 'string' } } });
  if (!values.site) {
    console.error('Usage: npm run release-check -w <remote> -- --site <site URL or shell dist folder>');
    process.exit(2);
  }
  releaseCheck(process.cwd(), values.site)
    .then(({ fits, lines }) => {
      for (const line of lines) (fits ? console.log : console.error)(line);
      process.exit(fits ? 0 : 1);
    })
    .catch((error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(2);
    });
}
