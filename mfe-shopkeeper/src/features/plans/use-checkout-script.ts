import { useEffect, useState } from 'react';

export type ScriptState = 'loading' | 'ready' | 'failed';

let loaded: Promise<void> | null = null;

/** Loads the gateway's checkout script once per page (its URL from GET /api/payment/config). */
export function loadCheckoutScript(): Promise<void> {
  loaded ??= (async () => {
    const { getPaymentConfig } = await import('@chowk/api-client');
    const { checkoutScriptUrl } = await getPaymentConfig();
    await new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = checkoutScriptUrl;
      script.async = true;
      script.onload = () => resolve();
      script.onerror = () => reject(new Error('The payment script did not load'));
      document.head.appendChild(script);
    });
  })().catch((error: unknown) => {
    loaded = null; // a retry loads it again
    throw error;
  });
  return loaded;
}

/** Forgets the loaded script (tests: each starts with none). */
export function forgetCheckoutScript(): void {
  loaded = null;
}

/** Spec §4: the pay button waits until the provider's script has loaded. */
export function useCheckoutScript(): { state: ScriptState; retry: () => void } {
  const [state, setState] = useState<ScriptState>('loading');
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    loadCheckoutScript().then(
      () => live && setState('ready'),
      () => live && setState('failed'),
    );
    return () => {
      live = false;
    };
  }, [attempt]);
  return {
    state,
    retry: () => {
      setState('loading');
      setAttempt((a) => a + 1);
    },
  };
}
