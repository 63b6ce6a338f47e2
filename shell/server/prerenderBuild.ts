import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { prerenderAll } from './prerender';

/**
 * The build's last step (`npm run build -w shell`): the home page rendered ahead in each language, written beside
 * the bundles as dist/prerendered.json, which the site server puts into the page it sends.
 */
async function main(): Promise<void> {
  const pages = await prerenderAll();
  const file = join(__dirname, '..', 'dist', 'prerendered.json');
  writeFileSync(file, JSON.stringify(pages));
  const sizes = Object.entries(pages).flatMap(([path, byLanguage]) =>
    Object.entries(byLanguage).map(
      ([language, page]) => `${path} ${language} ${page.markup.length + page.styles.length} B`,
    ),
  );
  console.log(`Prerendered ${sizes.join(', ')}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
