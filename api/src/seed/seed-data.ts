/** Development data (docs/architecture.md). Names are the keys the seed upserts by. */
import { WEEKDAYS } from '@chowk/contracts';
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

/** The demo shop of docs/architecture.md: its owner logs in with 9876543210 / demo1234. */
export const DEMO_SHOP = {
  code: 'SHOP-1234',
  name: 'Chowk Chai & Snacks',
  category: 'Tea Stall',
  state: 'KA',
  city: 'Bengaluru',
  district: 'Indiranagar',
  address: '100 Feet Road, Indiranagar, Bengaluru',
  location: { latitude: 12.9716, longitude: 77.5946 },
  /**
   * Open around the clock (00:00 to 23:59 every day), so a newcomer can order from the demo
   * shop whatever the hour in India; its owner can change the hours on the Settings page.
   */
  openingHours: WEEKDAYS.map((day) => ({ day, closed: false, open: '00:00', close: '23:59' })),
  owner: { name: 'Ravi Kumar', mobile: '9876543210', password: 'demo1234', email: 'ravi@example.com' },
  /**
   * Paid by UPI and GST-registered, so a newcomer sees the UPI QR and a tax invoice: a made-up UPI
   * ID and a GSTIN on the sample PAN ABCDE1234F with its check character (no real business's).
   */
  billing: {
    upi_id: 'chowkchai.demo@okaxis',
    payee_name: 'Chowk Chai & Snacks',
    gst_scheme: 'regular',
    gstin: '29ABCDE1234F1ZW',
  },
  /** Each section and item has its Hindi and Tamil name, as a shop gives them (docs/product.md "Languages"). */
  sections: [
    {
      name: 'Hot Drinks',
      names: { hi: 'गरम पेय', ta: 'சூடான பானங்கள்' },
      items: [
        {
          name: 'Masala Chai',
          names: { hi: 'मसाला चाय', ta: 'மசாலா டீ' },
          price: 15,
          description: 'Strong tea boiled with ginger and cardamom',
        },
        {
          name: 'Filter Coffee',
          names: { hi: 'फ़िल्टर कॉफ़ी', ta: 'ஃபில்டர் காபி' },
          price: 25,
          description: 'South Indian filter coffee with frothy milk',
        },
        {
          name: 'Lemon Tea',
          names: { hi: 'नींबू चाय', ta: 'எலுமிச்சை டீ' },
          price: 18,
          description: 'Black tea with fresh lemon and honey',
        },
      ],
    },
    {
      name: 'Snacks',
      names: { hi: 'नाश्ता', ta: 'சிற்றுண்டிகள்' },
      items: [
        { name: 'Samosa', names: { hi: 'समोसा', ta: 'சமோசா' }, price: 20, description: 'Two crisp samosas with mint chutney' },
        { name: 'Bun Maska', names: { hi: 'बन मस्का', ta: 'பன் மஸ்கா' }, price: 30, description: 'Soft bun with butter' },
        {
          name: 'Veg Puff',
          names: { hi: 'वेज पफ़', ta: 'வெஜ் பஃப்' },
          price: 25,
          description: 'Flaky pastry with spiced vegetables',
          soldOut: true,
        },
      ],
    },
  ],
} as const;

/**
 * More demo shops, so the directory and nearby shops have something to show: three in
 * Bengaluru at different distances from the demo shop's 12.9716, 77.5946 (about 5.1, 5.2 and
 * 16.8 km) and one in Mumbai. Each has its own owner (password demo1234) and a small menu.
 */
export const DEMO_NEIGHBOURS = [
  {
    code: 'SHOP-2001',
    name: 'Indiranagar Bakehouse',
    category: 'Bakery',
    state: 'KA',
    city: 'Bengaluru',
    district: 'Indiranagar',
    address: '12th Main Road, Indiranagar, Bengaluru',
    location: { latitude: 12.9784, longitude: 77.6408 },
    owner: { name: 'Meera Iyer', mobile: '9876543211', password: 'demo1234' },
    section: 'Breads & Cakes',
    items: [
      { name: 'Milk Bread', price: 45, description: 'Soft white loaf, baked every morning' },
      { name: 'Plum Cake', price: 120, description: 'Rich fruit cake, 250 g' },
    ],
  },
  {
    code: 'SHOP-2002',
    name: 'Koramangala Fresh Mart',
    category: 'Grocery',
    state: 'KA',
    city: 'Bengaluru',
    district: 'Koramangala',
    address: '80 Feet Road, Koramangala, Bengaluru',
    location: { latitude: 12.9352, longitude: 77.6245 },
    owner: { name: 'Arjun Reddy', mobile: '9876543212', password: 'demo1234' },
    section: 'Staples',
    items: [
      { name: 'Sona Masoori Rice (1 kg)', price: 68, description: 'Aged rice, cleaned and packed' },
      { name: 'Toor Dal (500 g)', price: 85, description: 'Unpolished pigeon peas' },
    ],
  },
  {
    code: 'SHOP-2003',
    name: 'Whitefield Sweets',
    category: 'Sweets',
    state: 'KA',
    city: 'Bengaluru',
    district: 'Whitefield',
    address: 'ITPL Main Road, Whitefield, Bengaluru',
    location: { latitude: 12.9698, longitude: 77.75 },
    owner: { name: 'Lakshmi Rao', mobile: '9876543213', password: 'demo1234' },
    section: 'Sweets',
    items: [
      { name: 'Mysore Pak (250 g)', price: 150, description: 'Ghee-rich gram flour sweet' },
      { name: 'Kaju Katli (250 g)', price: 240, description: 'Cashew fudge with silver leaf' },
    ],
  },
  {
    code: 'SHOP-2004',
    name: 'Bandra Chai Adda',
    category: 'Tea Stall',
    state: 'MH',
    city: 'Mumbai',
    district: 'Bandra',
    address: 'Hill Road, Bandra West, Mumbai',
    location: { latitude: 19.0596, longitude: 72.8295 },
    owner: { name: 'Imran Shaikh', mobile: '9876543214', password: 'demo1234' },
    section: 'Chai',
    items: [
      { name: 'Cutting Chai', price: 12, description: 'Half a glass of strong sweet tea' },
      { name: 'Bun Maska', price: 25, description: 'Soft bun with butter' },
    ],
  },
] as const;
