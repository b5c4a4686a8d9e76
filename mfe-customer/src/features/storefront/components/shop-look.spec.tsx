import { screen, within } from '@testing-library/react';
import { mockHttp } from '@chowk/api-client/testing';
import { contrastRatio, themePalette } from '@chowk/contracts';
import { chai, coffee, samosa, kachori, shop, shopRoutes } from '../../../testing/fixtures';
import { renderCustomer, resetCustomerTestState } from '../../../testing/render-customer';

afterEach(resetCustomerTestState);

const branded = {
  ...shop,
  branding: {
    logo_url: '/api/images/aa0000000000000000000001',
    banner_url: '/api/images/aa0000000000000000000002',
    theme_color: '#fbbf24',
  },
};
const withImage = { ...chai, image_url: '/api/images/aa0000000000000000000003' };

const open = async () => screen.findByRole('heading', { level: 1, name: 'Sharma Tea Stall' });

describe("a shop's look on the storefront", () => {
  it('shows the banner and the logo with alt text, and sets the colour readable on the page', async () => {
    mockHttp(shopRoutes(branded));
    renderCustomer('/customer/shop/SHOP-1234');
    await open();
    expect(screen.getByRole('img', { name: 'Sharma Tea Stall banner' })).toHaveAttribute('src', branded.branding.banner_url);
    const logo = screen.getByRole('img', { name: 'Sharma Tea Stall logo' });
    expect(logo).toHaveAttribute('src', branded.branding.logo_url);
    expect(logo).toHaveAttribute('width', '56');
    const main = screen.getByRole('main');
    const primary = main.style.getPropertyValue('--c-primary');
    // Amber is too light for white text: darkened to AA on the page.
    expect(primary).toBe(themePalette('#fbbf24').primary);
    expect(contrastRatio(primary, '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });

  it('shows item images lazily with the item name as alt, and a neutral placeholder for an item without one', async () => {
    mockHttp(shopRoutes(branded, [withImage, coffee, samosa, kachori]));
    renderCustomer('/customer/shop/SHOP-1234');
    await open();
    const image = screen.getByRole('img', { name: 'Masala Chai' });
    expect(image).toHaveAttribute('src', withImage.image_url);
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('width', '64');
    expect(image).toHaveAttribute('height', '64');
    const coffeeRow = screen.getByRole('heading', { level: 3, name: 'Filter Coffee' }).closest('li') as HTMLElement;
    expect(within(coffeeRow).queryByRole('img')).not.toBeInTheDocument();
    expect(within(coffeeRow).getByTestId('item-image-placeholder')).toHaveAttribute('aria-hidden', 'true');
  });

  it("a sold-out item's image is in grey; an item for sale keeps its colours", async () => {
    const soldOut = { ...kachori, image_url: '/api/images/aa0000000000000000000004' };
    mockHttp(shopRoutes(branded, [withImage, soldOut]));
    renderCustomer('/customer/shop/SHOP-1234');
    await open();
    expect(screen.getByRole('img', { name: 'Kachori' })).toHaveStyle({ filter: 'grayscale(1)' });
    expect(screen.getByRole('img', { name: 'Masala Chai' }).style.filter).toBe('');
  });

  it('a shop without a look or images is unchanged: no images, no placeholders, no colour', async () => {
    mockHttp(
      shopRoutes({ ...shop, branding: { logo_url: null, banner_url: null, theme_color: null } }, [
        { ...chai, image_url: null },
        coffee,
      ]),
    );
    renderCustomer('/customer/shop/SHOP-1234');
    await open();
    expect(screen.queryAllByRole('img')).toEqual([]);
    expect(screen.queryByTestId('item-image-placeholder')).not.toBeInTheDocument();
    expect(screen.getByRole('main').style.getPropertyValue('--c-primary')).toBe('');
  });
});
