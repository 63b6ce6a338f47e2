import { RemoteSlot } from '@podbridge/shared/remotes';
import { Card, PageSpinner } from '@podbridge/kit';
import { useAccountTexts } from '../texts';
import { UnavailablePanel } from './UnavailablePanel';

/** My Profile's suggestions for a podcaster: guests for their shows, shown by the experts remote. */
export function SuggestedGuestsArea() {
  const { t } = useAccountTexts();
  return (
    <RemoteSlot
      module="experts/SuggestedGuests"
      props={{}}
      loading={
        <Card>
          <PageSpinner text={t('suggestions.guestsLoading')} />
        </Card>
      }
      fallback={(retry) => (
        <UnavailablePanel area={t('suggestions.guests')} text={t('suggestions.unavailable')} onRetry={retry} />
      )}
    />
  );
}

/** My Profile's suggestions for an expert: shows looking for guests like them, shown by the podcasts remote. */
export function SuggestedShowsArea() {
  const { t } = useAccountTexts();
  return (
    <RemoteSlot
      module="podcasts/SuggestedShows"
      loading={
        <Card>
          <PageSpinner text={t('suggestions.showsLoading')} />
        </Card>
      }
      fallback={(retry) => (
        <UnavailablePanel area={t('suggestions.shows')} text={t('suggestions.unavailable')} onRetry={retry} />
      )}
    />
  );
}
