/**
 * The id of the element in which the site server hands a page its deployment (`{ remotes, config }`, what
 * remotes.json and config.json answer), so the shell starts without two more requests.
 */
export const DEPLOYMENT_ELEMENT_ID = 'podbridge-deployment';
