import { useCallback, useEffect, useState } from 'react';
import type { Area, Category } from '@chowk/contracts';

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

type ChoicesState = { status: 'loading' | 'ready' | 'failed'; categories: Choice[]; districts: Choice[] };

async function fetchChoices(): Promise<ChoicesState> {
  try {
    const { listCategories, listAllAreas } = await import('@chowk/api-client');
    const [categories, areas]: [Category[], Area[]] = await Promise.all([listCategories(), listAllAreas()]);
    return {
      status: 'ready',
      categories: categories.map((c) => ({ value: c._id, label: c.name })),
      districts: areas
        .map((a) => ({ value: a._id, label: districtLabel(a) }))
        .sort((a, b) => a.label.localeCompare(b.label, 'en-IN')),
    };
  } catch {
    return { status: 'failed', categories: [], districts: [] };
  }
}

/** The shop categories and districts from the API (signup and settings pick from them). */
export function useShopChoices(enabled = true) {
  const [state, setState] = useState<ChoicesState>({ status: 'loading', categories: [], districts: [] });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    void fetchChoices().then((next) => live && setState(next));
    return () => {
      live = false;
    };
  }, [enabled, attempt]);
  const retry = useCallback(() => {
    setState((s) => ({ ...s, status: 'loading' }));
    setAttempt((n) => n + 1);
  }, []);
  return { ...state, retry };
}
