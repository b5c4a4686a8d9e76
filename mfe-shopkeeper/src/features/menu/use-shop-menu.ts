import type { MenuSection, Product } from '@chowk/contracts';
import { skipToken } from '@reduxjs/toolkit/query';
import { useListProductsQuery, useListSectionsQuery } from '../../store/menu.api';
import { useShopSession } from '../auth/shop-session';

const NONE: never[] = [];

/**
 * The menu of the shop being run, from the cache entries the shop frame loaded (no request of
 * its own: the frame renders its pages once they are in).
 */
export function useShopMenu(): { products: Product[]; sections: MenuSection[] } {
  const { shop } = useShopSession();
  const { data: products = NONE } = useListProductsQuery(shop ? shop._id : skipToken);
  const { data: sections = NONE } = useListSectionsQuery(shop ? shop._id : skipToken);
  return { products, sections };
}
