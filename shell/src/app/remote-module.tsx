import {
  Component,
  createElement,
  lazy,
  Suspense,
  useState,
  type ComponentType,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';
import { Button, Spinner } from '@chowk/ui';
import { loadRemoteModule, type RemoteName } from './remotes';

const REMOTE_LABEL: Record<RemoteName, string> = {
  mfe_customer: 'customer pages',
  mfe_shopkeeper: 'shop pages',
  mfe_admin: 'admin pages',
  mfe_static: 'this page',
};

class RemoteBoundary extends Component<
  { fallback: (retry: () => void) => ReactNode; onRetry: () => void; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.error('[shell] remote failed:', error);
  }
  retry = () => {
    this.setState({ failed: false });
    this.props.onRetry();
  };
  override render() {
    return this.state.failed ? this.props.fallback(this.retry) : this.props.children;
  }
}

export function RemoteUnavailable({ remote, onRetry }: { remote: RemoteName; onRetry: () => void }) {
  return (
    <div className="error-box remote-error" role="alert" data-testid={`remote-error-${remote}`}>
      <span>We couldn&apos;t load the {REMOTE_LABEL[remote]}. Check your connection and try again.</span>
      <Button variant="secondary" onClick={onRetry}>
        Retry
      </Button>
    </div>
  );
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- one cache for modules of every props type
const lazyCache = new Map<string, LazyExoticComponent<ComponentType<any>>>();

/** One lazy component per remote module and attempt, so Retry really loads again. */
function lazyRemote<P>(remote: RemoteName, exposed: string, attempt: number) {
  const key = `${remote}/${exposed}#${attempt}`;
  let hit = lazyCache.get(key);
  if (!hit) {
    hit = lazy(() => loadRemoteModule<{ default: ComponentType<P> }>(remote, exposed));
    lazyCache.set(key, hit);
  }
  return hit as LazyExoticComponent<ComponentType<P>>;
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
  remote: RemoteName;
  exposed: string;
  props?: P;
  fallback?: ReactNode;
  /** Widgets (e.g. the footer) vanish instead of showing an error box. */
  quiet?: boolean;
}) {
  const [attempt, setAttempt] = useState(0);
  // Stable per (remote, exposed, attempt): lazyRemote caches, so this is not a new component each render.
  const Lazy = lazyRemote<P>(remote, exposed, attempt);
  return (
    <RemoteBoundary
      key={attempt}
      onRetry={() => setAttempt((a) => a + 1)}
      fallback={(retry) => (quiet ? null : <RemoteUnavailable remote={remote} onRetry={retry} />)}
    >
      <Suspense fallback={fallback}>{createElement(Lazy, (props ?? {}) as P)}</Suspense>
    </RemoteBoundary>
  );
}
