export { DEFAULT_FILTERS, useListingFilters } from './useListingFilters';
export type { ListingFilters, UseListingFilters } from './useListingFilters';
export { categoryOptions, FilterDropdown, FiltersBar, SEARCH_DEBOUNCE_MS } from './FiltersBar';
export type { FilterSelect, FiltersBarProps } from './FiltersBar';
export { ListingPage } from './ListingPage';
export type { ListingPageProps, ListingStat, ListingStatus, ListingTexts } from './ListingPage';
export { expertCategoriesKey, fetchExpertCategories, useExpertCategories } from './expertCategories';
export { SearchSummaryLine, TopicLinks } from './SearchSummary';
export type { SearchSummaryLineProps, TopicLinksProps } from './SearchSummary';
