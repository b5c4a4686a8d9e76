import { Component, createElement, Suspense, use, useState, type ComponentType, type ReactNode } from 'react';
import { Button, Spinner } from '@chowk/ui';
import { isSharedModuleMismatch } from './federation-plugin';
import { remoteModuleThenable, remotesState, retryNeedsReload, type RemoteModuleThenable } from './remotes';

/** "admin pages", from the remote's declaration; its name when the declaration is unknown. */
const labelOf = (remote: string) => remotesState().remotes.find((r) => r.name === remote)?.info?.label ?? `${remote} pages`;

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
  const label = labelOf(remote);
  return (
    <div className="error-box remote-error" role="alert" data-testid={`remote-error-${remote}`}>
      {isSharedModuleMismatch(error) ? (
        <span>
          We couldn&apos;t load the {label}: they need {error.module}{' '}
          {error.missingExports.length
            ? `with ${error.missingExports.join(', ')}, which this version of Chowk (${error.module} ${error.provided}) lacks`
            : `${error.required}, and this version of Chowk runs ${error.module} ${error.provided}`}
          . Reload the page in a moment; if this stays, tell us.
        </span>
      ) : (
        <span>We couldn&apos;t load the {label}. Check your connection and try again.</span>
      )}
      <Button variant="secondary" onClick={onRetry}>
        Retry
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
