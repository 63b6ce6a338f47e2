import styled from 'styled-components';
import type { MyPodcastsContract, MyPodcastsProps } from '@podbridge/shared/types';
import { Alert, Spinner, theme } from '@podbridge/kit';
import { useMyPodcasts } from '../api/myPodcasts';
import { MyPodcastsManage } from '../components/MyPodcasts/MyPodcastsManage';
import { MyPodcastsSummary } from '../components/MyPodcasts/MyPodcastsSummary';
import { usePodcastTexts } from '../texts';
// Refreshes this remote's queries when another part announces a change to them.
import '../api/ownChanges';

const Centered = styled.div`
  display: flex;
  justify-content: center;
  padding: ${theme.spacing.xl};
  color: ${theme.colors.primary};
`;

/** The signed-in podcaster's own podcasts, for My Profile ('summary') and the podcaster profile ('manage'). */
function MyPodcasts({ variant }: MyPodcastsProps) {
  const { t } = usePodcastTexts();
  const { data: podcasts, isError } = useMyPodcasts();
  // The list comes with the podcaster profile on both pages, so its failure reads as theirs.
  if (isError) return <Alert variant="error">{t('mine.failure')}</Alert>;
  if (!podcasts) {
    return (
      <Centered>
        <Spinner size={32} label={t('mine.loading')} />
      </Centered>
    );
  }
  return variant === 'summary' ? <MyPodcastsSummary podcasts={podcasts} /> : <MyPodcastsManage podcasts={podcasts} />;
}

export default MyPodcasts satisfies MyPodcastsContract;
