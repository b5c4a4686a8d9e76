import { render, screen } from '@testing-library/react';
import { QRCodeSVG } from 'qrcode.react';
import { mockHttp, ok } from '@chowk/api-client/testing';
import { renderShop, resetShopTestState, shop } from '../../testing/render-shop';
import { POSTER_PRINT_CSS, POSTER_QR } from './poster-page';

const shopData = () =>
  mockHttp({
    [`GET /products/shop/${shop._id}`]: ok({ products: [] }),
    [`GET /menu-sections/shop/${shop._id}`]: ok({ menuSections: [] }),
    [`GET /orders/shop/${shop._id}`]: ok({ success: true, data: { orders: [] } }),
  });

/** The QR modules as path data: two codes draw the same paths only when they carry the same text. */
const qrPaths = (svg: Element) => Array.from(svg.querySelectorAll('path')).map((p) => p.getAttribute('d'));

afterEach(() => {
  resetShopTestState();
  jest.restoreAllMocks();
});

describe('/shop/poster', () => {
  it("shows the shop's name, its code in large type and a QR code of its storefront address", async () => {
    shopData();
    renderShop('/shop/poster');
    expect(await screen.findByRole('heading', { level: 1, name: 'Shop poster' })).toBeInTheDocument();
    const url = `${window.location.origin}/customer/shop/SHOP-4321`;
    const poster = screen.getByRole('article', { name: 'Poster preview' });
    expect(poster).toHaveTextContent(shop.name);
    expect(screen.getByTestId('poster-code')).toHaveTextContent('SHOP-4321');
    expect(poster).toHaveTextContent('Scan with your phone camera to see our menu and order');
    expect(poster).toHaveTextContent('Chowk');
    const qr = screen.getByRole('img', { name: `QR code that opens ${url}` });

    const { container } = render(<QRCodeSVG value={url} {...POSTER_QR} />);
    const expected = qrPaths(container.querySelector('svg') as Element);
    expect(qrPaths(qr)).toEqual(expected);
    const { container: other } = render(<QRCodeSVG value={`${url}X`} {...POSTER_QR} />);
    expect(qrPaths(other.querySelector('svg') as Element)).not.toEqual(expected);
  });

  it('prints (A5 print rules) and shares', async () => {
    shopData();
    const print = jest.fn();
    window.print = print;
    const share = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { configurable: true, value: share });
    const { user } = renderShop('/shop/poster');
    await user.click(await screen.findByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
    expect(POSTER_PRINT_CSS).toContain('@page { size: A5 portrait;');
    await user.click(screen.getByRole('button', { name: 'Share Shop' }));
    expect(share).toHaveBeenCalledWith(expect.objectContaining({ url: `${window.location.origin}/customer/shop/SHOP-4321` }));
    delete (navigator as Partial<Navigator>).share;
  });

  it('a trial shop cannot be shared: it says so and offers registration', async () => {
    mockHttp({});
    renderShop('/shop/poster', { as: 'trial' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Shop poster' })).toBeInTheDocument();
    expect(screen.getByText(/A trial shop cannot be shared/)).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Register your shop' })).toHaveAttribute(
      'href',
      '/shop/onboarding?redirect-from=%2Fshop%2Fposter',
    );
  });
});
