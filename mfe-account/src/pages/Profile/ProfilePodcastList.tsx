import styled from 'styled-components';
import { href, paths } from '@podbridge/shared/paths';
import { Badge, ButtonLink, Card, EmptyState, Icon, PencilIcon, media, theme } from '@podbridge/shared/ui';
import { linkableUrl, type OwnPodcast } from '../../api';

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.spacing.sm};
  margin-bottom: ${theme.spacing.md};
`;

const Title = styled.h2`
  font-size: ${theme.fontSizes.xl};
`;

const List = styled.ul`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Row = styled.li`
  display: grid;
  grid-template-columns: 56px minmax(0, 1fr);
  gap: ${theme.spacing.sm} ${theme.spacing.md};
  align-items: center;
  padding: ${theme.spacing.sm} 0;
  & + & { border-top: 1px solid ${theme.colors.border}; }
  ${media.sm} { grid-template-columns: 56px minmax(0, 1fr) auto; }
`;

const Thumb = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  width: 56px;
  height: 56px;
  overflow: hidden;
  border-radius: ${theme.radii.md};
  background: ${theme.gradients.brand};
  color: ${theme.colors.white};
  img { width: 100%; height: 100%; object-fit: cover; }
`;

const Name = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.spacing.sm};
  min-width: 0;
  h3 { font-size: ${theme.fontSizes.md}; overflow-wrap: anywhere; }
`;

const Actions = styled.div`
  display: flex;
  gap: ${theme.spacing.xs};
  grid-column: 2;
  ${media.sm} { grid-column: auto; }
`;

/** My Profile's list of the podcaster's shows, each with View and Edit (spec section 2). */
export function ProfilePodcastList({ podcasts }: { podcasts: OwnPodcast[] }) {
  return (
    <Card as="section" aria-labelledby="profile-podcasts-title">
      <Header>
        <Title id="profile-podcasts-title">My Podcasts</Title>
        <ButtonLink to={paths.podcastCreate} variant="secondary" size="sm">
          Create New Podcast
        </ButtonLink>
      </Header>
      {podcasts.length === 0 ? (
        <EmptyState
          icon={<Icon name="headphones" size={28} />}
          title="No podcasts yet"
          hint="Publish your first show so experts can find it."
        />
      ) : (
        <List>
          {podcasts.map((podcast) => {
            const cover = linkableUrl(podcast.thumbnail_url ?? podcast.image_url);
            return (
              <Row key={podcast.id} aria-label={podcast.title}>
                <Thumb>{cover ? <img src={cover} alt="" loading="lazy" /> : <Icon name="mic" size={24} />}</Thumb>
                <Name>
                  <h3>{podcast.title}</h3>
                  {!podcast.is_approved && <Badge variant="warning">Pending</Badge>}
                </Name>
                <Actions>
                  <ButtonLink to={href(paths.podcastDetail, { id: podcast.id })} variant="ghost" size="sm">
                    View
                  </ButtonLink>
                  <ButtonLink to={href(paths.podcastEdit, { id: podcast.id })} variant="outline" size="sm">
                    <PencilIcon size={16} />
                    Edit
                  </ButtonLink>
                </Actions>
              </Row>
            );
          })}
        </List>
      )}
    </Card>
  );
}
