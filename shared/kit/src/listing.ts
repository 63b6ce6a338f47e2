/**
 * `@podbridge/kit/listing`: a directory page (search, filters, stats, results, pagination) and its parts. A subpath of
 * its own, federated beside the kit's root, so that a page without a directory (the home page) does not download it.
 * Its files take the kit's root parts (buttons, fields, the theme) from `@podbridge/kit`, never by a relative path:
 * the page's copy of the root then serves them, where a relative path would bring a second copy with this entry.
 */
export { DEFAULT_FILTERS, useListingFilters } from './useListingFilters';
export type { ListingFilters, UseListingFilters } from './useListingFilters';
export { useUrlFilters } from './useUrlFilters';
export type { UrlFilterValues, UseUrlFilters } from './useUrlFilters';
export { categoryOptions, FilterDropdown, FiltersBar, SEARCH_DEBOUNCE_MS } from './FiltersBar';
export type { FilterSelect, FiltersBarProps } from './FiltersBar';
export { ListingPage } from './ListingPage';
export type { ListingPageProps, ListingStat, ListingStatus, ListingTexts } from './ListingPage';
export { SearchSummaryLine, TopicLinks } from './SearchSummary';
export type { SearchSummaryLineProps, TopicLinksProps } from './SearchSummary';
