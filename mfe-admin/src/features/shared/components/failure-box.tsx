import { ErrorBox, useMessage } from '@chowk/ui';
import type { Failure } from '../utils/failure';

/**
 * The red box: the spec's failure text, the error's own message beside it, optional Retry.
 * Both in the user's language: the spec's texts (and the shared handler's) are contracts
 * texts; a server's message already comes translated.
 */
export function FailureBox({ failure, onRetry }: { failure: Failure; onRetry?: () => void }) {
  const tm = useMessage();
  return (
    <ErrorBox onRetry={onRetry}>
      <strong className="admin-failure-title">{tm(failure.title)}</strong>
      {failure.detail && <span className="admin-failure-detail">{tm(failure.detail)}</span>}
    </ErrorBox>
  );
}
