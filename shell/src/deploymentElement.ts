/**
 * The id of the element in which the site server hands a page its deployment (`{ remotes, config }`, what
 * remotes.json and config.json answer), so the shell starts without two more requests.
 */
export const DEPLOYMENT_ELEMENT_ID = 'podbridge-deployment';

/**
 * The id of the element that lists the scripts of a page the site server sent already rendered: the page fetches
 * them once it has painted, instead of the browser fetching them (as Link preloads) while it paints.
 */
export const PRELOADS_ELEMENT_ID = 'podbridge-preloads';

/**
 * The attribute of the element that holds a remote's area in a page the site server sent already rendered: the
 * build leaves it empty, the site server fills it with the remote's page rendered ahead, and the page keeps that
 * markup on screen, marked so, until the remote has taken it over (hydrated it).
 */
export const PRERENDERED_AREA_ATTRIBUTE = 'data-prerendered-area';
