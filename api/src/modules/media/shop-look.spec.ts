import sharp from 'sharp';
import { Types } from 'mongoose';
import { HTTP_MESSAGES, IMAGE_MAX_BYTES, MEDIA_MESSAGES, planRequiredMessage, SHOP_API_MESSAGES } from '@chowk/contracts';
import { grantPlan } from '../../testing/plans';
import { makeShopkeeper } from '../../testing/shopkeepers';
import { createTestApp, MISSING_ID, type TestApp } from '../../testing/test-app';
import { makeImage, send } from './media-testing';

type Keeper = Awaited<ReturnType<typeof makeShopkeeper>>;

describe('a customised shop: PUT/DELETE /api/shops/{id}/logo|banner, PATCH /api/shops/{id}/theme, GET /api/images/{id}', () => {
  let t: TestApp;
  let pro: Keeper;
  let png: Buffer;

  beforeAll(async () => {
    t = await createTestApp(__filename);
    pro = await makeShopkeeper(t, { name: 'Pro Stall' });
    await grantPlan(t, pro.shopId, 'professional');
    png = await makeImage(800, 600, 'png');
  });
  afterAll(() => t.close());

  const upload = (who: Keeper, kind: 'logo' | 'banner', body: Buffer | string = png, contentType = 'image/png') =>
    send(t, 'PUT', `/api/shops/${who.shopId}/${kind}`, { token: who.token, body, contentType });
  const publicShop = async (who: Keeper) => (await t.call('GET', `/api/shops/by-code/${who.shopCode}`)).body.shop;

  it('stores the logo 256×256 and the banner 1200×400 as WebP; the owner and the storefront see them', async () => {
    const logo = await upload(pro, 'logo');
    expect(logo.status).toBe(200);
    expect(logo.body.message).toBe(MEDIA_MESSAGES.logoSaved);
    expect(logo.body.shop.branding).toEqual({
      logo_url: expect.stringMatching(/^\/api\/images\/[0-9a-f]{24}$/),
      banner_url: null,
      theme_color: null,
    });
    expect(logo.body.shop.plan).toMatchObject({ id: 'professional' });

    const banner = await upload(pro, 'banner', await makeImage(2000, 2000, 'jpeg'), 'image/jpeg');
    expect(banner.status).toBe(200);
    const { logo_url, banner_url } = banner.body.shop.branding;
    expect(logo_url).toBe(logo.body.shop.branding.logo_url);

    for (const [url, width, height] of [
      [logo_url, 256, 256],
      [banner_url, 1200, 400],
    ] as const) {
      const image = await send(t, 'GET', url);
      expect(image.status).toBe(200);
      expect(image.headers['content-type']).toBe('image/webp');
      expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(image.headers.etag).toBe(`"${url.split('/').pop()}"`);
      const meta = await sharp(image.body as Buffer).metadata();
      expect({ format: meta.format, width: meta.width, height: meta.height, exif: meta.exif }).toEqual({
        format: 'webp',
        width,
        height,
        exif: undefined,
      });
    }
    expect((await publicShop(pro)).branding).toEqual({ logo_url, banner_url, theme_color: null });
    expect(await t.count('shop_images')).toBe(2);
  });

  it('GET /api/images/{id}: 304 for If-None-Match of its ETag, 404 unknown, 400 a bad id, no token needed', async () => {
    const url = (await publicShop(pro)).branding.logo_url as string;
    const first = await send(t, 'GET', url);
    const again = await send(t, 'GET', url, { headers: { 'if-none-match': String(first.headers.etag) } });
    expect(again.status).toBe(304);
    expect((again.body as Buffer).length).toBe(0);
    expect(again.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await send(t, 'GET', url, { headers: { 'if-none-match': '"other"' } })).status).toBe(200);
    expect(await t.call('GET', `/api/images/${MISSING_ID}`)).toMatchObject({
      status: 404,
      body: { message: MEDIA_MESSAGES.imageNotFound },
    });
    expect((await t.call('GET', '/api/images/not-an-id')).status).toBe(400);
  });

  it('replacing the logo deletes the old image; deleting it removes it from the shop and the database', async () => {
    const before = (await publicShop(pro)).branding;
    const replaced = await upload(pro, 'logo', await makeImage(300, 300, 'webp'), 'image/webp');
    expect(replaced.status).toBe(200);
    expect(replaced.body.shop.branding.logo_url).not.toBe(before.logo_url);
    expect((await send(t, 'GET', before.logo_url)).status).toBe(404);
    expect(await t.count('shop_images')).toBe(2);

    const removed = await send(t, 'DELETE', `/api/shops/${pro.shopId}/logo`, { token: pro.token });
    expect(removed.status).toBe(200);
    expect(removed.body).toMatchObject({
      message: MEDIA_MESSAGES.logoRemoved,
      shop: { branding: { logo_url: null, banner_url: before.banner_url } },
    });
    expect(await t.count('shop_images')).toBe(1);
    // Deleting what is not there is still fine.
    expect((await send(t, 'DELETE', `/api/shops/${pro.shopId}/logo`, { token: pro.token })).status).toBe(200);
  });

  it('applies the EXIF orientation and strips the metadata', async () => {
    // 400×200 with orientation 6 (rotate 90°): a portrait once applied, then cropped to cover 256×256.
    const shop = await makeShopkeeper(t, { name: 'Exif Stall' });
    await grantPlan(t, shop.shopId, 'professional');
    const reply = await upload(shop, 'banner', await makeImage(400, 1200, 'jpeg', { orientation: 6 }), 'image/jpeg');
    expect(reply.status).toBe(200);
    const image = await send(t, 'GET', reply.body.shop.branding.banner_url);
    const meta = await sharp(image.body as Buffer).metadata();
    expect({ width: meta.width, height: meta.height, orientation: meta.orientation, exif: meta.exif }).toEqual({
      width: 1200,
      height: 400,
      orientation: undefined,
      exif: undefined,
    });
  });

  it('a logo and a banner uploaded at the same time both stay', async () => {
    const shop = await makeShopkeeper(t, { name: 'Busy Stall' });
    await grantPlan(t, shop.shopId, 'professional');
    await t.call('PATCH', `/api/shops/${shop.shopId}/theme`, { token: shop.token, body: { theme_color: '#123456' } });
    const [logo, banner] = await Promise.all([upload(shop, 'logo'), upload(shop, 'banner')]);
    expect([logo.status, banner.status]).toEqual([200, 200]);
    const { branding } = await publicShop(shop);
    expect(branding).toEqual({
      logo_url: expect.stringMatching(/^\/api\/images\//),
      banner_url: expect.stringMatching(/^\/api\/images\//),
      theme_color: '#123456',
    });
  });

  describe('PATCH /api/shops/{id}/theme', () => {
    it('sets a #rrggbb colour (stored lower case), shown on the storefront; null clears it', async () => {
      const set = await t.call('PATCH', `/api/shops/${pro.shopId}/theme`, { token: pro.token, body: { theme_color: '#1D4ED8' } });
      expect(set.status).toBe(200);
      expect(set.body).toMatchObject({ message: MEDIA_MESSAGES.themeSaved, shop: { branding: { theme_color: '#1d4ed8' } } });
      expect((await publicShop(pro)).branding.theme_color).toBe('#1d4ed8');
      const cleared = await t.call('PATCH', `/api/shops/${pro.shopId}/theme`, { token: pro.token, body: { theme_color: null } });
      expect(cleared.body.shop.branding.theme_color).toBeNull();
      await t.call('PATCH', `/api/shops/${pro.shopId}/theme`, { token: pro.token, body: { theme_color: '#047857' } });
    });

    it.each([
      [{ theme_color: 'blue' }],
      [{ theme_color: '#12345' }],
      [{ theme_color: 12 }],
      [{}],
      [{ theme_color: '#123456', extra: 1 }],
    ])('%j → 422', async (body) => {
      const reply = await t.call('PATCH', `/api/shops/${pro.shopId}/theme`, { token: pro.token, body });
      expect(reply.status).toBe(422);
      if (!('extra' in body)) expect(reply.body.errors).toEqual({ theme_color: MEDIA_MESSAGES.themeColorInvalid });
    });
  });

  describe('bad uploads: never a 500, nothing stored', () => {
    it.each([
      ['a GIF', 'image/gif', 'GIF89a'],
      ['text', 'text/plain', 'hello'],
      ['JSON', 'application/json', '{"a":1}'],
      ['an octet stream', 'application/octet-stream', 'xxxx'],
    ])('%s → 422 with the message', async (_label, contentType, body) => {
      const before = await t.count('shop_images');
      const reply = await upload(pro, 'logo', body, contentType);
      expect({ status: reply.status, body: reply.body }).toEqual({
        status: 422,
        body: { message: MEDIA_MESSAGES.unsupportedType, errors: {} },
      });
      expect(await t.count('shop_images')).toBe(before);
    });

    it('corrupt bytes labelled image/png → 422; an SVG labelled image/png → 422', async () => {
      const corrupt = await upload(pro, 'logo', Buffer.concat([png.subarray(0, 40), Buffer.alloc(100, 7)]));
      expect(corrupt).toMatchObject({ status: 422, body: { message: MEDIA_MESSAGES.unreadable } });
      const svg = await upload(pro, 'logo', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'));
      expect(svg).toMatchObject({ status: 422, body: { message: MEDIA_MESSAGES.unsupportedType } });
      const empty = await upload(pro, 'logo', Buffer.alloc(0));
      expect(empty.status).toBe(422);
    });

    it(`over ${IMAGE_MAX_BYTES} bytes → 413 with the image's message`, async () => {
      const big = Buffer.concat([png, Buffer.alloc(IMAGE_MAX_BYTES, 1)]);
      const reply = await upload(pro, 'banner', big);
      expect({ status: reply.status, body: reply.body }).toEqual({ status: 413, body: { message: MEDIA_MESSAGES.tooLarge } });
    });

    it('an image body on a route that takes JSON → 415; JSON keeps its 100 KB limit', async () => {
      const reply = await send(t, 'PATCH', `/api/shops/${pro.shopId}`, { token: pro.token, body: png, contentType: 'image/png' });
      expect(reply.status).toBe(415);
      const json = await t.call('PATCH', `/api/shops/${pro.shopId}`, {
        token: pro.token,
        raw: JSON.stringify({ address: 'x'.repeat(200_000) }),
      });
      expect(json.status).toBe(413);
    });
  });

  describe('who may', () => {
    it('the plan: none, Starter or an expired Professional → 402 naming the customised shop; nothing stored', async () => {
      const none = await makeShopkeeper(t, { name: 'No Plan' });
      const starter = await makeShopkeeper(t, { name: 'Starter' });
      await grantPlan(t, starter.shopId, 'starter');
      const expired = await makeShopkeeper(t, { name: 'Expired' });
      await grantPlan(t, expired.shopId, 'professional', { expired: true });
      const before = await t.count('shop_images');
      for (const who of [none, starter, expired]) {
        for (const reply of [
          await upload(who, 'logo'),
          await upload(who, 'banner'),
          await send(t, 'DELETE', `/api/shops/${who.shopId}/banner`, { token: who.token }),
          await t.call('PATCH', `/api/shops/${who.shopId}/theme`, { token: who.token, body: { theme_color: '#123456' } }),
        ]) {
          expect({ status: reply.status, body: reply.body }).toEqual({
            status: 402,
            body: { message: planRequiredMessage('custom_shop') },
          });
        }
      }
      expect(await t.count('shop_images')).toBe(before);
    });

    it("another shopkeeper → 403, the admin → 403, no token → 401, an unknown shop → 404: the shop's look unchanged", async () => {
      const other = await makeShopkeeper(t, { name: 'Other' });
      await grantPlan(t, other.shopId, 'professional');
      const admin = await t.adminToken();
      const before = await t.count('shop_images');
      const shopBefore = await publicShop(pro);
      for (const [token, status, message] of [
        [other.token, 403, SHOP_API_MESSAGES.notYourShop],
        [admin, 403, SHOP_API_MESSAGES.shopkeeperOnly],
        [undefined, 401, HTTP_MESSAGES.unauthorized],
      ] as const) {
        const put = await send(t, 'PUT', `/api/shops/${pro.shopId}/logo`, { token, body: png, contentType: 'image/png' });
        const del = await send(t, 'DELETE', `/api/shops/${pro.shopId}/banner`, { token });
        const theme = await t.call('PATCH', `/api/shops/${pro.shopId}/theme`, { token, body: { theme_color: '#000000' } });
        for (const reply of [put, del, theme])
          expect({ status: reply.status, body: reply.body }).toEqual({ status, body: { message } });
      }
      const missing = await send(t, 'PUT', `/api/shops/${MISSING_ID}/logo`, {
        token: pro.token,
        body: png,
        contentType: 'image/png',
      });
      expect(missing).toMatchObject({ status: 404, body: { message: SHOP_API_MESSAGES.shopNotFound } });
      expect(
        (await send(t, 'PUT', '/api/shops/nope/logo', { token: pro.token, body: png, contentType: 'image/png' })).status,
      ).toBe(400);
      expect(await t.count('shop_images')).toBe(before);
      expect(await publicShop(pro)).toEqual(shopBefore);
    });

    it('the storefront shows the look only while the plan includes it (expired: none; renewed: back)', async () => {
      const shop = await makeShopkeeper(t, { name: 'Lapsing' });
      await grantPlan(t, shop.shopId, 'professional');
      await upload(shop, 'logo');
      expect((await publicShop(shop)).branding.logo_url).toMatch(/^\/api\/images\//);
      await grantPlan(t, shop.shopId, 'professional', { expired: true });
      expect((await publicShop(shop)).branding).toEqual({ logo_url: null, banner_url: null, theme_color: null });
      await grantPlan(t, shop.shopId, 'starter');
      expect((await publicShop(shop)).branding.logo_url).toBeNull();
      await grantPlan(t, shop.shopId, 'professional');
      expect((await publicShop(shop)).branding.logo_url).toMatch(/^\/api\/images\//);
      const stored = await t.connection.collection('shop_images').findOne({ shopId: new Types.ObjectId(shop.shopId) });
      expect(stored).toMatchObject({ kind: 'logo', contentType: 'image/webp', width: 256, height: 256 });
    });
  });
});
