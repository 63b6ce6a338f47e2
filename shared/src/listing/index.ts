export { useListingFilters } from './useListingFilters';
export type { ListingFilters, UseListingFilters } from './useListingFilters';
export { FiltersBar, SEARCH_DEBOUNCE_MS } from './FiltersBar';
export type { FiltersBarProps } from './FiltersBar';
