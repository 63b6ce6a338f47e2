import { useId } from 'react';
import styled from 'styled-components';
import { Checkbox, FieldHint, SelectField, media, stack, wrap } from '@podbridge/kit';
import { useUrlFilters, type UseUrlFilters } from '@podbridge/kit/listing';
import { ACTIVE_WITHIN_DAYS, PODCAST_SORTS, type FeedFilters, type PodcastSort } from '../../api/getPodcasts';
import { usePodcastTexts } from '../../texts';

/** The order and "active shows only" side by side under the search; on a phone the box goes under the order. */
const Row = styled.div`
  ${wrap('md', 'xl')}
  align-items: flex-end;
`;

/** The order takes the whole line on a phone, and the category dropdown's width from tablets on. */
const Order = styled.div`
  flex: 1 1 100%;
  ${media.md} {
    flex: 0 0 240px;
  }
`;

/** The box, with what "active" means under it. */
const Active = styled.div`
  ${stack('xxs')}
`;

/** An order the directory knows, or '' (the default) for any other value. */
const sortOf = (value: string | null): FeedFilters['sort'] =>
  (PODCAST_SORTS as readonly (string | null)[]).includes(value) ? (value as PodcastSort) : '';

/** What the URL says of the order and "active shows only"; a value it does not know counts as none. */
function read(params: URLSearchParams): FeedFilters {
  return { sort: sortOf(params.get('sort')), active: params.get('active') === 'true' };
}

const KEYS = ['sort', 'active'] as const;

export type UseFeedFilters = UseUrlFilters<FeedFilters>;

/**
 * The directory's order and "active shows only", kept in the URL beside the search (sort=latest_episode,
 * active=true) and left out of it while they are the defaults.
 */
export function useFeedFilters(): UseFeedFilters {
  return useUrlFilters(read, KEYS);
}

/**
 * The order (newest first, or best match first while searching; or latest episode first) and "active shows only",
 * with what active means: under the directory's search.
 */
export function FeedFilterFields({ feed, searching }: { feed: UseFeedFilters; searching: boolean }) {
  const { t } = usePodcastTexts();
  const hintId = useId();
  const { filters, set } = feed;
  return (
    <Row>
      <Order>
        <SelectField
          label={t('directory.filters.order')}
          value={filters.sort}
          onChange={(event) => set({ sort: sortOf(event.target.value) })}
        >
          <option value="">{t(searching ? 'directory.filters.bestMatch' : 'directory.filters.newest')}</option>
          <option value="latest_episode">{t('directory.filters.latestEpisode')}</option>
        </SelectField>
      </Order>
      <Active>
        <Checkbox
          label={t('directory.filters.activeOnly')}
          checked={filters.active}
          aria-describedby={hintId}
          onChange={(event) => set({ active: event.target.checked })}
        />
        <FieldHint id={hintId}>{t('directory.filters.activeHint', { days: ACTIVE_WITHIN_DAYS })}</FieldHint>
      </Active>
    </Row>
  );
}
