import { Component, createElement, Suspense, use, useState, type ComponentType, type ReactNode } from 'react';
import { labelIn } from '@chowk/contracts';
import { Button, Spinner, useLanguage } from '@chowk/ui';
import { useShellText } from '../i18n';
import { isSharedModuleMismatch } from './federation-plugin';
import { remoteModuleThenable, remotesState, retryNeedsReload, type RemoteModuleThenable } from './remotes';

/** The remote's declaration, when it is known (its `label`, "admin pages", and `labels` in other languages). */
const declarationOf = (remote: string) => remotesState().remotes.find((r) => r.name === remote)?.info ?? null;

class RemoteBoundary extends Component<
  { fallback: (retry: () => void, error: unknown) => ReactNode; onRetry: () => void; children: ReactNode },
  { failed: boolean; error: unknown }
> {
  override state = { failed: false, error: null as unknown };
  static getDerivedStateFromError(error: unknown) {
    return { failed: true, error };
  }
  override componentDidCatch(error: unknown) {
    console.error('[shell] remote failed:', error);
  }
  retry = () => {
    this.setState({ failed: false, error: null });
    this.props.onRetry();
  };
  override render() {
    return this.state.failed ? this.props.fallback(this.retry, this.state.error) : this.props.children;
  }
}

/**
 * A remote's contained failure. A version mismatch names the module and both versions (Retry
 * helps once either side is redeployed); anything else is most likely the connection.
 */
export function RemoteUnavailable({ remote, onRetry, error }: { remote: string; onRetry: () => void; error?: unknown }) {
  const { t } = useShellText();
  const language = useLanguage();
  const declaration = declarationOf(remote);
  // "admin pages" in the chosen language; the remote's name when its declaration is unknown.
  const label = declaration ? labelIn(declaration, language) : t('remote.unknownLabel', { remote });
  return (
    <div className="error-box remote-error" role="alert" data-testid={`remote-error-${remote}`}>
      {isSharedModuleMismatch(error) ? (
        <span>
          {error.missingExports.length
            ? t('remote.missingExports', {
                label,
                module: error.module,
                exports: error.missingExports.join(', '),
                provided: error.provided,
              })
            : t('remote.versionMismatch', { label, module: error.module, required: error.required, provided: error.provided })}
        </span>
      ) : (
        <span>{t('remote.unavailable', { label })}</span>
      )}
      <Button variant="secondary" onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </div>
  );
}

/** Reads a loaded module synchronously (React `use` on a settled thenable does not suspend). */
function RemoteContent<P extends object>({ module, props }: { module: RemoteModuleThenable; props?: P }) {
  const { default: Component } = use(module as Promise<unknown>) as { default: ComponentType<P> };
  return createElement(Component, (props ?? {}) as P);
}

/**
 * Renders the default export of `remote/exposed` inside Suspense and an error boundary:
 * a remote that is down (at start-up or later) shows a contained error with Retry while
 * every other route keeps working.
 */
export function RemoteModule<P extends object>({
  remote,
  exposed,
  props,
  fallback = <Spinner />,
  quiet = false,
}: {
  remote: string;
  /** The exposed module, as the remote declares it (`./AdminRoutes`). */
  exposed: string;
  props?: P;
  fallback?: ReactNode;
  /** Widgets (e.g. the footer) vanish instead of showing an error box. */
  quiet?: boolean;
}) {
  const [attempt, setAttempt] = useState(0);
  // One load per (remote, exposed, attempt), shared with the start-up prefetch: a module already
  // loaded renders at once, without a Suspense fallback (React holds a revealed boundary back up
  // to 300 ms after its fallback showed).
  const module = remoteModuleThenable(remote, exposed, attempt);
  return (
    <RemoteBoundary
      key={attempt}
      onRetry={() => (retryNeedsReload(remote) ? window.location.reload() : setAttempt((a) => a + 1))}
      fallback={(retry, error) => (quiet ? null : <RemoteUnavailable remote={remote} onRetry={retry} error={error} />)}
    >
      <Suspense fallback={fallback}>
        <RemoteContent module={module} props={props} />
      </Suspense>
    </RemoteBoundary>
  );
}
