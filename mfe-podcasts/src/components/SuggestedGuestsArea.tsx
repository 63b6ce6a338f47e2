import { RemoteSlot } from '@podbridge/shared/remotes';
import { Card, PageSpinner, UnavailablePanel } from '@podbridge/kit';
import { usePodcastTexts } from '../texts';

/** The show's suggested guests, shown by the experts remote, for its owner on the show's page. */
export function SuggestedGuestsArea({ podcastId }: { podcastId: number }) {
  const { t } = usePodcastTexts();
  return (
    <RemoteSlot
      module="experts/SuggestedGuests"
      props={{ podcastId }}
      loading={
        <Card>
          <PageSpinner text={t('suggestedGuestsArea.loading')} />
        </Card>
      }
      fallback={(retry) => (
        <UnavailablePanel
          area={t('suggestedGuestsArea.title')}
          label={t('suggestedGuestsArea.unavailableLabel')}
          text={t('suggestedGuestsArea.unavailable')}
          retryLabel={t('suggestedGuestsArea.retry')}
          onRetry={retry}
        />
      )}
    />
  );
}
