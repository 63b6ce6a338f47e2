import { join } from 'node:path';
import { writePrerendered } from '@podbridge/shared/prerender';
import { prerenderAll } from './prerender';

/** The build's last step (`npm run build -w mfe-account`): the pages visitors arrive on, as dist/prerendered.json. */
prerenderAll()
  .then((pages) => writePrerendered(join(__dirname, '..', '..', 'dist'), pages))
  .catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
