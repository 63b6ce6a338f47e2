import { useMemo, useState } from 'react';
import { useMyPodcasts } from '@podbridge/mfe-podcasts/public';
import { SelectField } from '@podbridge/kit';
import { useExpertTexts } from '../../texts';
import { GuestSuggestions } from './GuestSuggestions';
import { LoadFailure, SuggestionsFrame } from './SuggestionsFrame';

/**
 * The suggestions for one of the podcaster's shows (published, or new and awaiting review), with a choice of show
 * when they have several; nothing while their shows load or when they have none.
 */
export function MyShowsSuggestions() {
  const { t } = useExpertTexts();
  const podcasts = useMyPodcasts();
  const [chosenId, setChosenId] = useState<number | null>(null);
  const shows = useMemo(
    () =>
      (podcasts.data ?? []).filter(
        (podcast) => podcast.approval_status === 'approved' || podcast.approval_status === 'pending',
      ),
    [podcasts.data],
  );

  if (podcasts.isError) {
    return (
      <SuggestionsFrame title={t('suggestedGuests.title')}>
        <LoadFailure text={t('suggestedGuests.showsFailure')} onRetry={() => void podcasts.refetch()} />
      </SuggestionsFrame>
    );
  }
  const show = shows.find((podcast) => podcast.id === chosenId) ?? shows[0];
  if (!show) return null;
  return (
    <GuestSuggestions
      podcastId={show.id}
      showTitle={show.title}
      switcher={
        shows.length > 1 && (
          <SelectField
            label={t('suggestedGuests.show')}
            value={show.id}
            onChange={(event) => setChosenId(Number(event.target.value))}
          >
            {shows.map((podcast) => (
              <option key={podcast.id} value={podcast.id}>
                {podcast.title}
              </option>
            ))}
          </SelectField>
        )
      }
    />
  );
}
