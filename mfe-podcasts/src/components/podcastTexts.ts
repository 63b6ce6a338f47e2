/** Texts that the card's quick edit and the edit page both show (spec section 8). */
export const UPDATE_SUCCESS = 'Podcast updated successfully';
export const UPDATE_FAILURE = 'Failed to update podcast';
