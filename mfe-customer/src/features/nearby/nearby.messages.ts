/** Texts of the nearby-shops page the spec leaves to us (its own are in @chowk/contracts customer.ts). */
export const NEARBY_TEXT = {
  title: 'Nearby shops',
  lead: 'See the shops around you, nearest first. Your location is used for this search only and is not stored.',
  locate: 'Use my location',
  locateAgain: 'Update my location',
  locating: 'Finding your location…',
  loading: 'Looking for shops near you…',
  found: (shown: number, total: number, query: string) =>
    query
      ? `${shown} of ${total} nearby ${total === 1 ? 'shop matches' : 'shops match'} “${query}”`
      : `${total} ${total === 1 ? 'shop' : 'shops'} near you`,
  browseDirectory: 'Browse all shops instead',
  openDirectory: 'Open the shop directory',
  noneNearby: 'There is no shop on Chowk near you yet. Find one in the directory.',
  noneMatch: 'No nearby shop has that name. Try another name.',
  searchLabel: 'Search nearby shops',
  listLabel: 'Shops near you',
  signedInAs: (who: string) => `Signed in as ${who}`,
} as const;
