import { useId, useState } from 'react';
import styled from 'styled-components';
import { Button, Checkbox, SelectField, media, theme, wrap } from '@podbridge/kit';
import { useUrlFilters, type UseUrlFilters } from '@podbridge/kit/listing';
import { EXPERT_SORTS, GOOD_RATING, type ExpertSort, type ProfileFilters } from '../../api/getExperts';
import { REGIONS, isRegion } from '../../components/regions';
import { spokenLanguageChoices, spokenLanguageName } from '@podbridge/shared/format';
import { useExpertTexts } from '../../texts';

// On a phone the row folds away behind its toggle, so the results start on the first screen.
const Row = styled.div<{ $open: boolean }>`
  display: ${({ $open }) => ($open ? 'grid' : 'none')};
  gap: ${theme.spacing.md};
  align-items: end;
  ${media.md} {
    display: grid;
  }
  ${media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${media.lg} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

const Toggle = styled(Button)`
  width: 100%;
  ${media.md} {
    display: none;
  }
`;

/** The yes-or-no filters, side by side under the selects. */
const Checks = styled.div`
  ${wrap('sm', 'lg')}
  padding-bottom: ${theme.spacing.sm};
  grid-column: 1 / -1;
`;

const FORMATS = ['remote', 'in_person'] as const;
const KEYS = ['language', 'region', 'format', 'available', 'recorded', 'rated', 'sort'] as const;

/** What the URL says of the directory's profile filters; a value it does not know counts as none. */
function read(params: URLSearchParams): ProfileFilters {
  const region = params.get('region') ?? '';
  const format = params.get('format') ?? '';
  return {
    language: /^[a-z]{2,3}$/.test(params.get('language') ?? '') ? params.get('language')! : '',
    region: isRegion(region) ? region : '',
    format: (FORMATS as readonly string[]).includes(format) ? (format as ProfileFilters['format']) : '',
    available: params.get('available') === 'true',
    recorded: params.get('recorded') === 'true',
    rated: params.get('rated') === 'true',
    sort: (EXPERT_SORTS as readonly string[]).includes(params.get('sort') ?? '')
      ? (params.get('sort') as ExpertSort)
      : '',
  };
}

/** The directory's profile and record filters and its order, kept in the URL beside the search. */
export type UseProfileFilters = UseUrlFilters<ProfileFilters>;

export function useProfileFilters(): UseProfileFilters {
  return useUrlFilters(read, KEYS);
}

/**
 * Language spoken, region, recording format, the order, and "open to bookings now", "has recorded appearances" and
 * "rated 4+": under the directory's search.
 */
export function ProfileFilterFields({ profile }: { profile: UseProfileFilters }) {
  const { t, i18n } = useExpertTexts();
  const { filters, set } = profile;
  const rowId = useId();
  // Folded on a phone until asked for, or when a filter is already set (a shared link, Back).
  const [open, setOpen] = useState(profile.anySet);
  const count = Object.keys(profile.setFilters).length;
  return (
    <>
      <Toggle variant="outline" aria-expanded={open} aria-controls={rowId} onClick={() => setOpen((shown) => !shown)}>
        {t(open ? 'directory.filters.fewer' : 'directory.filters.more', { count })}
      </Toggle>
      <Row id={rowId} $open={open}>
        <SelectField
          label={t('directory.filters.language')}
          value={filters.language}
          onChange={(event) => set({ language: event.target.value })}
        >
          <option value="">{t('directory.filters.anyLanguage')}</option>
          {spokenLanguageChoices([]).map((code) => (
            <option key={code} value={code}>
              {spokenLanguageName(code, i18n.language)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('directory.filters.region')}
          value={filters.region}
          onChange={(event) => set({ region: isRegion(event.target.value) ? event.target.value : '' })}
        >
          <option value="">{t('directory.filters.anyRegion')}</option>
          {REGIONS.map((region) => (
            <option key={region} value={region}>
              {t(`regions.${region}`)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('directory.filters.format')}
          value={filters.format}
          onChange={(event) => set({ format: event.target.value as ProfileFilters['format'] })}
        >
          <option value="">{t('directory.filters.anyFormat')}</option>
          <option value="remote">{t('directory.filters.remote')}</option>
          <option value="in_person">{t('directory.filters.inPerson')}</option>
        </SelectField>
        <SelectField
          label={t('directory.filters.sort')}
          value={filters.sort}
          onChange={(event) => set({ sort: event.target.value as ProfileFilters['sort'] })}
        >
          <option value="">
            {t(profile.searching ? 'directory.filters.sortBest' : 'directory.filters.sortDefault')}
          </option>
          {/* Without a search the default is already newest first. */}
          {EXPERT_SORTS.filter((sort) => profile.searching || sort !== 'newest' || filters.sort === 'newest').map(
            (sort) => (
              <option key={sort} value={sort}>
                {t(`directory.filters.sorts.${sort}`)}
              </option>
            ),
          )}
        </SelectField>
        <Checks>
          <Checkbox
            label={t('directory.filters.available')}
            checked={filters.available}
            onChange={(event) => set({ available: event.target.checked })}
          />
          <Checkbox
            label={t('directory.filters.recorded')}
            checked={filters.recorded}
            onChange={(event) => set({ recorded: event.target.checked })}
          />
          <Checkbox
            label={t('directory.filters.rated', { rating: GOOD_RATING })}
            checked={filters.rated}
            onChange={(event) => set({ rated: event.target.checked })}
          />
        </Checks>
      </Row>
    </>
  );
}
