import { useCallback, useMemo } from 'react';
import type { Area } from '@chowk/contracts';
import { useListAreasQuery, useListCategoriesQuery } from '@chowk/store/query';

export interface Choice {
  value: string;
  label: string;
}

/** "Indiranagar, Bengaluru, Karnataka": a district with its city and state, as people know it. */
export function districtLabel(area: Area): string {
  const city = typeof area.cityId === 'object' ? area.cityId : null;
  const state = city && typeof city.stateId === 'object' ? city.stateId : null;
  return [area.name, city?.name, state?.name].filter(Boolean).join(', ');
}

const NONE: Choice[] = [];

/**
 * The shop categories and districts (signup and settings pick from them), from the places api
 * every remote shares. `retry` reads both lists again (a failure, or a signup refused because a
 * category or district went away meanwhile).
 */
export function useShopChoices(enabled = true) {
  const categories = useListCategoriesQuery(undefined, { skip: !enabled });
  const areas = useListAreasQuery(undefined, { skip: !enabled });
  const categoryChoices = useMemo(
    () => categories.data?.map((c) => ({ value: c._id, label: c.name })) ?? NONE,
    [categories.data],
  );
  const districtChoices = useMemo(
    () =>
      areas.data
        ?.map((a) => ({ value: a._id, label: districtLabel(a) }))
        .sort((a, b) => a.label.localeCompare(b.label, 'en-IN')) ?? NONE,
    [areas.data],
  );
  const { refetch: refetchCategories } = categories;
  const { refetch: refetchAreas } = areas;
  const retry = useCallback(() => {
    if (!enabled) return;
    void refetchCategories();
    void refetchAreas();
  }, [enabled, refetchCategories, refetchAreas]);

  const status: 'loading' | 'ready' | 'failed' =
    categories.isFetching || areas.isFetching || !enabled
      ? 'loading'
      : categories.isError || areas.isError
        ? 'failed'
        : categories.data && areas.data
          ? 'ready'
          : 'loading';
  const ready = status === 'ready';
  return {
    status,
    categories: ready ? categoryChoices : NONE,
    districts: ready ? districtChoices : NONE,
    retry,
  };
}
