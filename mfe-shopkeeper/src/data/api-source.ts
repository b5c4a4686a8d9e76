import * as client from '@chowk/api-client';
import type { Shop } from '@chowk/contracts';
import type { ShopSource } from './source';

/** A registered shop: everything through the API (the api-client carries the token and the error catalogue). */
export const apiSource: ShopSource = {
  currentShop: async () => ((await client.fetchCurrentUser()).shop as Shop | null | undefined) ?? null,
  listProducts: (shopId) => client.listProducts(shopId),
  listSections: (shopId) =>
    client.listMenuSections(shopId).catch((error: unknown) => {
      // A failure here is tolerated with a console warning only: the menu still shows its items.
      console.warn('Menu sections could not be loaded', error);
      return [];
    }),
  createSection: (shopId, name, names) => client.createMenuSection({ name, shop_id: shopId, ...(names ? { names } : {}) }),
  updateSection: (id, { name, names }) => client.renameMenuSection(id, name, names),
  createProduct: (body) => client.createProduct(body),
  updateProduct: (id, body) => client.updateProduct(id, body),
  deleteProduct: async (id) => {
    await client.deleteProduct(id);
  },
  setSoldOut: (id, soldOut) => client.setProductSoldOut(id, soldOut),
  queryOrders: (shopId, query) => client.queryShopOrders(shopId, query),
  setOrderStatus: (orderId, status) => client.updateOrderStatus(orderId, status),
  createOrder: (shopId, payload) => client.createOwnerOrder(shopId, payload),
  // The server's clock decides the India day: a phone's clock may be wrong.
  daySummary: (shopId) => client.getShopDaySummary(shopId),
  listOptionGroups: (shopId) => client.listOptionGroups(shopId),
  createOptionGroup: (shopId, body) => client.createOptionGroup({ ...body, shop_id: shopId }),
  updateOptionGroup: (id, body) => client.updateOptionGroup(id, body),
  deleteOptionGroup: async (id) => {
    await client.deleteOptionGroup(id);
  },
  setChoiceSoldOut: (groupId, choiceId, soldOut) => client.setChoiceSoldOut(groupId, choiceId, soldOut),
  saveDeliveryTerms: (shopId, terms) => client.saveDeliveryTerms(shopId, terms),
};
