/** Texts of the shop directory the spec leaves to us (its own are in @chowk/contracts customer.ts). */
export const DIRECTORY_TEXT = {
  title: 'Shop directory',
  lead: 'Find a shop by its name, its kind or where it is.',
  filtersLabel: 'Filter shops',
  moreFilters: 'Category and place',
  listLabel: 'Shops',
  choicesLoading: 'Loading…',
  choicesFailed: 'The categories and places could not be loaded, so only the name filter works.',
  loading: 'Loading shops…',
  loadingMore: 'Loading more shops…',
  showing: (shown: number, total: number) =>
    shown === total ? `${total} ${total === 1 ? 'shop' : 'shops'} found` : `Showing ${shown} of ${total} shops`,
  noShopsFiltered: 'No shop matches these filters. Try fewer filters or another name.',
  noShopsAtAll: 'No shops are listed yet. Come back soon.',
} as const;
