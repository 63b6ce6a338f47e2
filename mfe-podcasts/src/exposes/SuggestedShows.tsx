import { useAuth } from '@podbridge/shared/auth';
import type { SuggestedShowsContract } from '@podbridge/shared/types';
import { useSuggestedShows } from '../api/suggestedShows';
import {
  SuggestedShowList,
  SuggestedShowsFailure,
  SuggestedShowsLoading,
  SuggestedShowsPanel,
} from '../components/SuggestedShows/SuggestedShowsPanel';
// Refreshes this remote's queries when another part announces a change to them.
import '../api/ownChanges';

/**
 * "Shows looking for guests like you" on the signed-in expert's My Profile, with View show, Pitch yourself and Not
 * relevant on each. Nothing for anyone else, nor for an expert who has no profile yet (the page offers to create one).
 */
function SuggestedShows() {
  const isExpert = useAuth().userType === 'expert';
  const suggestions = useSuggestedShows(isExpert);
  if (!isExpert || suggestions.data === null) return null;
  return (
    <SuggestedShowsPanel>
      {suggestions.isError ? (
        <SuggestedShowsFailure retrying={suggestions.isFetching} onRetry={() => void suggestions.refetch()} />
      ) : suggestions.data ? (
        <SuggestedShowList suggestions={suggestions.data.results} />
      ) : (
        <SuggestedShowsLoading />
      )}
    </SuggestedShowsPanel>
  );
}

export default SuggestedShows satisfies SuggestedShowsContract;
