/** The visible text of some markup (a page rendered ahead), tags removed and white space collapsed. */
export function textOf(markup: string): string {
  return markup.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
}
