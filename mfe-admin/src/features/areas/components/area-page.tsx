import { useMemo, useState, type ReactNode } from 'react';
import { CONFIRM, emptyText, FAILURE, SUCCESS, type City, type District, type State } from '@chowk/contracts';
import { useAppDispatch, useAppSelector } from '@chowk/store';
import { useListAreasQuery, useListCitiesQuery, useListStatesQuery } from '@chowk/store/query';
import { Button, DataTable, StatCard, Tabs, type Column, type RowActions } from '@chowk/ui';
import { useDeleteCityMutation, useDeleteDistrictMutation, useDeleteStateMutation } from '../../../store/admin.api';
import { areaSearchChanged, areaTabChanged, selectAreaSearch, selectAreaTab, type AreaTab } from '../../../store/admin.slice';
import { DeleteDialog } from '../../shared/components/delete-dialog';
import { FailureBox } from '../../shared/components/failure-box';
import { SearchBox } from '../../shared/components/search-box';
import { failureOf } from '../../shared/utils/failure';
import { searchEmptyText } from '../../shared/utils/search';
import {
  areaPath,
  byId,
  cityMatches,
  sortByName,
  districtMatches,
  resolveCity,
  resolveDistrict,
  stateMatches,
  type CityRow,
  type DistrictRow,
} from '../utils/area-rows';
import { CityDialog } from './city-dialog';
import { DistrictDialog } from './district-dialog';
import { StateDialog } from './state-dialog';

const TABS: ReadonlyArray<{ id: AreaTab; label: string }> = [
  { id: 'hierarchy', label: 'Hierarchy View' },
  { id: 'states', label: 'States' },
  { id: 'cities', label: 'Cities' },
  { id: 'districts', label: 'Districts' },
];

const HIERARCHY_COLUMNS: ReadonlyArray<Column<DistrictRow>> = [
  { header: 'District', cell: (r) => r.district.name, className: 'admin-name-cell' },
  { header: 'City', cell: (r) => r.city?.name ?? '—' },
  { header: 'State Code', cell: (r) => <span className="mono">{r.state?.code ?? '—'}</span> },
  { header: 'Path', cell: (r) => areaPath(r) },
];
const STATE_COLUMNS: ReadonlyArray<Column<State>> = [
  { header: 'Name', cell: (s) => s.name, className: 'admin-name-cell' },
  { header: 'Code', cell: (s) => <span className="mono">{s.code}</span> },
];
const CITY_COLUMNS: ReadonlyArray<Column<CityRow>> = [
  { header: 'Name', cell: (r) => r.city.name, className: 'admin-name-cell' },
  { header: 'State', cell: (r) => r.state?.name ?? '—' },
];
const DISTRICT_COLUMNS: ReadonlyArray<Column<DistrictRow>> = [
  { header: 'Name', cell: (r) => r.district.name, className: 'admin-name-cell' },
  { header: 'City', cell: (r) => r.city?.name ?? '—' },
  { header: 'State', cell: (r) => r.state?.name ?? '—' },
];

type Editor = { kind: 'state'; item?: State } | { kind: 'city'; item?: City } | { kind: 'district'; item?: District } | null;
type Deleting = { kind: 'state'; item: State } | { kind: 'city'; item: City } | { kind: 'district'; item: District } | null;

/** The delete confirmation of each level (docs/product.md §2); the server cascades to the children. */
const DELETE_TEXT = {
  state: { title: 'Delete State', message: CONFIRM.deleteState, success: SUCCESS.stateDeleted },
  city: { title: 'Delete City', message: CONFIRM.deleteCity, success: SUCCESS.cityDeleted },
  district: { title: 'Delete District', message: CONFIRM.deleteDistrict, success: SUCCESS.districtDeleted },
} as const;

/** /admin/area: the state › city › district hierarchy, searchable, with a tab per level. */
export function AreaPage() {
  const dispatch = useAppDispatch();
  const search = useAppSelector(selectAreaSearch);
  const tab = useAppSelector(selectAreaTab);
  const states = useListStatesQuery();
  const cities = useListCitiesQuery();
  const areas = useListAreasQuery();
  // One request for the districts: the hierarchy (every district with its city and state) also
  // feeds the Districts tab and its count, sorted by name there.
  const districts = areas;
  const [deleteState] = useDeleteStateMutation();
  const [deleteCity] = useDeleteCityMutation();
  const [deleteDistrict] = useDeleteDistrictMutation();
  const [editor, setEditor] = useState<Editor>(null);
  const [deleting, setDeleting] = useState<Deleting>(null);
  const removers = { state: deleteState, city: deleteCity, district: deleteDistrict };

  const statesById = useMemo(() => byId(states.data), [states.data]);
  const citiesById = useMemo(() => byId(cities.data), [cities.data]);
  const cityRows = useMemo(() => (cities.data ?? []).map((c) => resolveCity(c, statesById)), [cities.data, statesById]);
  const districtRows = useMemo(
    () => sortByName(districts.data).map((d) => resolveDistrict(d, citiesById, statesById)),
    [districts.data, citiesById, statesById],
  );
  const areaRows = useMemo(
    () => (areas.data ?? []).map((a) => resolveDistrict(a, citiesById, statesById)),
    [areas.data, citiesById, statesById],
  );

  const stateOptions = useMemo(() => (states.data ?? []).map((s) => ({ value: s._id, label: s.name })), [states.data]);
  const cityOptions = useMemo(
    () => cityRows.map((r) => ({ value: r.city._id, label: r.state?.code ? `${r.city.name}, ${r.state.code}` : r.city.name })),
    [cityRows],
  );

  const searching = search.trim() !== '';
  const empty = (things: string, thing: string) => (searching ? searchEmptyText(things) : emptyText(things, thing));
  const isLoading = (q: { isLoading: boolean; isError: boolean; isFetching: boolean }) =>
    q.isLoading || (q.isError && q.isFetching);
  const count = (q: { isLoading: boolean; isError: boolean; data?: readonly unknown[] }) =>
    q.isLoading || q.isError || !q.data ? '—' : q.data.length;

  const districtActions: RowActions<DistrictRow> = {
    label: (r) => r.district.name,
    onEdit: (r) => setEditor({ kind: 'district', item: r.district }),
    onDelete: (r) => setDeleting({ kind: 'district', item: r.district }),
  };
  /** A failed list: the red box with the list's failure text and Retry. */
  const failed = (q: { isError: boolean; error?: unknown; refetch: () => unknown }, title: string) =>
    q.isError && <FailureBox failure={failureOf(q.error, title)} onRetry={() => void q.refetch()} />;

  const panels: Record<AreaTab, { add: string; onAdd: () => void; table: ReactNode }> = {
    hierarchy: {
      // A row of the hierarchy is a district, so adding one adds a district.
      add: 'Add District',
      onAdd: () => setEditor({ kind: 'district' }),
      table: (
        <DataTable
          caption="Area hierarchy"
          columns={HIERARCHY_COLUMNS}
          rows={areaRows.filter((r) => districtMatches(search, r))}
          rowKey={(r) => r.district._id}
          loading={isLoading(areas)}
          failure={failed(areas, FAILURE.loadAreas)}
          emptyText={empty('areas', 'area')}
          actions={districtActions}
        />
      ),
    },
    states: {
      add: 'Add State',
      onAdd: () => setEditor({ kind: 'state' }),
      table: (
        <DataTable
          caption="States"
          columns={STATE_COLUMNS}
          rows={(states.data ?? []).filter((s) => stateMatches(search, s))}
          rowKey={(s) => s._id}
          loading={isLoading(states)}
          failure={failed(states, FAILURE.loadStates)}
          emptyText={empty('states', 'state')}
          actions={{
            label: (s) => s.name,
            onEdit: (item) => setEditor({ kind: 'state', item }),
            onDelete: (item) => setDeleting({ kind: 'state', item }),
          }}
        />
      ),
    },
    cities: {
      add: 'Add City',
      onAdd: () => setEditor({ kind: 'city' }),
      table: (
        <DataTable
          caption="Cities"
          columns={CITY_COLUMNS}
          rows={cityRows.filter((r) => cityMatches(search, r))}
          rowKey={(r) => r.city._id}
          loading={isLoading(cities)}
          failure={failed(cities, FAILURE.loadCities)}
          emptyText={empty('cities', 'city')}
          actions={{
            label: (r) => r.city.name,
            onEdit: (r) => setEditor({ kind: 'city', item: r.city }),
            onDelete: (r) => setDeleting({ kind: 'city', item: r.city }),
          }}
        />
      ),
    },
    districts: {
      add: 'Add District',
      onAdd: () => setEditor({ kind: 'district' }),
      table: (
        <DataTable
          caption="Districts"
          columns={DISTRICT_COLUMNS}
          rows={districtRows.filter((r) => districtMatches(search, r))}
          rowKey={(r) => r.district._id}
          loading={isLoading(districts)}
          failure={failed(districts, FAILURE.loadDistricts)}
          emptyText={empty('districts', 'district')}
          actions={districtActions}
        />
      ),
    },
  };
  const panel = panels[tab];
  const close = () => setEditor(null);

  return (
    <section className="admin-page" aria-labelledby="admin-area-title">
      <header className="page-header">
        <div>
          <h1 id="admin-area-title">Area Management</h1>
          <p>States, their cities and the cities&apos; districts, where shops are located.</p>
        </div>
      </header>

      <div className="toolbar">
        <SearchBox
          label="Search areas"
          placeholder="Search by name or code..."
          value={search}
          onChange={(v) => dispatch(areaSearchChanged(v))}
        />
      </div>

      <div className="stat-grid">
        <StatCard label="Total States" value={count(states)} />
        <StatCard label="Total Cities" value={count(cities)} />
        <StatCard label="Total Districts" value={count(districts)} />
        <StatCard label="Total Areas" value={count(areas)} />
      </div>

      <Tabs label="Area views" tabs={TABS} active={tab} onChange={(t) => dispatch(areaTabChanged(t))} />
      <div role="tabpanel" aria-labelledby={`tab-${tab}`} className="admin-tabpanel">
        <div className="admin-panel-actions">
          <Button onClick={panel.onAdd}>{panel.add}</Button>
        </div>
        {panel.table}
      </div>

      {editor?.kind === 'state' && <StateDialog state={editor.item} onClose={close} />}
      {editor?.kind === 'city' && <CityDialog city={editor.item} stateOptions={stateOptions} onClose={close} />}
      {editor?.kind === 'district' && <DistrictDialog district={editor.item} cityOptions={cityOptions} onClose={close} />}

      {deleting && (
        <DeleteDialog
          title={DELETE_TEXT[deleting.kind].title}
          message={DELETE_TEXT[deleting.kind].message}
          onConfirm={() => removers[deleting.kind](deleting.item._id).unwrap()}
          successText={DELETE_TEXT[deleting.kind].success}
          failureText={FAILURE.delete}
          onClose={() => setDeleting(null)}
        />
      )}
    </section>
  );
}
