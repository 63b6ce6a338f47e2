import type { Expert } from '@podbridge/shared/types';

/** Where an expert is based, as the API stores it: one of Sweden's 21 counties, or outside Sweden (`regions.*`). */
export const REGIONS = [
  'stockholm',
  'uppsala',
  'sodermanland',
  'ostergotland',
  'jonkoping',
  'kronoberg',
  'kalmar',
  'gotland',
  'blekinge',
  'skane',
  'halland',
  'vastra_gotaland',
  'varmland',
  'orebro',
  'vastmanland',
  'dalarna',
  'gavleborg',
  'vasternorrland',
  'jamtland',
  'vasterbotten',
  'norrbotten',
  'outside_sweden',
] as const satisfies readonly NonNullable<Expert['region']>[];

export type Region = (typeof REGIONS)[number];

/** Whether a text (a URL's, a select's) is one of the regions. */
export function isRegion(value: string): value is Region {
  return (REGIONS as readonly string[]).includes(value);
}

/** Compiles only when every region the API knows is in the list (the error names the one missing). */
type Nothing<Missing extends never> = Missing;
export type EveryRegionListed = Nothing<Exclude<NonNullable<Expert['region']>, Region>>;
