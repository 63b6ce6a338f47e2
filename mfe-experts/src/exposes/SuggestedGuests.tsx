import { useAuth } from '@podbridge/shared/auth';
import type { SuggestedGuestsContract, SuggestedGuestsProps } from '@podbridge/shared/types';
import { GuestSuggestions } from '../components/SuggestedGuests/GuestSuggestions';
import { MyShowsSuggestions } from '../components/SuggestedGuests/MyShowsSuggestions';
// Refreshes this remote's queries when another part announces a change to them.
import '../api/ownChanges';

/**
 * "Suggested guests for <show>", for the signed-in podcaster only: the given show's (its page), or one of their
 * shows to choose from (My Profile). Fetches its own data.
 */
function SuggestedGuests({ podcastId }: SuggestedGuestsProps) {
  const { isAuthenticated, userType } = useAuth();
  if (!isAuthenticated || userType !== 'podcaster') return null;
  return podcastId ? <GuestSuggestions podcastId={podcastId} /> : <MyShowsSuggestions />;
}

export default SuggestedGuests satisfies SuggestedGuestsContract;
