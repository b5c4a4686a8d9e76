import { ErrorBox } from '@chowk/ui';
import type { Failure } from '../utils/failure';

/** The red box: the spec's failure text, the error's own message beside it, optional Retry. */
export function FailureBox({ failure, onRetry }: { failure: Failure; onRetry?: () => void }) {
  return (
    <ErrorBox onRetry={onRetry}>
      <strong className="admin-failure-title">{failure.title}</strong>
      {failure.detail && <span className="admin-failure-detail">{failure.detail}</span>}
    </ErrorBox>
  );
}
