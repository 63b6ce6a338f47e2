import { onChange } from '@podbridge/shared/query';

/**
 * Another part of the page changed expert profiles (an admin's moderation, a save): every expert query of this
 * remote asks again. Registered when any of the remote's exposed modules first runs (each imports this module).
 */
onChange('experts', (client) => client.invalidateQueries({ queryKey: ['experts'] }));
