import { Fragment, useDeferredValue, useEffect, useId, useMemo, useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { useAuth } from '@podbridge/shared/auth';
import { categoryOptions, FiltersBar, type FiltersBarProps } from './FiltersBar';
import type { UseListingFilters } from './useListingFilters';
import { useTranslation } from 'react-i18next';
import {
  wrap,
  Alert,
  Button,
  ButtonLink,
  type PageLink,
  EmptyState,
  Icon,
  type IconName,
  PageBody,
  PageHeader,
  Pagination,
  PageSpinner,
  VisuallyHidden,
  WelcomeCard,
  media,
  theme,
} from '@podbridge/kit';

/** The banner's figures: one short row on a phone, larger from tablets on. */
const Stats = styled.dl`
  ${wrap('lg')}
  margin-bottom: ${theme.spacing.md};
  div {
    display: flex;
    flex-direction: column-reverse;
  }
  dt {
    opacity: 0.85;
    font-size: ${theme.fontSizes.sm};
  }
  dd {
    font-size: ${theme.fontSizes.xl};
    font-weight: ${theme.fontWeights.heavy};
    line-height: 1.1;
  }
  ${media.md} {
    dd {
      font-size: ${theme.fontSizes.xxl};
    }
  }
`;

/** 4, 3, 2 or 1 cards per row by width. */
const CardGrid = styled.div`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${theme.spacing.lg};
  ${media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${media.lg} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  ${media.xl} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

const Results = styled.section`
  scroll-margin-top: ${theme.spacing.lg};
`;

export interface ListingStat {
  label: string;
  value: number;
}

/** The listing's own words for the states of its results. */
export interface ListingTexts {
  loading: string;
  emptyTitle: string;
  /** Under the empty title when nothing exists yet. */
  emptyHint: string;
  /** Under the empty title when a search or category hides everything; the common `listing.emptyFiltered` line unless given. */
  emptyFilteredHint?: string;
}

/** 'loading' shows the spinner in place of the cards and pagination. */
export type ListingStatus = 'loading' | 'error' | 'loaded';

export interface ListingPageProps<Item extends { id: number }> {
  title: string;
  subtitle: string;
  /** The banner's first figure, beside the number of categories. */
  stat: ListingStat;
  /** The banner's create button, shown to signed-in users. */
  create: PageLink;
  /** The welcome card's line for a signed-in user. */
  tagline: string;
  /** The URL-backed filters the page loaded its items with. */
  listing: UseListingFilters;
  categories: readonly { id: number; name: string }[];
  filtersBar: Pick<FiltersBarProps, 'label' | 'searchLabel' | 'searchPlaceholder' | 'filterWidth' | 'more'>;
  /**
   * The directory's own filters (beside search and category): whether one is set, and how to clear every filter
   * at once, search and category included (one change of the URL).
   */
  moreFilters?: { active: boolean; clear: () => void };
  /** The results region's name, e.g. 'Podcasts'. */
  resultsLabel: string;
  emptyIcon: IconName;
  texts: ListingTexts;
  status: ListingStatus;
  /** The message of a failed load. */
  error: string;
  items: readonly Item[];
  /** A card of the list; `position` is its place on the page (0 first), for what loads first. */
  renderItem: (item: Item, position: number) => ReactNode;
  pageCount: number;
  /** Above the cards once loaded, e.g. what a search found ("3 experts match 'psychology'"). */
  resultsSummary?: ReactNode;
  /** Offered when nothing matches, before the button that clears the filters (e.g. topics to search instead). */
  emptySuggestions?: ReactNode;
}

/** A directory page: banner with stats, welcome, filters, cards or their states, and pagination. */
export function ListingPage<Item extends { id: number }>({
  title,
  subtitle,
  stat,
  create,
  tagline,
  listing,
  categories,
  filtersBar,
  resultsLabel,
  emptyIcon,
  texts,
  status,
  error,
  items,
  renderItem,
  pageCount,
  resultsSummary,
  emptySuggestions,
  moreFilters,
}: ListingPageProps<Item>) {
  const { t, i18n } = useTranslation();
  const { user, isAuthenticated } = useAuth();
  const { filters, update, setSearch, setCategory, setPage } = listing;
  const isFiltered = listing.isFiltered || !!moreFilters?.active;
  const resultsRef = useRef<HTMLElement>(null);
  const resultsHeadingId = useId();
  const scrollPending = useRef(false);
  // The results a load brings are drawn in the background, yielding to the browser every few milliseconds, while the
  // page goes on showing what it showed: the query's answer arrives as an urgent update, which would otherwise draw a
  // page of cards in one long task that holds taps and scrolls.
  const shown = useDeferredValue(
    useMemo(() => ({ status, error, items, pageCount }), [status, error, items, pageCount]),
  );

  // Once the new page is on screen, show it from its top: scrolling at the click would land on the spinner,
  // and the page would grow under the reader again.
  useEffect(() => {
    if (!scrollPending.current || shown.status !== 'loaded') return;
    scrollPending.current = false;
    resultsRef.current?.scrollIntoView?.({ block: 'start' });
  }, [shown.status, filters.page]);

  const onPageChange = (page: number) => {
    scrollPending.current = true;
    setPage(page);
  };

  return (
    <>
      <PageHeader title={title} subtitle={subtitle} aside>
        <Stats>
          <div>
            <dt>{stat.label}</dt>
            <dd>{stat.value}</dd>
          </div>
          <div>
            <dt>{t('listing.categories')}</dt>
            <dd>{categories.length}</dd>
          </div>
        </Stats>
        {isAuthenticated && (
          <ButtonLink to={create.to} variant="secondary" size="lg">
            {create.label}
          </ButtonLink>
        )}
      </PageHeader>
      <PageBody>
        {user && <WelcomeCard user={user} tagline={tagline} />}
        <FiltersBar
          {...filtersBar}
          search={filters.search}
          onSearch={setSearch}
          filter={{
            label: t('listing.category'),
            value: filters.category,
            allLabel: t('listing.allCategories'),
            options: categoryOptions(categories, i18n.language),
            onChange: setCategory,
          }}
        />
        <Results ref={resultsRef} aria-labelledby={resultsHeadingId} aria-busy={shown.status === 'loading'}>
          {/* The cards' titles are h3: the results are the page's second level, under its h1. */}
          <VisuallyHidden as="h2" id={resultsHeadingId}>
            {resultsLabel}
          </VisuallyHidden>
          {shown.status === 'loading' && <PageSpinner text={texts.loading} />}
          {shown.status === 'error' && <Alert variant="error">{shown.error}</Alert>}
          {shown.status === 'loaded' && shown.items.length === 0 && (
            <EmptyState
              icon={<Icon name={emptyIcon} size={28} />}
              title={texts.emptyTitle}
              hint={isFiltered ? (texts.emptyFilteredHint ?? t('listing.emptyFiltered')) : texts.emptyHint}
              action={
                isFiltered && (
                  <>
                    {emptySuggestions}
                    <Button
                      variant="outline"
                      onClick={() => (moreFilters ? moreFilters.clear() : update({ search: '', category: '' }))}
                    >
                      {t('listing.clearFilters')}
                    </Button>
                  </>
                )
              }
            />
          )}
          {shown.status === 'loaded' && shown.items.length > 0 && resultsSummary}
          {shown.status === 'loaded' && shown.items.length > 0 && (
            <CardGrid>
              {shown.items.map((item, position) => (
                <Fragment key={item.id}>{renderItem(item, position)}</Fragment>
              ))}
            </CardGrid>
          )}
        </Results>
        {shown.status === 'loaded' && (
          <Pagination page={filters.page} pageCount={shown.pageCount} onPageChange={onPageChange} />
        )}
      </PageBody>
    </>
  );
}
