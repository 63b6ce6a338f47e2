import { onChange } from '@podbridge/shared/query';

/**
 * Another part of the page changed podcasts (an admin's moderation, a save): every podcast query of this remote asks
 * again. Registered when any of the remote's exposed modules first runs (each imports this module).
 */
onChange('podcasts', (client) => client.invalidateQueries({ queryKey: ['podcasts'] }));
