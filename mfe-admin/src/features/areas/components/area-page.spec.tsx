import { screen, waitFor, within } from '@testing-library/react';
import { CONFIRM, emptyText, FAILURE, HTTP_MESSAGES, LIMITS, SUCCESS, VALIDATION } from '@chowk/contracts';
import { areas, bengaluru, bengaluruUrban, cities, karnataka, mysuru, states } from '../../../testing/fixtures';
import { fail, mockHttp, NEVER, ok, type Route } from '../../../testing/mock-http';
import { renderAdmin, resetAdminTestState, TEST_ADMIN_TOKEN } from '../../../testing/render-admin';

afterEach(resetAdminTestState);

type User = ReturnType<typeof renderAdmin>['user'];

const lists = (overrides: Record<string, Route> = {}): Record<string, Route> => ({
  'GET /areas/states': ok({ states }),
  'GET /areas/cities': ok({ cities }),
  'GET /areas/all': ok({ areas }),
  ...overrides,
});

const emptyLists = () =>
  lists({
    'GET /areas/states': ok({ states: [] }),
    'GET /areas/cities': ok({ cities: [] }),
    'GET /areas/all': ok({ areas: [] }),
  });

async function showTab(user: User, name: 'Hierarchy View' | 'States' | 'Cities' | 'Districts') {
  await user.click(screen.getByRole('tab', { name }));
  expect(screen.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
}

async function rowAction(user: User, name: string, action: 'Edit' | 'Delete') {
  const row = screen.getByRole('row', { name: new RegExp(`^${name}`) });
  await user.click(within(row).getByLabelText(`Actions for ${name}`));
  await user.click(within(row).getByRole('menuitem', { name: action }));
}

const submit = (user: User, dialog: HTMLElement, label: 'Create' | 'Update' = 'Create') =>
  user.click(within(dialog).getByRole('button', { name: label }));

describe('Admin Area Management page', () => {
  it('shows a 5-row skeleton while the hierarchy loads', () => {
    mockHttp(lists({ 'GET /areas/all': NEVER }));
    renderAdmin('/admin/area');
    expect(screen.getAllByTestId('skeleton-row')).toHaveLength(LIMITS.skeletonRows);
  });

  it('shows the four counts and the hierarchy with its path', async () => {
    mockHttp(lists());
    renderAdmin('/admin/area');
    const row = await screen.findByRole('row', { name: /^Bengaluru Urban/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Bengaluru Urban', 'Bengaluru', 'KA', 'Karnataka › Bengaluru › Bengaluru Urban', expect.any(String)]);
    for (const header of ['District', 'City', 'State Code', 'Path']) {
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    expect(screen.getByText('Total States').nextSibling).toHaveTextContent('2');
    expect(screen.getByText('Total Cities').nextSibling).toHaveTextContent('3');
    expect(screen.getByText('Total Districts').nextSibling).toHaveTextContent('3');
    expect(screen.getByText('Total Areas').nextSibling).toHaveTextContent('3');
  });

  it('loads each list once, the districts only once (the hierarchy feeds the Districts tab, by name)', async () => {
    const http = mockHttp(lists());
    const { user } = renderAdmin('/admin/area');
    await screen.findByRole('row', { name: /^Bengaluru Urban/ });
    await showTab(user, 'Districts');
    const names = screen
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[0].textContent);
    expect(names).toEqual(['Bengaluru Urban', 'Haveli', 'Mysuru District']);
    const gets = http.calls.filter((c) => c.method === 'GET').map((c) => c.url);
    expect(gets.sort()).toEqual(['/areas/all', '/areas/cities', '/areas/states']);
  });

  it('resolves parents sent as plain ids from the lists it holds', async () => {
    const plain = { _id: 'd9', name: 'Chamarajanagar', cityId: mysuru._id };
    mockHttp(lists({ 'GET /areas/all': ok({ areas: [plain] }) }));
    renderAdmin('/admin/area');
    const row = await screen.findByRole('row', { name: /^Chamarajanagar/ });
    await waitFor(() => expect(row).toHaveTextContent('Karnataka › Mysuru › Chamarajanagar'));
  });

  it.each([
    ['Hierarchy View', emptyText('areas', 'area')],
    ['States', emptyText('states', 'state')],
    ['Cities', emptyText('cities', 'city')],
    ['Districts', emptyText('districts', 'district')],
  ] as const)('%s tab, nothing yet: "%s"', async (tab, text) => {
    mockHttp(emptyLists());
    const { user } = renderAdmin('/admin/area');
    await showTab(user, tab);
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it('uses the spec texts for the empty states', () => {
    expect(emptyText('states', 'state')).toBe('No states found. Create your first state!');
    expect(emptyText('areas', 'area')).toBe('No areas found. Create your first area!');
  });

  it.each([
    ['Hierarchy View', 'GET /areas/all', FAILURE.loadAreas],
    ['States', 'GET /areas/states', FAILURE.loadStates],
    ['Cities', 'GET /areas/cities', FAILURE.loadCities],
    // The Districts tab lists the hierarchy's districts (one request for both).
    ['Districts', 'GET /areas/all', FAILURE.loadDistricts],
  ] as const)('%s tab shows "%s" failing in a red box with Retry', async (tab, route, text) => {
    const http = mockHttp(lists({ [route]: fail(500) }));
    const { user } = renderAdmin('/admin/area');
    await showTab(user, tab);
    const title = await screen.findByText(text);
    expect(title.closest('.error-box')).toHaveTextContent(HTTP_MESSAGES.server);
    http.routes[route] = lists()[route];
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.queryByText(text)).not.toBeInTheDocument());
  });

  describe('search', () => {
    it('finds states by name or code', async () => {
      mockHttp(lists());
      const { user } = renderAdmin('/admin/area');
      await showTab(user, 'States');
      await screen.findByText('Maharashtra');
      await user.type(screen.getByPlaceholderText(/search/i), 'mh');
      expect(screen.getByText('Maharashtra')).toBeInTheDocument();
      expect(screen.queryByText('Karnataka')).not.toBeInTheDocument();
    });

    it("finds cities by their state's name or code", async () => {
      mockHttp(lists());
      const { user } = renderAdmin('/admin/area');
      await showTab(user, 'Cities');
      await screen.findByText('Pune');
      await user.type(screen.getByPlaceholderText(/search/i), 'karnataka');
      expect(screen.getByRole('row', { name: /^Bengaluru/ })).toBeInTheDocument();
      expect(screen.getByRole('row', { name: /^Mysuru/ })).toBeInTheDocument();
      expect(screen.queryByText('Pune')).not.toBeInTheDocument();
      await user.clear(screen.getByPlaceholderText(/search/i));
      await user.type(screen.getByPlaceholderText(/search/i), 'MH');
      expect(screen.getByText('Pune')).toBeInTheDocument();
      expect(screen.queryByRole('row', { name: /^Bengaluru/ })).not.toBeInTheDocument();
    });

    it("finds districts and hierarchy rows by their city's or state's name, and keeps the search across tabs", async () => {
      mockHttp(lists());
      const { user } = renderAdmin('/admin/area');
      await screen.findByRole('row', { name: /^Haveli/ });
      await user.type(screen.getByPlaceholderText(/search/i), 'pune');
      expect(screen.getByRole('row', { name: /^Haveli/ })).toBeInTheDocument();
      expect(screen.queryByRole('row', { name: /^Bengaluru Urban/ })).not.toBeInTheDocument();
      await showTab(user, 'Districts');
      expect(screen.getByRole('row', { name: /^Haveli/ })).toBeInTheDocument();
      expect(screen.queryByRole('row', { name: /^Mysuru District/ })).not.toBeInTheDocument();
      await user.clear(screen.getByPlaceholderText(/search/i));
      await user.type(screen.getByPlaceholderText(/search/i), 'maharashtra');
      expect(screen.getByRole('row', { name: /^Haveli/ })).toBeInTheDocument();
      await user.clear(screen.getByPlaceholderText(/search/i));
      await user.type(screen.getByPlaceholderText(/search/i), 'zzz');
      expect(screen.getByText('No districts found matching your search')).toBeInTheDocument();
    });
  });

  describe('State dialog', () => {
    it('upper-cases the code as typed', async () => {
      mockHttp(lists());
      const { user } = renderAdmin('/admin/area');
      await showTab(user, 'States');
      await user.click(screen.getByRole('button', { name: 'Add State' }));
      const code = within(screen.getByRole('dialog', { name: 'Add State' })).getByLabelText('State Code');
      await user.type(code, 'k');
      expect(code).toHaveValue('K');
      await user.type(code, 'a9');
      expect(code).toHaveValue('KA9');
    });

    it('shows every state message and sends nothing while invalid', async () => {
      const http = mockHttp(lists());
      const { user } = renderAdmin('/admin/area');
      await showTab(user, 'States');
      await user.click(screen.getByRole('button', { name: 'Add State' }));
      const dialog = screen.getByRole('dialog', { name: 'Add State' });
      const name = within(dialog).getByLabelText('State Name');
      const code = within(dialog).getByLabelText('State Code');

      await submit(user, dialog);
      expect(name).toHaveAccessibleDescription(VALIDATION.stateNameRequired);
      expect(code).toHaveAccessibleDescription(VALIDATION.stateCodeRequired);

      await user.type(name, 'n'.repeat(101));
      await user.type(code, 'abcdefghijk');
      await submit(user, dialog);
      expect(name).toHaveAccessibleDescription(VALIDATION.stateNameTooLong);
      expect(code).toHaveAccessibleDescription(VALIDATION.stateCodeTooLong);

      await user.clear(code);
      await user.type(code, 'ka-1');
      expect(code).toHaveValue('KA-1');
      await submit(user, dialog);
      expect(code).toHaveAccessibleDescription(VALIDATION.stateCodePattern);
      expect(http.calls.filter((c) => c.method !== 'GET')).toHaveLength(0);
    });

    it('creates a state with the admin token, closes and toasts', async () => {
      const created = { _id: '5a0000000000000000000009', name: 'Goa', code: 'GA' };
      const http = mockHttp(lists({ 'POST /areas/states': ok({ state: created }, 201) }));
      const { user } = renderAdmin('/admin/area');
      await showTab(user, 'States');
      await screen.findByText('Karnataka');
      await user.click(screen.getByRole('button', { name: 'Add State' }));
      const dialog = screen.getByRole('dialog', { name: 'Add State' });
      await user.type(within(dialog).getByLabelText('State Name'), ' Goa ');
      await user.type(within(dialog).getByLabelText('State Code'), 'ga');
      http.routes['GET /areas/states'] = ok({ states: [...states, created] });
      await submit(user, dialog);
      expect(await screen.findByText(SUCCESS.stateCreated)).toBeInTheDocument();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      const [post] = http.made('POST', '/areas/states');
      expect(post.data).toEqual({ name: 'Goa', code: 'GA' });
      expect(post.headers.Authorization).toBe(`Bearer ${TEST_ADMIN_TOKEN}`);
      expect(await screen.findByText('Goa')).toBeInTheDocument();
    });

    it('edits a state, and closing the dialog resets the edited item', async () => {
      const http = mockHttp(
        lists({ [`PUT /areas/states/${karnataka._id}`]: ok({ state: { ...karnataka, name: 'Karnataka State' } }) }),
      );
      const { user } = renderAdmin('/admin/area');
      await showTab(user, 'States');
      await screen.findByText('Karnataka');

      await rowAction(user, 'Karnataka', 'Edit');
      let dialog = screen.getByRole('dialog', { name: 'Edit State' });
      expect(within(dialog).getByLabelText('State Name')).toHaveValue('Karnataka');
      expect(within(dialog).getByLabelText('State Code')).toHaveValue('KA');
      await user.click(within(dialog).getByRole('button', { name: 'Close' }));
      await user.click(screen.getByRole('button', { name: 'Add State' }));
      dialog = screen.getByRole('dialog', { name: 'Add State' });
      expect(within(dialog).getByLabelText('State Name')).toHaveValue('');
      await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

      await rowAction(user, 'Karnataka', 'Edit');
      dialog = screen.getByRole('dialog', { name: 'Edit State' });
      await user.type(within(dialog).getByLabelText('State Name'), ' State');
      await submit(user, dialog, 'Update');
      expect(await screen.findByText(SUCCESS.stateUpdated)).toBeInTheDocument();
      expect(http.made('PUT', `/areas/states/${karnataka._id}`)[0].data).toEqual({ name: 'Karnataka State', code: 'KA' });
    });

    it("shows the server's 422 messages under their fields and stays open", async () => {
      mockHttp(
        lists({
          'POST /areas/states': fail(422, { message: 'Validation failed', errors: { code: VALIDATION.stateCodePattern } }),
        }),
      );
      const { user } = renderAdmin('/admin/area');
      await showTab(user, 'States');
      await user.click(screen.getByRole('button', { name: 'Add State' }));
      const dialog = screen.getByRole('dialog', { name: 'Add State' });
      await user.type(within(dialog).getByLabelText('State Name'), 'Goa');
      await user.type(within(dialog).getByLabelText('State Code'), 'GA');
      await submit(user, dialog);
      await waitFor(() =>
        expect(within(dialog).getByLabelText('State Code')).toHaveAccessibleDescription(VALIDATION.stateCodePattern),
      );
      expect(screen.getByRole('dialog', { name: 'Add State' })).toBeInTheDocument();
    });

    it('a failed save keeps the dialog and the typed values, with the failure text', async () => {
      const message = 'A state with this name or code already exists';
      mockHttp(lists({ 'POST /areas/states': fail(409, { message }) }));
      const { user } = renderAdmin('/admin/area');
      await showTab(user, 'States');
      await user.click(screen.getByRole('button', { name: 'Add State' }));
      const dialog = screen.getByRole('dialog', { name: 'Add State' });
      await user.type(within(dialog).getByLabelText('State Name'), 'Karnataka');
      await user.type(within(dialog).getByLabelText('State Code'), 'ka');
      await submit(user, dialog);
      const title = await within(dialog).findByText(FAILURE.create);
      expect(title.closest('.error-box')).toHaveTextContent(message);
      expect(within(dialog).getByLabelText('State Name')).toHaveValue('Karnataka');
      expect(within(dialog).getByLabelText('State Code')).toHaveValue('KA');
    });
  });

  describe('City dialog', () => {
    it('shows every city message', async () => {
      const http = mockHttp(lists());
      const { user } = renderAdmin('/admin/area');
      await showTab(user, 'Cities');
      await user.click(screen.getByRole('button', { name: 'Add City' }));
      const dialog = screen.getByRole('dialog', { name: 'Add City' });
      await submit(user, dialog);
      expect(within(dialog).getByLabelText('City Name')).toHaveAccessibleDescription(VALIDATION.cityNameRequired);
      expect(within(dialog).getByLabelText('State')).toHaveAccessibleDescription(VALIDATION.cityStateRequired);
      await user.type(within(dialog).getByLabelText('City Name'), 'c'.repeat(101));
      await submit(user, dialog);
      expect(within(dialog).getByLabelText('City Name')).toHaveAccessibleDescription(VALIDATION.cityNameTooLong);
      expect(http.calls.filter((c) => c.method !== 'GET')).toHaveLength(0);
    });

    it('creates a city in the chosen state', async () => {
      const created = { _id: '5b0000000000000000000009', name: 'Hubballi', stateId: karnataka };
      const http = mockHttp(lists({ 'POST /areas/cities': ok({ city: created }, 201) }));
      const { user } = renderAdmin('/admin/area');
      await showTab(user, 'Cities');
      await screen.findByText('Pune');
      await user.click(screen.getByRole('button', { name: 'Add City' }));
      const dialog = screen.getByRole('dialog', { name: 'Add City' });
      await user.type(within(dialog).getByLabelText('City Name'), 'Hubballi');
      await user.selectOptions(within(dialog).getByLabelText('State'), 'Karnataka');
      await submit(user, dialog);
      expect(await screen.findByText(SUCCESS.cityCreated)).toBeInTheDocument();
      expect(http.made('POST', '/areas/cities')[0].data).toEqual({ name: 'Hubballi', stateId: karnataka._id });
    });

    it('edits a city with its state preselected', async () => {
      const http = mockHttp(lists({ [`PUT /areas/cities/${bengaluru._id}`]: ok({ city: bengaluru }) }));
      const { user } = renderAdmin('/admin/area');
      await showTab(user, 'Cities');
      await screen.findByText('Pune');
      await rowAction(user, 'Bengaluru', 'Edit');
      const dialog = screen.getByRole('dialog', { name: 'Edit City' });
      expect(within(dialog).getByLabelText('State')).toHaveValue(karnataka._id);
      await submit(user, dialog, 'Update');
      expect(await screen.findByText(SUCCESS.cityUpdated)).toBeInTheDocument();
      expect(http.made('PUT', `/areas/cities/${bengaluru._id}`)[0].data).toEqual({ name: 'Bengaluru', stateId: karnataka._id });
    });

    it('update failure keeps the dialog open with the update failure text', async () => {
      mockHttp(lists({ [`PUT /areas/cities/${bengaluru._id}`]: fail(500) }));
      const { user } = renderAdmin('/admin/area');
      await showTab(user, 'Cities');
      await screen.findByText('Pune');
      await rowAction(user, 'Bengaluru', 'Edit');
      const dialog = screen.getByRole('dialog', { name: 'Edit City' });
      await submit(user, dialog, 'Update');
      expect(await within(dialog).findByText(FAILURE.update)).toBeInTheDocument();
    });
  });

  describe('District dialog', () => {
    it('shows every district message, and the cities as "City, STATECODE"', async () => {
      const http = mockHttp(lists());
      const { user } = renderAdmin('/admin/area');
      await showTab(user, 'Districts');
      await screen.findByText('Haveli');
      await user.click(screen.getByRole('button', { name: 'Add District' }));
      const dialog = screen.getByRole('dialog', { name: 'Add District' });
      expect(within(dialog).getByRole('option', { name: 'Bengaluru, KA' })).toBeInTheDocument();
      expect(within(dialog).getByRole('option', { name: 'Pune, MH' })).toBeInTheDocument();
      await submit(user, dialog);
      expect(within(dialog).getByLabelText('District Name')).toHaveAccessibleDescription(VALIDATION.districtNameRequired);
      expect(within(dialog).getByLabelText('City')).toHaveAccessibleDescription(VALIDATION.districtCityRequired);
      await user.type(within(dialog).getByLabelText('District Name'), 'd'.repeat(101));
      await submit(user, dialog);
      expect(within(dialog).getByLabelText('District Name')).toHaveAccessibleDescription(VALIDATION.districtNameTooLong);
      expect(http.calls.filter((c) => c.method !== 'GET')).toHaveLength(0);
    });

    it('creates a district from the hierarchy tab', async () => {
      const http = mockHttp(
        lists({ 'POST /areas/districts': ok({ district: { _id: 'd1', name: 'Anekal', cityId: bengaluru._id } }, 201) }),
      );
      const { user } = renderAdmin('/admin/area');
      await screen.findByRole('row', { name: /^Haveli/ });
      await user.click(screen.getByRole('button', { name: 'Add District' }));
      const dialog = screen.getByRole('dialog', { name: 'Add District' });
      await user.type(within(dialog).getByLabelText('District Name'), 'Anekal');
      await user.selectOptions(within(dialog).getByLabelText('City'), 'Bengaluru, KA');
      await submit(user, dialog);
      expect(await screen.findByText(SUCCESS.districtCreated)).toBeInTheDocument();
      expect(http.made('POST', '/areas/districts')[0].data).toEqual({ name: 'Anekal', cityId: bengaluru._id });
    });

    it('edits a district from the hierarchy view', async () => {
      const http = mockHttp(lists({ [`PUT /areas/districts/${bengaluruUrban._id}`]: ok({ district: bengaluruUrban }) }));
      const { user } = renderAdmin('/admin/area');
      await screen.findByRole('row', { name: /^Haveli/ });
      await rowAction(user, 'Bengaluru Urban', 'Edit');
      const dialog = screen.getByRole('dialog', { name: 'Edit District' });
      expect(within(dialog).getByLabelText('City')).toHaveValue(bengaluru._id);
      await user.clear(within(dialog).getByLabelText('District Name'));
      await user.type(within(dialog).getByLabelText('District Name'), 'Bangalore Urban');
      await submit(user, dialog, 'Update');
      expect(await screen.findByText(SUCCESS.districtUpdated)).toBeInTheDocument();
      expect(http.made('PUT', `/areas/districts/${bengaluruUrban._id}`)[0].data).toEqual({
        name: 'Bangalore Urban',
        cityId: bengaluru._id,
      });
    });
  });

  describe('delete', () => {
    it.each([
      ['States', 'Karnataka', 'Delete State', CONFIRM.deleteState],
      ['Cities', 'Mysuru', 'Delete City', CONFIRM.deleteCity],
      ['Districts', 'Haveli', 'Delete District', CONFIRM.deleteDistrict],
    ] as const)('%s: asks "%s"', async (tab, name, title, message) => {
      mockHttp(lists());
      const { user } = renderAdmin('/admin/area');
      await showTab(user, tab);
      await screen.findByRole('row', { name: new RegExp(`^${name}`) });
      await rowAction(user, name, 'Delete');
      expect(within(screen.getByRole('dialog', { name: title })).getByText(message)).toBeInTheDocument();
    });

    it('deleting a state refetches every list (the server cascades)', async () => {
      const http = mockHttp(lists({ [`DELETE /areas/states/${karnataka._id}`]: ok({ message: SUCCESS.stateDeleted }) }));
      const { user } = renderAdmin('/admin/area');
      await showTab(user, 'States');
      await screen.findByText('Karnataka');
      const gets = (url: string) => http.made('GET', url).length;
      const before = ['/areas/states', '/areas/cities', '/areas/all'].map(gets);
      // What the server answers after its cascade.
      http.routes['GET /areas/states'] = ok({ states: states.slice(1) });
      http.routes['GET /areas/cities'] = ok({ cities: cities.slice(2) });
      http.routes['GET /areas/all'] = ok({ areas: areas.slice(2) });

      await rowAction(user, 'Karnataka', 'Delete');
      const dialog = screen.getByRole('dialog', { name: 'Delete State' });
      await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
      expect(await screen.findByText(SUCCESS.stateDeleted)).toBeInTheDocument();
      expect(http.made('DELETE', `/areas/states/${karnataka._id}`)[0].headers.Authorization).toBe(`Bearer ${TEST_ADMIN_TOKEN}`);
      await waitFor(() => expect(['/areas/states', '/areas/cities', '/areas/all'].map(gets)).toEqual(before.map((n) => n + 1)));
      await waitFor(() => expect(screen.queryByText('Karnataka')).not.toBeInTheDocument());
      await showTab(user, 'Hierarchy View');
      expect(screen.queryByRole('row', { name: /^Bengaluru Urban/ })).not.toBeInTheDocument();
      expect(screen.getByRole('row', { name: /^Haveli/ })).toBeInTheDocument();
      expect(screen.getByText('Total Cities').nextSibling).toHaveTextContent('1');
    });

    it('a failed delete keeps the confirmation open with the failure text', async () => {
      mockHttp(lists({ [`DELETE /areas/districts/${bengaluruUrban._id}`]: fail(404, { message: 'District not found' }) }));
      const { user } = renderAdmin('/admin/area');
      await screen.findByRole('row', { name: /^Haveli/ });
      await rowAction(user, 'Bengaluru Urban', 'Delete');
      const dialog = screen.getByRole('dialog', { name: 'Delete District' });
      await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
      expect(await within(dialog).findByText(FAILURE.delete)).toBeInTheDocument();
    });
  });
});
