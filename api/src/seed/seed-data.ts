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

/** The demo shop of decisions.md §3: its owner logs in with 9876543210 / demo1234. */
export const DEMO_SHOP = {
  code: 'SHOP-1234',
  name: 'Chowk Chai & Snacks',
  category: 'Tea Stall',
  state: 'KA',
  city: 'Bengaluru',
  district: 'Indiranagar',
  address: '100 Feet Road, Indiranagar, Bengaluru',
  location: { latitude: 12.9716, longitude: 77.5946 },
  owner: { name: 'Ravi Kumar', mobile: '9876543210', password: 'demo1234', email: 'ravi@example.com' },
  sections: [
    {
      name: 'Hot Drinks',
      items: [
        { name: 'Masala Chai', price: 15, description: 'Strong tea boiled with ginger and cardamom' },
        { name: 'Filter Coffee', price: 25, description: 'South Indian filter coffee with frothy milk' },
        { name: 'Lemon Tea', price: 18, description: 'Black tea with fresh lemon and honey' },
      ],
    },
    {
      name: 'Snacks',
      items: [
        { name: 'Samosa', price: 20, description: 'Two crisp samosas with mint chutney' },
        { name: 'Bun Maska', price: 30, description: 'Soft bun with butter' },
        { name: 'Veg Puff', price: 25, description: 'Flaky pastry with spiced vegetables', soldOut: true },
      ],
    },
  ],
} as const;
