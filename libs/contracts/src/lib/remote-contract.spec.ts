import { joinRoutePath, remoteDefinitionProblems, routeMatchScore } from './remote-contract';

const valid = {
  contract: 1,
  name: 'mfe_admin',
  label: 'admin pages',
  defaultPrefix: '/admin',
  routes: [{ path: '*', module: './AdminRoutes', frame: 'sidebar' }],
  sidebar: { label: 'Admin', session: 'admin', nav: [{ to: 'area', label: 'Area Management', order: 20 }] },
  widgets: { footer: './Footer' },
};

describe('the remote contract', () => {
  it('accepts a valid declaration', () => {
    expect(remoteDefinitionProblems(valid, ['./AdminRoutes', './Footer'])).toEqual([]);
  });

  it('names every problem by its field', () => {
    expect(
      remoteDefinitionProblems(
        {
          ...valid,
          contract: 2,
          defaultPrefix: 'admin',
          routes: [{ path: '/abs', module: 'AdminRoutes', frame: 'modal', session: 'root' }],
          sidebar: { label: 'Admin', session: 'root', nav: [{ to: 'x' }] },
        },
        ['./AdminRoutes'],
      ),
    ).toEqual([
      'contract is 2, this shell reads contract 1',
      'defaultPrefix must start with /',
      'routes[0].path must be a relative path',
      'routes[0].module must name an exposed module',
      'routes[0].frame must be site or sidebar',
      'routes[0].session must be admin or user',
      'sidebar.session must be admin or user',
      'sidebar.nav[0] needs to, label and order',
      'widgets.footer ./Footer is not exposed',
    ]);
    expect(remoteDefinitionProblems(null)).toEqual(['the declaration is not an object']);
  });

  it('checks what a page prefetches: relative paths, /api/ reads, no parameter the path lacks', () => {
    const prefetch = [{ path: 'shop/:code', api: '/api/shops/by-code/:code?include=menu' }];
    expect(remoteDefinitionProblems({ ...valid, prefetch }, ['./AdminRoutes', './Footer'])).toEqual([]);
    expect(
      remoteDefinitionProblems(
        {
          ...valid,
          prefetch: [
            { path: '/shop/:code', api: 'https://elsewhere.example/x' },
            { path: 'shop/*', api: '/api/shops/:id' },
            { path: 'shop' },
          ],
        },
        ['./AdminRoutes', './Footer'],
      ),
    ).toEqual([
      'prefetch[0].path must be a relative path without *',
      'prefetch[0].api must be an /api/ path',
      'prefetch[1].path must be a relative path without *',
      'prefetch[1].api uses :id, which path does not name',
      'prefetch[2] needs path and api',
    ]);
    expect(remoteDefinitionProblems({ ...valid, prefetch: {} })).toContain('prefetch must be a list');
  });

  it.each([
    ['/', '', '/'],
    ['/', 'about', '/about'],
    ['/admin', '*', '/admin/*'],
    ['/admin/', 'area', '/admin/area'],
    ['/', 'shop/*', '/shop/*'],
  ])('joins %s and %s into %s', (prefix, path, joined) => {
    expect(joinRoutePath(prefix, path)).toBe(joined);
  });

  it.each([
    ['/', '/', 2],
    ['/about', '/about', 2],
    ['/about', '/about/', 2],
    ['/about', '/terms', 0],
    ['/admin/*', '/admin/area', 1],
    ['/admin/*', '/admin', 1],
    ['/admin/*', '/administrators', 0],
    ['/customer/shop/:code', '/customer/shop/SHOP-1234', 2],
    ['/*', '/anything/at/all', 1],
  ] as const)('%s matches %s with score %i', (pattern, pathname, score) => {
    expect(routeMatchScore(pattern, pathname)).toBe(score);
  });
});
