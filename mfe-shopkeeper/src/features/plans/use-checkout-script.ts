import { useEffect, useState } from 'react';
import { useGetPaymentConfigQuery } from '../../store/payment.api';

export type ScriptState = 'loading' | 'ready' | 'failed';

/** The gateway's script, added to the page once per address; a failed load is forgotten, so Retry adds it again. */
const scripts = new Map<string, Promise<void>>();

function loadScript(url: string): Promise<void> {
  let loading = scripts.get(url);
  if (!loading) {
    loading = new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = url;
      script.async = true;
      script.onload = () => resolve();
      script.onerror = () => reject(new Error('The payment script did not load'));
      document.head.appendChild(script);
    });
    loading.catch(() => scripts.delete(url));
    scripts.set(url, loading);
  }
  return loading;
}

/** Forgets the loaded script (tests: each starts with none). */
export function forgetCheckoutScript(): void {
  scripts.clear();
}

/**
 * The pay button waits until the provider's script has loaded: its address comes from
 * GET /api/payment/config (the payment api's cache), then the script is added to the page.
 */
export function useCheckoutScript(): { state: ScriptState; sandbox: boolean; retry: () => void } {
  const config = useGetPaymentConfigQuery();
  const url = config.data?.checkoutScriptUrl;
  const [loaded, setLoaded] = useState<{ url: string; attempt: number; state: ScriptState } | null>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!url) return;
    let live = true;
    loadScript(url).then(
      () => live && setLoaded({ url, attempt, state: 'ready' }),
      () => live && setLoaded({ url, attempt, state: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [url, attempt]);

  const scriptState = loaded && loaded.url === url && loaded.attempt === attempt ? loaded.state : 'loading';
  const state: ScriptState =
    config.isError && !config.isFetching ? 'failed' : url && !config.isFetching ? scriptState : 'loading';
  return {
    state,
    // Said once the gateway's script is in, as the pay button is.
    sandbox: state === 'ready' && Boolean(config.data?.sandbox),
    retry: () => {
      if (config.isError) void config.refetch();
      else setAttempt((a) => a + 1);
    },
  };
}
