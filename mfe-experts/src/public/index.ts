/**
 * The experts remote's public surface for the other remotes, built into them: the query options of the experts'
 * data they read (key and fetcher). The keys are a contract: another remote reading the same key shares this
 * remote's cache, so a save here shows there at once. Changing a key or the shape of what a fetcher returns is a
 * breaking change of this surface; adding an export is not. Other remotes never write these keys: a change to an
 * expert is announced (`announceChange` in `@podbridge/shared/query`) and this remote refreshes its own queries.
 */
export { expertCategoriesKey, fetchExpertCategories, useExpertCategories } from '../api/expertCategories';
export {
  fetchMyExpertProfile,
  myExpertProfileKey,
  myExpertProfileRootKey,
  useMyExpertProfile,
} from '../api/getMyExpertProfile';
