import { join } from 'node:path';
import { writePrerendered } from '@podbridge/shared/prerender';
import { prerenderAll } from './prerender';

/**
 * The build's last step (`npm run build -w shell`): the home page and the layouts around the remotes' public pages
 * rendered ahead in each language, written beside the bundles as dist/prerendered.json, which the site server puts
 * into the page it sends.
 */
prerenderAll()
  .then((pages) => writePrerendered(join(__dirname, '..', 'dist'), pages))
  .catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
