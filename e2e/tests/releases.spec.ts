import { readFileSync } from 'node:fs';
import { readdir, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { E2E_ADMIN } from '../support/api';
import { E2E, SITE_URL } from '../support/env';
import { drillBuild, editFile, releaseCheck, setVersion, startSite } from '../support/releaseDrill';
import { sessionOf, signedInPage } from '../support/session';

/*
 * Each part released alone, as its team would: a release drill copies the sources, makes one change, builds only the
 * changed package into a folder of its own and serves it with a site server of its own beside the repository's
 * builds (support/releaseDrill.ts).
 */

const root = join(__dirname, '..', '..');
const [KIT_SITE_PORT, PLATFORM_SITE_PORT, SHELL_SITE_PORT] = E2E.drillSitePorts;
const BUILDS = ['shell', 'mfe-account', 'mfe-podcasts', 'mfe-experts', 'mfe-messaging', 'mfe-admin'];

/** The version of a package of the repository, and the next minor one a drill releases (1.4.2 -> 1.5.0). */
function versionOf(packageDir: string): string {
  return (JSON.parse(readFileSync(join(root, packageDir, 'package.json'), 'utf8')) as { version: string }).version;
}
function nextMinor(version: string): string {
  const [major, minor] = version.split('.').map(Number);
  return `${major}.${minor! + 1}.0`;
}
const PLATFORM = versionOf('shared');
const NEXT_PLATFORM = nextMinor(PLATFORM);
const KIT = versionOf('shared/kit');
const NEXT_KIT = nextMinor(KIT);

/** The newest modification time among the repository's builds: a drill leaves them as they were. */
async function buildsStamp(): Promise<number> {
  let newest = 0;
  for (const pkg of BUILDS) {
    for (const file of await readdir(join(root, pkg, 'dist'))) {
      newest = Math.max(newest, (await stat(join(root, pkg, 'dist', file))).mtimeMs);
    }
  }
  return newest;
}

/** Puts `element` at the top of the admin dashboard of a drill's copy, with `importLine` for it. */
function addToDashboard(dir: string, importLine: string, element: string): Promise<void> {
  return editFile(join(dir, 'mfe-admin', 'src', 'pages', 'Dashboard', 'DashboardPage.tsx'), (text) =>
    `${importLine}\n${text}`.replace(
      "<AdminLayout title={t('dashboard.title')} lead={t('dashboard.lead')}>",
      `<AdminLayout title={t('dashboard.title')} lead={t('dashboard.lead')}>\n${element}`,
    ),
  );
}

async function adminOn(browser: Browser, url: string): Promise<Page> {
  const admin = await sessionOf({ ...E2E_ADMIN, role: 'podcaster' });
  return signedInPage(browser, admin, url);
}

test.describe.configure({ timeout: 420_000 });

test('a new kit component used by the admin, only the admin remote rebuilt: the admin page shows it', async ({
  browser,
}) => {
  const before = await buildsStamp();
  const drill = await drillBuild('kit-component', 'mfe-admin', 'kit-drill', async (dir) => {
    const kit = join(dir, 'shared', 'kit');
    await setVersion(kit, NEXT_KIT);
    await writeFile(
      join(kit, 'src', 'ReleaseNote.tsx'),
      [
        "import styled from 'styled-components';",
        "import { theme } from './theme';",
        'const Note = styled.p`color: ${theme.colors.primary}; font-weight: ${theme.fontWeights.semibold};`;',
        'export function ReleaseNote({ children }: { children: string }) {',
        '  return <Note role="note">{children}</Note>;',
        '}',
        '',
      ].join('\n'),
    );
    await editFile(join(kit, 'src', 'index.ts'), (text) => `${text}export { ReleaseNote } from './ReleaseNote';\n`);
    await addToDashboard(
      dir,
      "import { ReleaseNote } from '@podbridge/kit';",
      `<ReleaseNote>New in kit ${NEXT_KIT}</ReleaseNote>`,
    );
  });
  expect(await buildsStamp()).toBe(before);

  // Before the deploy: it fits the live site, bringing its own kit while the shell's is older.
  const check = await releaseCheck(drill, 'mfe-admin', SITE_URL);
  expect(check.code).toBe(0);
  expect(check.output).toContain(
    `kit: the page's kit ${KIT} does not meet ^${NEXT_KIT}: admin brings its own kit ${NEXT_KIT}`,
  );
  expect(check.output).toContain('Fits: this build can be released on its own.');

  const site = await startSite(KIT_SITE_PORT, { REMOTE_ADMIN_DIR: drill.dist });
  try {
    const page = await adminOn(browser, site.url);
    const adminFiles: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/remotes/admin/')) adminFiles.push(request.url());
    });
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
    await expect(page.getByRole('note')).toHaveText(`New in kit ${NEXT_KIT}`);
    await expect(page.getByText(/^Admin release /)).toHaveText(/\+kit-drill$/);
    // The rest of the site goes on with the shell's kit.
    await page.goto('/podcasts');
    await expect(page.getByRole('heading', { level: 1, name: /Podcasts/ })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  } finally {
    site.stop();
  }
});

test('a remote built for a newer platform minor: release-check refuses it, and the page says it was updated', async ({
  browser,
}) => {
  const drill = await drillBuild('platform-minor', 'mfe-admin', 'platform-drill', async (dir) => {
    await setVersion(join(dir, 'shared'), NEXT_PLATFORM);
    // What a platform minor brings: something new that the remote now uses.
    await editFile(
      join(dir, 'shared', 'src', 'format', 'index.ts'),
      (text) =>
        `${text}\n/** New in the next platform minor. */\nexport const releaseGreeting = (name: string) => \`Welcome back, \${name}\`;\n`,
    );
    await addToDashboard(
      dir,
      "import { releaseGreeting } from '@podbridge/shared/format';",
      "<p>{releaseGreeting('admin')}</p>",
    );
  });

  const check = await releaseCheck(drill, 'mfe-admin', SITE_URL);
  expect(check.code).toBe(1);
  expect(check.output).toContain(
    `platform: admin needs ^${NEXT_PLATFORM} but the site's shell has ${PLATFORM}: ` +
      `release the shell with platform ${NEXT_PLATFORM} first`,
  );
  expect(check.output).toContain('Does not fit: do not release this build yet.');
  // The same answer from the shell's build folder.
  expect((await releaseCheck(drill, 'mfe-admin', join(root, 'shell', 'dist'))).code).toBe(1);

  // Released anyway: the admin area says so and offers a reload; no crash, and the rest of the site works.
  const site = await startSite(PLATFORM_SITE_PORT, { REMOTE_ADMIN_DIR: drill.dist });
  try {
    const page = await adminOn(browser, site.url);
    const logged: string[] = [];
    page.on('console', (message) => logged.push(message.text()));
    await page.goto('/admin');
    const area = page.getByRole('alert', { name: 'Admin updated' });
    await expect(area).toContainText('This part of PodBridge was updated');
    await expect(area.getByRole('button', { name: 'Reload the page' })).toBeVisible();
    await expect(page.getByText('Welcome back, admin')).toHaveCount(0);
    expect(
      logged.some((line) => line.includes(`admin needs platform ^${NEXT_PLATFORM} but this page has ${PLATFORM}`)),
    ).toBe(true);
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Experts' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Find Your Expert' })).toBeVisible();
  } finally {
    site.stop();
  }
});

test('the shell rebuilt with a newer platform while every remote stays as it was: every remote works', async ({
  browser,
}) => {
  const drill = await drillBuild('shell-platform', 'shell', 'shell-drill', async (dir) => {
    await setVersion(join(dir, 'shared'), NEXT_PLATFORM);
  });
  const site = await startSite(SHELL_SITE_PORT, { SHELL_DIR: drill.dist });
  try {
    const page = await adminOn(browser, site.url);
    const checks: [string, RegExp | string][] = [
      ['/', 'Featured Podcasts'],
      ['/podcasts', /Podcasts/],
      ['/experts', 'Find Your Expert'],
      ['/profile', 'My Profile'],
      ['/messages', 'Messages'],
      ['/admin', 'Admin Dashboard'],
    ];
    for (const [path, heading] of checks) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible();
      await expect(page.getByRole('alert', { name: /unavailable|updated/ })).toHaveCount(0);
    }
  } finally {
    site.stop();
  }
});
