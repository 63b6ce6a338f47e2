/** The owner's empty list, on My Profile and on the podcaster profile alike. */
export const NO_PODCASTS_TITLE = 'No podcasts yet';
export const NO_PODCASTS_HINT = 'Publish your first show so experts can find it.';
/** The list comes with the podcaster profile on both pages, so its failure reads as theirs (spec section 8). */
export const MY_PODCASTS_FAILURE = 'Failed to load podcaster profile. Please try again later.';
