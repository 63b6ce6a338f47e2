import styled from 'styled-components';
import type { MyPodcastsContract, MyPodcastsProps } from '@podbridge/shared/types';
import { Alert, Spinner, theme } from '@podbridge/shared/ui';
import { useMyPodcasts } from '../api/getMyPodcasts';
import { MyPodcastsManage } from '../components/MyPodcasts/MyPodcastsManage';
import { MyPodcastsSummary } from '../components/MyPodcasts/MyPodcastsSummary';
import { MY_PODCASTS_FAILURE } from '../components/MyPodcasts/texts';

const Centered = styled.div`
  display: flex;
  justify-content: center;
  padding: ${theme.spacing.xl};
  color: ${theme.colors.primary};
`;

/** The signed-in podcaster's own podcasts, for My Profile ('summary') and the podcaster profile ('manage'). */
function MyPodcasts({ variant }: MyPodcastsProps) {
  const { data: podcasts, isError } = useMyPodcasts();
  if (isError) return <Alert variant="error">{MY_PODCASTS_FAILURE}</Alert>;
  if (!podcasts) {
    return (
      <Centered>
        <Spinner size={32} label="Loading your podcasts" />
      </Centered>
    );
  }
  return variant === 'summary' ? <MyPodcastsSummary podcasts={podcasts} /> : <MyPodcastsManage podcasts={podcasts} />;
}

export default MyPodcasts satisfies MyPodcastsContract;
