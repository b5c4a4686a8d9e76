import { useEffect, useState } from 'react';
import type { PaymentConfigView } from '@chowk/contracts';

export type ScriptState = 'loading' | 'ready' | 'failed';

let loaded: Promise<PaymentConfigView> | null = null;

/** Loads the gateway's checkout script once per page (its URL from GET /api/payment/config). */
export function loadCheckoutScript(): Promise<PaymentConfigView> {
  loaded ??= (async () => {
    const { getPaymentConfig } = await import('@chowk/api-client');
    const config = await getPaymentConfig();
    const { checkoutScriptUrl } = config;
    await new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = checkoutScriptUrl;
      script.async = true;
      script.onload = () => resolve();
      script.onerror = () => reject(new Error('The payment script did not load'));
      document.head.appendChild(script);
    });
    return config;
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
export function useCheckoutScript(): { state: ScriptState; sandbox: boolean; retry: () => void } {
  const [state, setState] = useState<ScriptState>('loading');
  const [sandbox, setSandbox] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    loadCheckoutScript().then(
      (config) => {
        if (!live) return;
        setSandbox(config.sandbox);
        setState('ready');
      },
      () => live && setState('failed'),
    );
    return () => {
      live = false;
    };
  }, [attempt]);
  return {
    state,
    sandbox,
    retry: () => {
      setState('loading');
      setAttempt((a) => a + 1);
    },
  };
}
