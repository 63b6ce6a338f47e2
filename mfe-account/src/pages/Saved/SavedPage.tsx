import { Link } from '@podbridge/shared/router';
import styled from 'styled-components';
import { absoluteImageUrl, previewWords } from '@podbridge/shared/format';
import { href, paths } from '@podbridge/shared/paths';
import { SaveButton } from '@podbridge/social';
import type { SavedItem } from '@podbridge/shared/types';
import {
  Alert,
  Badge,
  ButtonLink,
  Card,
  Container,
  EmptyState,
  Hyphenated,
  Icon,
  PageHeader,
  PageSpinner,
  Pagination,
  brandArtwork,
  media,
  theme,
} from '@podbridge/kit';
import { useListingFilters } from '@podbridge/kit/listing';
import { SAVED_PAGE_SIZE, useSaved } from '../../api/getSaved';
import { useAccountTexts } from '../../texts';

const Count = styled.p`
  margin-top: ${theme.spacing.lg};
  color: ${theme.colors.textMuted};
`;

/** Shown for an item without a picture of its own: a bookmark on the brand gradient. */
const NO_PICTURE = brandArtwork('<path d="M140 90h120v220l-60-40-60 40z"/>');

const List = styled.ul`
  display: grid;
  gap: ${theme.spacing.md};
  margin: ${theme.spacing.lg} 0;
  padding: 0;
  list-style: none;
`;

/** On a phone the Saved toggle goes under the text; from small screens on it sits at the end of the row. */
const Row = styled(Card).attrs({ as: 'article' })`
  display: grid;
  grid-template-columns: 56px minmax(0, 1fr);
  align-items: center;
  gap: ${theme.spacing.sm} ${theme.spacing.md};
  padding: ${theme.spacing.md};
  & > button {
    grid-column: 2;
    justify-self: start;
  }
  ${media.sm} {
    grid-template-columns: 72px minmax(0, 1fr) auto;
    & > button {
      grid-column: auto;
    }
  }
  img {
    width: 56px;
    height: 56px;
    object-fit: cover;
    border-radius: ${theme.radii.md};
  }
  ${media.sm} {
    img {
      width: 72px;
      height: 72px;
    }
  }
  h2 {
    font-size: ${theme.fontSizes.lg};
    overflow-wrap: break-word;
    hyphens: auto;
  }
  h2 a {
    color: inherit;
    text-decoration: none;
  }
  h2 a:hover {
    color: ${theme.colors.primary};
  }
  p {
    color: ${theme.colors.textMuted};
    font-size: ${theme.fontSizes.sm};
  }
`;

/** What a saved row shows of either kind of item. */
function describe(item: SavedItem) {
  if (item.podcast) {
    const podcast = item.podcast;
    return {
      key: `podcast-${podcast.id}`,
      title: podcast.title,
      to: href(paths.podcastDetail, { id: podcast.id }),
      picture: absoluteImageUrl(podcast.thumbnail_url ?? podcast.image_url, NO_PICTURE),
      line: previewWords(podcast.description, 14),
      target: { type: 'podcast' as const, id: podcast.id },
    };
  }
  const expert = item.expert!;
  return {
    key: `expert-${expert.id}`,
    title: expert.name,
    to: href(paths.expertDetail, { id: expert.id }),
    picture: absoluteImageUrl(expert.profile_picture_url, NO_PICTURE),
    line: expert.expertise.join(', '),
    target: { type: 'expert' as const, id: expert.id },
  };
}

/** /saved: the podcasts and experts the user saved, latest first, each with the way to it and to take it off. */
export function SavedPage() {
  const { t } = useAccountTexts();
  const { filters, setPage } = useListingFilters();
  const query = useSaved(filters.page);
  const items = (query.data?.results ?? []).filter((item) => item.podcast || item.expert);
  const count = query.data?.count ?? 0;
  return (
    <>
      <PageHeader title={t('saved.title')} subtitle={t('saved.subtitle')} />
      <Container>
        {query.isPending && <PageSpinner text={t('saved.loading')} />}
        {query.isError && <Alert variant="error">{t('saved.failed')}</Alert>}
        {query.data && count === 0 && (
          <EmptyState
            icon={<Icon name="bookmark" size={28} />}
            title={t('saved.emptyTitle')}
            hint={t('saved.emptyHint')}
            action={
              <ButtonLink to={paths.podcasts} variant="outline">
                {t('saved.browse')}
              </ButtonLink>
            }
          />
        )}
        {items.length > 0 && (
          <>
            <Count>{t('saved.count', { count })}</Count>
            <List aria-label={t('saved.list')}>
              {items.map((item) => {
                const row = describe(item);
                return (
                  <li key={row.key}>
                    <Row aria-label={row.title}>
                      <img src={row.picture} alt="" loading="lazy" />
                      <div>
                        <Badge variant={row.target.type === 'podcast' ? 'primary' : 'accent'}>
                          {t(`saved.kinds.${row.target.type}`)}
                        </Badge>
                        <h2>
                          <Link to={row.to}>
                            <Hyphenated text={row.title} />
                          </Link>
                        </h2>
                        <p>{row.line}</p>
                      </div>
                      <SaveButton target={row.target} saved />
                    </Row>
                  </li>
                );
              })}
            </List>
            <Pagination page={filters.page} pageCount={Math.ceil(count / SAVED_PAGE_SIZE)} onPageChange={setPage} />
          </>
        )}
      </Container>
    </>
  );
}
