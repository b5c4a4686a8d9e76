import type { MenuSection, Order, Product, ProductPayload, Shop } from '@chowk/contracts';

/**
 * Where a shop's menu and orders live: the API for a registered shop, this browser's storage
 * for a trial (spec §6: trial data stays on the device, with no server calls). The screens
 * and the slice only ever talk to this interface.
 */
export interface ShopSource {
  listProducts(shopId: string): Promise<Product[]>;
  listSections(shopId: string): Promise<MenuSection[]>;
  listOrders(shopId: string): Promise<Order[]>;
  createSection(shopId: string, name: string): Promise<MenuSection>;
  createProduct(body: ProductPayload): Promise<Product>;
  updateProduct(id: string, body: ProductPayload): Promise<Product>;
  deleteProduct(id: string): Promise<void>;
  setSoldOut(id: string, soldOut: boolean): Promise<Product>;
}

export type DataMode = 'api' | 'trial';

export type { Shop };
