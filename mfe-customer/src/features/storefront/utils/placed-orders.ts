import { STORAGE_KEYS } from '@chowk/contracts';
import { storage } from '@chowk/session';

/** How many of this device's order ids are kept (the newest). */
export const PLACED_ORDERS_KEPT = 50;

/** Ids of the orders placed on this device, newest first (STORAGE_KEYS.placedOrders). */
export function readPlacedOrders(): string[] {
  try {
    const list: unknown = JSON.parse(storage.get(STORAGE_KEYS.placedOrders) ?? '[]');
    return Array.isArray(list) ? list.filter((id): id is string => typeof id === 'string' && id !== '') : [];
  } catch {
    return [];
  }
}

export function rememberPlacedOrder(id: string): void {
  const list = [id, ...readPlacedOrders().filter((x) => x !== id)].slice(0, PLACED_ORDERS_KEPT);
  storage.set(STORAGE_KEYS.placedOrders, JSON.stringify(list));
}
