import { act } from 'react';
import { screen } from '@testing-library/react';
import { mountStandalone } from './index';

// React's act() environment flag, for a root made with createRoot outside Testing Library.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

async function mountAt(path: string) {
  document.body.innerHTML = '<div id="root"></div>';
  window.history.pushState({}, '', path);
  await act(async () => {
    mountStandalone('mfe-test', [{ path: '/', element: <h1>Remote home</h1> }]);
  });
}

describe('mountStandalone', () => {
  it("renders the remote's routes in a plain frame that names the remote", async () => {
    await mountAt('/');
    expect(screen.getByRole('heading', { level: 1, name: 'Remote home' })).toBeInTheDocument();
    expect(screen.getByText('mfe-test (standalone)')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Chowk' })).toHaveAttribute('href', '/');
  });

  it('shows the 404 page for a path the remote does not have', async () => {
    await mountAt('/no-such-page');
    expect(screen.getByRole('heading', { name: '404 - Page Not Found' })).toBeInTheDocument();
  });
});
