import { useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { CUSTOMER_LIMITS } from '@chowk/contracts';
import type { DirectoryQuery } from './use-shop-directory';

/** The filters as the page holds them, and as the URL query carries them (ids for the selects). */
export interface DirectoryFilters {
  name: string;
  category: string;
  state: string;
  city: string;
  district: string;
}

export const FILTER_KEYS = [
  'name',
  'category',
  'state',
  'city',
  'district',
] as const satisfies readonly (keyof DirectoryFilters)[];

export const NO_FILTERS: DirectoryFilters = { name: '', category: '', state: '', city: '', district: '' };

export function filtersFromParams(params: URLSearchParams): DirectoryFilters {
  return {
    name: params.get('name') ?? '',
    category: params.get('category') ?? '',
    state: params.get('state') ?? '',
    city: params.get('city') ?? '',
    district: params.get('district') ?? '',
  };
}

/** The list request's filters: the name trimmed, empty ones left out (the client drops them). */
export const queryFromFilters = (f: DirectoryFilters): DirectoryQuery => ({
  name: f.name.trim() || undefined,
  category_id: f.category || undefined,
  state_id: f.state || undefined,
  city_id: f.city || undefined,
  district_id: f.district || undefined,
});

const sameFilters = (a: DirectoryFilters, b: DirectoryFilters) => FILTER_KEYS.every((k) => a[k] === b[k]);

/**
 * The directory's filters. What the customer types or picks shows at once; 300 ms after the last
 * change (docs/product.md §9) the filters go to the URL query (replacing the entry, so Back leaves the page
 * rather than stepping through keystrokes) and to the list. A reload, or Back from a shop, finds
 * them in the URL. Other query parameters (redirect-from) are kept.
 */
export function useDirectoryFilters() {
  const [params, setParams] = useSearchParams();
  const [filters, setFilters] = useState<DirectoryFilters>(() => filtersFromParams(params));
  const [applied, setApplied] = useState<DirectoryFilters>(filters);
  const paramsRef = useRef(params);
  useEffect(() => {
    paramsRef.current = params;
  }, [params]);

  useEffect(() => {
    if (sameFilters(filters, applied)) return;
    const timer = setTimeout(() => {
      setApplied(filters);
      const next = new URLSearchParams(paramsRef.current);
      for (const k of FILTER_KEYS) {
        const value = k === 'name' ? filters[k].trim() : filters[k];
        if (value) next.set(k, value);
        else next.delete(k);
      }
      setParams(next, { replace: true });
    }, CUSTOMER_LIMITS.directoryDebounceMs);
    return () => clearTimeout(timer);
  }, [filters, applied, setParams]);

  const query = useMemo(() => queryFromFilters(applied), [applied]);
  const active = FILTER_KEYS.some((k) => filters[k].trim() !== '');
  return { filters, setFilters, query, active };
}
