import { sql } from 'drizzle-orm';
import { openPglite } from '../src/db/client';
(async () => {
  const d = await openPglite();
  await d.migrate();
  const r = await d.db.execute(sql`select count(*) from categories`);
  console.log(r.rows ?? r);
  const q = await d.db.execute(sql`select podbridge_unaccent('Källare Malmö') as x`);
  console.log(q.rows ?? q);
  await d.close();
})();
