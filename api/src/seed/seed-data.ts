/** Development data (decisions.md §3). Names are the keys the seed upserts by. */
export const SEED_CATEGORIES = [
  'General Store',
  'Bakery',
  'Tea Stall',
  'Grocery',
  'Sweets',
  'Pharmacy',
  'Restaurant',
  'Fruits & Vegetables',
  'Dairy',
] as const;

export interface SeedState {
  name: string;
  code: string;
  cities: { name: string; districts: string[] }[];
}

export const SEED_AREAS: SeedState[] = [
  {
    name: 'Karnataka',
    code: 'KA',
    cities: [
      { name: 'Bengaluru', districts: ['Indiranagar', 'Koramangala', 'Jayanagar', 'Whitefield'] },
      { name: 'Mysuru', districts: ['Gokulam', 'Vijayanagar'] },
    ],
  },
  {
    name: 'Maharashtra',
    code: 'MH',
    cities: [
      { name: 'Mumbai', districts: ['Andheri', 'Bandra', 'Dadar'] },
      { name: 'Pune', districts: ['Kothrud', 'Shivajinagar'] },
    ],
  },
  {
    name: 'Tamil Nadu',
    code: 'TN',
    cities: [
      { name: 'Chennai', districts: ['Adyar', 'T. Nagar', 'Mylapore'] },
      { name: 'Coimbatore', districts: ['R.S. Puram', 'Peelamedu'] },
    ],
  },
  {
    name: 'Delhi',
    code: 'DL',
    cities: [
      { name: 'New Delhi', districts: ['Connaught Place', 'Karol Bagh'] },
      { name: 'Dwarka', districts: ['Sector 10', 'Sector 21'] },
    ],
  },
  {
    name: 'West Bengal',
    code: 'WB',
    cities: [
      { name: 'Kolkata', districts: ['Salt Lake', 'Park Street', 'Gariahat'] },
      { name: 'Siliguri', districts: ['Pradhan Nagar', 'Hakimpara'] },
    ],
  },
];
