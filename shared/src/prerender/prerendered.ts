import type { Language } from '@podbridge/shared/languages';

/** A page as a build renders it for a visitor who is not signed in: its styles and its markup. */
export interface PrerenderedPage {
  styles: string;
  markup: string;
}

/** The pages a build rendered ahead: by path, then by language. */
export type PrerenderedPages = Record<string, Partial<Record<Language, PrerenderedPage>>>;

/** The file, beside a build's bundles, that holds the pages it rendered ahead (read by the site server). */
export const PRERENDERED_FILE = 'prerendered.json';
