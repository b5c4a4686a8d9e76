import sharp from 'sharp';
import { Types } from 'mongoose';
import { ITEM_IMAGE_LIMIT, MEDIA_MESSAGES, planRequiredMessage, SHOP_API_MESSAGES } from '@chowk/contracts';
import { shopWithMenu, type MenuShop } from '../orders/testing/order-fixtures';
import { grantPlan } from '../../testing/plans';
import { createTestApp, MISSING_ID, type TestApp } from '../../testing/test-app';
import { makeImage, send } from './media-testing';

describe('item images: PUT/DELETE /api/products/{id}/image, image_url on the menu', () => {
  let t: TestApp;
  let shop: MenuShop;
  let png: Buffer;

  beforeAll(async () => {
    t = await createTestApp(__filename);
    shop = await shopWithMenu(t, { 'Masala Chai': 15, Samosa: 20, Vada: 25 }, { name: 'Pro Menu' });
    await grantPlan(t, shop.shopId, 'professional');
    png = await makeImage(1600, 900, 'png');
  });
  afterAll(() => t.close());

  const put = (who: MenuShop, productId: string, body: Buffer = png, contentType = 'image/png') =>
    send(t, 'PUT', `/api/products/${productId}/image`, { token: who.token, body, contentType });
  const storefront = async (who: MenuShop) => {
    const byCode = await t.call('GET', `/api/shops/by-code/${who.shopCode}?include=menu`);
    const list = await t.call('GET', `/api/products/shop/${who.shopId}`);
    const urls = (products: { name: string; image_url: string | null }[]) =>
      Object.fromEntries(products.map((p) => [p.name, p.image_url]));
    expect(urls(list.body.products)).toEqual(urls(byCode.body.products));
    return urls(byCode.body.products);
  };
  const imagesOf = (who: MenuShop) =>
    t.connection.collection('shop_images').countDocuments({ shopId: new Types.ObjectId(who.shopId), kind: 'item' });

  it('stores the image within 600×600 (never enlarged) as WebP; the menu carries image_url', async () => {
    const reply = await put(shop, shop.items['Masala Chai']);
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      message: MEDIA_MESSAGES.itemImageSaved,
      product: {
        _id: shop.items['Masala Chai'],
        name: 'Masala Chai',
        image_url: expect.stringMatching(/^\/api\/images\/[0-9a-f]{24}$/),
      },
    });
    const served = await send(t, 'GET', reply.body.product.image_url);
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(served.body as Buffer).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 600, 338]);

    const small = await put(shop, shop.items.Samosa, await makeImage(120, 80, 'jpeg'), 'image/jpeg');
    const smallMeta = await sharp((await send(t, 'GET', small.body.product.image_url)).body as Buffer).metadata();
    expect([smallMeta.width, smallMeta.height]).toEqual([120, 80]);

    expect(await storefront(shop)).toEqual({
      'Masala Chai': reply.body.product.image_url,
      Samosa: small.body.product.image_url,
      Vada: null,
    });
    // The owner's other answers carry it too.
    const sold = await t.call('PATCH', `/api/products/${shop.items['Masala Chai']}/availability`, {
      token: shop.token,
      body: { sold_out: true },
    });
    expect(sold.body.product.image_url).toBe(reply.body.product.image_url);
  });

  it('replacing deletes the old image; removing clears image_url and deletes it; deleting the item deletes its image', async () => {
    const first = (await storefront(shop))['Masala Chai'] as string;
    const before = await imagesOf(shop);
    const replaced = await put(shop, shop.items['Masala Chai'], await makeImage(50, 50, 'webp'), 'image/webp');
    expect(replaced.body.product.image_url).not.toBe(first);
    expect((await send(t, 'GET', first)).status).toBe(404);
    expect(await imagesOf(shop)).toBe(before);

    const removed = await send(t, 'DELETE', `/api/products/${shop.items['Masala Chai']}/image`, { token: shop.token });
    expect(removed.body).toMatchObject({ message: MEDIA_MESSAGES.itemImageRemoved, product: { image_url: null } });
    expect(await imagesOf(shop)).toBe(before - 1);

    const samosaUrl = (await storefront(shop)).Samosa as string;
    const deleted = await t.call('DELETE', `/api/products/${shop.items.Samosa}`, { token: shop.token });
    expect(deleted.status).toBe(200);
    expect(await imagesOf(shop)).toBe(before - 2);
    expect((await send(t, 'GET', samosaUrl)).status).toBe(404);
  });

  it(`at most ${ITEM_IMAGE_LIMIT} item images a shop: the next is a 422 naming ${ITEM_IMAGE_LIMIT}; a replacement still goes`, async () => {
    const full = await shopWithMenu(t, { Chai: 10, Coffee: 20 }, { name: 'Full Shop' });
    await grantPlan(t, full.shopId, 'professional');
    const tiny = await makeImage(4, 4, 'png');
    expect((await put(full, full.items.Chai, tiny)).status).toBe(200);
    // 49 more, straight into the collection (as uploads they would only take longer).
    const stored = await t.connection.collection('shop_images').findOne({ shopId: new Types.ObjectId(full.shopId) });
    const { _id: _ignored, ...copy } = stored as Record<string, unknown>;
    await t.connection.collection('shop_images').insertMany(Array.from({ length: ITEM_IMAGE_LIMIT - 1 }, () => ({ ...copy })));
    expect(await imagesOf(full)).toBe(ITEM_IMAGE_LIMIT);

    const refused = await put(full, full.items.Coffee, tiny);
    expect({ status: refused.status, body: refused.body }).toEqual({
      status: 422,
      body: { message: MEDIA_MESSAGES.itemImageLimit, errors: {} },
    });
    expect(MEDIA_MESSAGES.itemImageLimit).toContain('50');
    expect(await imagesOf(full)).toBe(ITEM_IMAGE_LIMIT);

    const replaced = await put(full, full.items.Chai, await makeImage(8, 8, 'png'));
    expect(replaced.status).toBe(200);
    expect(await imagesOf(full)).toBe(ITEM_IMAGE_LIMIT);
  });

  it('bad bodies: 422 for another type or corrupt bytes, 413 over 5 MB; nothing stored', async () => {
    const before = await t.count('shop_images');
    const id = shop.items.Vada;
    expect((await put(shop, id, Buffer.from('GIF89a'), 'image/gif')).body).toEqual({
      message: MEDIA_MESSAGES.unsupportedType,
      errors: {},
    });
    expect((await put(shop, id, Buffer.from('not an image'))).body).toMatchObject({ message: MEDIA_MESSAGES.unreadable });
    const big = await put(shop, id, Buffer.alloc(5 * 1024 * 1024 + 1, 1));
    expect({ status: big.status, body: big.body }).toEqual({ status: 413, body: { message: MEDIA_MESSAGES.tooLarge } });
    expect(await t.count('shop_images')).toBe(before);
  });

  it('the plan: none, Starter, expired → 402 for item images; the menu then shows no image_url', async () => {
    const lapsing = await shopWithMenu(t, { Tea: 10 }, { name: 'Lapsing' });
    await grantPlan(t, lapsing.shopId, 'professional');
    expect((await put(lapsing, lapsing.items.Tea)).status).toBe(200);
    for (const plan of [null, 'starter', 'expired'] as const) {
      if (plan === null)
        await t.connection.collection('shops').updateOne({ _id: new Types.ObjectId(lapsing.shopId) }, { $set: { plan: null } });
      else if (plan === 'starter') await grantPlan(t, lapsing.shopId, 'starter');
      else await grantPlan(t, lapsing.shopId, 'professional', { expired: true });
      for (const reply of [
        await put(lapsing, lapsing.items.Tea),
        await send(t, 'DELETE', `/api/products/${lapsing.items.Tea}/image`, { token: lapsing.token }),
      ]) {
        expect({ plan, status: reply.status, body: reply.body }).toEqual({
          plan,
          status: 402,
          body: { message: planRequiredMessage('item_images') },
        });
      }
      expect(await storefront(lapsing)).toEqual({ Tea: null });
    }
    await grantPlan(t, lapsing.shopId, 'professional');
    expect((await storefront(lapsing)).Tea).toMatch(/^\/api\/images\//);
  });

  it('owner only: another shopkeeper 403, the admin 403, nobody 401, unknown item 404, bad id 400', async () => {
    const other = await shopWithMenu(t, { Lassi: 30 }, { name: 'Other' });
    await grantPlan(t, other.shopId, 'professional');
    const before = await t.count('shop_images');
    const admin = await t.adminToken();
    for (const [token, status, message] of [
      [other.token, 403, SHOP_API_MESSAGES.notYourShop],
      [admin, 403, SHOP_API_MESSAGES.shopkeeperOnly],
      [undefined, 401, undefined],
    ] as const) {
      const upload = await send(t, 'PUT', `/api/products/${shop.items.Vada}/image`, {
        token,
        body: png,
        contentType: 'image/png',
      });
      const remove = await send(t, 'DELETE', `/api/products/${shop.items.Vada}/image`, { token });
      for (const reply of [upload, remove]) {
        expect(reply.status).toBe(status);
        if (message) expect(reply.body).toEqual({ message });
      }
    }
    expect((await put(shop, MISSING_ID)).body).toEqual({ message: SHOP_API_MESSAGES.productNotFound });
    expect((await put(shop, 'nope')).status).toBe(400);
    expect(await t.count('shop_images')).toBe(before);
  });
});
