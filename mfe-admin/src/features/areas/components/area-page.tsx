import { useMemo, useState, type ReactNode } from 'react';
import { CONFIRM, emptyText, FAILURE, SUCCESS, type City, type District, type State } from '@chowk/contracts';
import { useAppDispatch, useAppSelector } from '@chowk/store';
import { useListAreasQuery, useListCitiesQuery, useListStatesQuery } from '@chowk/store/query';
import { Button, DataTable, StatCard, Tabs, type Column, type RowActions } from '@chowk/ui';
import { useText } from '../../../i18n';
import { useDeleteCityMutation, useDeleteDistrictMutation, useDeleteStateMutation } from '../../../store/admin.api';
import { areaSearchChanged, areaTabChanged, selectAreaSearch, selectAreaTab, type AreaTab } from '../../../store/admin.slice';
import { DeleteDialog } from '../../shared/components/delete-dialog';
import { FailureBox } from '../../shared/components/failure-box';
import { SearchBox } from '../../shared/components/search-box';
import { failureOf } from '../../shared/utils/failure';
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

/** The tabs and each table's columns, in the user's language. */
function useAreaLayout() {
  const { t } = useText();
  return useMemo(() => {
    const h = {
      district: t('area.columns.district'),
      city: t('area.columns.city'),
      state: t('area.columns.state'),
      stateCode: t('area.columns.stateCode'),
      path: t('area.columns.path'),
      name: t('area.columns.name'),
      code: t('area.columns.code'),
    };
    const tabs: ReadonlyArray<{ id: AreaTab; label: string }> = [
      { id: 'hierarchy', label: t('area.tabs.hierarchy') },
      { id: 'states', label: t('area.tabs.states') },
      { id: 'cities', label: t('area.tabs.cities') },
      { id: 'districts', label: t('area.tabs.districts') },
    ];
    const hierarchy: ReadonlyArray<Column<DistrictRow>> = [
      { header: h.district, cell: (r) => r.district.name, className: 'admin-name-cell' },
      { header: h.city, cell: (r) => r.city?.name ?? '—' },
      { header: h.stateCode, cell: (r) => <span className="mono">{r.state?.code ?? '—'}</span> },
      { header: h.path, cell: (r) => areaPath(r) },
    ];
    const states: ReadonlyArray<Column<State>> = [
      { header: h.name, cell: (s) => s.name, className: 'admin-name-cell' },
      { header: h.code, cell: (s) => <span className="mono">{s.code}</span> },
    ];
    const cities: ReadonlyArray<Column<CityRow>> = [
      { header: h.name, cell: (r) => r.city.name, className: 'admin-name-cell' },
      { header: h.state, cell: (r) => r.state?.name ?? '—' },
    ];
    const districts: ReadonlyArray<Column<DistrictRow>> = [
      { header: h.name, cell: (r) => r.district.name, className: 'admin-name-cell' },
      { header: h.city, cell: (r) => r.city?.name ?? '—' },
      { header: h.state, cell: (r) => r.state?.name ?? '—' },
    ];
    return { tabs, columns: { hierarchy, states, cities, districts } };
  }, [t]);
}

type Editor = { kind: 'state'; item?: State } | { kind: 'city'; item?: City } | { kind: 'district'; item?: District } | null;
type Deleting = { kind: 'state'; item: State } | { kind: 'city'; item: City } | { kind: 'district'; item: District } | null;

/** The delete confirmation of each level (docs/product.md §2); the server cascades to the children. */
const DELETE_TEXT = {
  state: { message: CONFIRM.deleteState, success: SUCCESS.stateDeleted },
  city: { message: CONFIRM.deleteCity, success: SUCCESS.cityDeleted },
  district: { message: CONFIRM.deleteDistrict, success: SUCCESS.districtDeleted },
} as const;

/** /admin/area: the state › city › district hierarchy, searchable, with a tab per level. */
export function AreaPage() {
  const dispatch = useAppDispatch();
  const { t } = useText();
  const layout = useAreaLayout();
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
  // No hits for a search (the remote's words), or none at all (the contracts' text, shown translated by the table).
  const empty = {
    areas: searching ? t('area.searchEmpty.areas') : emptyText('areas', 'area'),
    states: searching ? t('area.searchEmpty.states') : emptyText('states', 'state'),
    cities: searching ? t('area.searchEmpty.cities') : emptyText('cities', 'city'),
    districts: searching ? t('area.searchEmpty.districts') : emptyText('districts', 'district'),
  };
  const deleteTitles = {
    state: t('area.delete.state'),
    city: t('area.delete.city'),
    district: t('area.delete.district'),
  };
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
      add: t('area.add.district'),
      onAdd: () => setEditor({ kind: 'district' }),
      table: (
        <DataTable
          caption={t('area.hierarchyCaption')}
          columns={layout.columns.hierarchy}
          rows={areaRows.filter((r) => districtMatches(search, r))}
          rowKey={(r) => r.district._id}
          loading={isLoading(areas)}
          failure={failed(areas, FAILURE.loadAreas)}
          emptyText={empty.areas}
          actions={districtActions}
        />
      ),
    },
    states: {
      add: t('area.add.state'),
      onAdd: () => setEditor({ kind: 'state' }),
      table: (
        <DataTable
          caption={t('area.tabs.states')}
          columns={layout.columns.states}
          rows={(states.data ?? []).filter((s) => stateMatches(search, s))}
          rowKey={(s) => s._id}
          loading={isLoading(states)}
          failure={failed(states, FAILURE.loadStates)}
          emptyText={empty.states}
          actions={{
            label: (s) => s.name,
            onEdit: (item) => setEditor({ kind: 'state', item }),
            onDelete: (item) => setDeleting({ kind: 'state', item }),
          }}
        />
      ),
    },
    cities: {
      add: t('area.add.city'),
      onAdd: () => setEditor({ kind: 'city' }),
      table: (
        <DataTable
          caption={t('area.tabs.cities')}
          columns={layout.columns.cities}
          rows={cityRows.filter((r) => cityMatches(search, r))}
          rowKey={(r) => r.city._id}
          loading={isLoading(cities)}
          failure={failed(cities, FAILURE.loadCities)}
          emptyText={empty.cities}
          actions={{
            label: (r) => r.city.name,
            onEdit: (r) => setEditor({ kind: 'city', item: r.city }),
            onDelete: (r) => setDeleting({ kind: 'city', item: r.city }),
          }}
        />
      ),
    },
    districts: {
      add: t('area.add.district'),
      onAdd: () => setEditor({ kind: 'district' }),
      table: (
        <DataTable
          caption={t('area.tabs.districts')}
          columns={layout.columns.districts}
          rows={districtRows.filter((r) => districtMatches(search, r))}
          rowKey={(r) => r.district._id}
          loading={isLoading(districts)}
          failure={failed(districts, FAILURE.loadDistricts)}
          emptyText={empty.districts}
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
          <h1 id="admin-area-title">{t('area.title')}</h1>
          <p>{t('area.intro')}</p>
        </div>
      </header>

      <div className="toolbar">
        <SearchBox
          label={t('area.search')}
          placeholder={t('area.searchPlaceholder')}
          value={search}
          onChange={(v) => dispatch(areaSearchChanged(v))}
        />
      </div>

      <div className="stat-grid">
        <StatCard label={t('area.stats.states')} value={count(states)} />
        <StatCard label={t('area.stats.cities')} value={count(cities)} />
        <StatCard label={t('area.stats.districts')} value={count(districts)} />
        <StatCard label={t('area.stats.areas')} value={count(areas)} />
      </div>

      <Tabs label={t('area.tabs.label')} tabs={layout.tabs} active={tab} onChange={(id) => dispatch(areaTabChanged(id))} />
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
          title={deleteTitles[deleting.kind]}
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
