import type { MenuSection, Product } from '@chowk/contracts';
import { shop } from './render-shop';

/** An item of the test shop's menu in `section`, in stock unless `extra` says otherwise. */
export const menuItem = (
  id: string,
  name: string,
  section: Pick<MenuSection, '_id' | 'name'>,
  price: number,
  extra: Partial<Product> = {},
): Product => ({
  _id: id,
  name,
  shop_id: shop._id,
  price,
  section: section.name,
  menu_section_id: { _id: section._id, name: section.name },
  sold_out: false,
  ...extra,
});

/** The test shop's one sold-out item (the settings page lists what is sold out). */
export const soldOutChai: Product = menuItem('5f0000000000000000000002', 'Masala Chai', { _id: 's1', name: 'Hot Drinks' }, 15, {
  sold_out: true,
});
