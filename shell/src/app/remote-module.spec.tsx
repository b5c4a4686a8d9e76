import type { ReactElement } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RemoteEntryFailed, SharedModuleMismatch } from './federation-plugin';
import { RemoteModule } from './remote-module';
import { loadRemoteModule } from './remotes';

const cache = new Map<string, Promise<unknown>>();
jest.mock('./remotes', () => ({
  loadRemoteModule: jest.fn(),
  retryNeedsReload: () => false,
  // One load per module and attempt, as the real one: each calls the mocked loadRemoteModule.
  remoteModuleThenable: (remote: string, exposed: string, attempt = 0) => {
    const key = `${remote}/${exposed}#${attempt}`;
    if (!cache.has(key)) cache.set(key, jest.requireMock('./remotes').loadRemoteModule(remote, exposed));
    return cache.get(key);
  },
  remotesState: () => ({
    status: 'ready',
    error: null,
    remotes: [{ name: 'mfe_admin', entry: 'x', prefix: '/admin', problem: null, info: { label: 'admin pages' } }],
  }),
}));
const load = loadRemoteModule as jest.MockedFunction<typeof loadRemoteModule>;

// React 19 queues a suspended render's retry in act's queue in tests: render inside an awaited act.
async function renderAsync(ui: ReactElement) {
  let result!: ReturnType<typeof render>;
  await act(async () => {
    result = render(ui);
  });
  return result;
}

describe('RemoteModule', () => {
  beforeEach(() => {
    load.mockReset();
    cache.clear();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('renders the remote module once it loads', async () => {
    load.mockResolvedValue({ default: () => <p>from remote</p> });
    await renderAsync(<RemoteModule remote="mfe_static" exposed="./About" />);
    expect(await screen.findByText('from remote')).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('mfe_static', './About');
  });

  it('contains a failure and retries on demand', async () => {
    load.mockRejectedValueOnce(new RemoteEntryFailed('mfe_admin', new Error('remote down')));
    await renderAsync(<RemoteModule remote="mfe_admin" exposed="./AdminRoutes" />);
    expect(await screen.findByTestId('remote-error-mfe_admin')).toHaveTextContent(
      "We couldn't load the admin pages. Check your connection and try again.",
    );
    load.mockResolvedValueOnce({ default: () => <p>admin is back</p> });
    await act(() => userEvent.click(screen.getByRole('button', { name: 'Retry' })));
    expect(await screen.findByText('admin is back')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('names the module and both versions when the shell cannot meet a shared singleton', async () => {
    load.mockRejectedValueOnce(new SharedModuleMismatch('@chowk/store', '0.1.0', 'shell', '^0.2.0', 'mfe_admin'));
    await renderAsync(<RemoteModule remote="mfe_admin" exposed="./Skewed" />);
    const box = await screen.findByTestId('remote-error-mfe_admin');
    expect(box).toHaveTextContent(
      "We couldn't load the admin pages: they need @chowk/store ^0.2.0, and this version of Chowk runs @chowk/store 0.1.0",
    );
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('names the missing exports of a tree-shaken share', async () => {
    load.mockRejectedValueOnce(
      new SharedModuleMismatch('react-router-dom', '7.18.5', 'shell', '^7.18.5', 'mfe_admin', ['useBlocker']),
    );
    await renderAsync(<RemoteModule remote="mfe_admin" exposed="./TreeShaken" />);
    expect(await screen.findByTestId('remote-error-mfe_admin')).toHaveTextContent(
      'they need react-router-dom with useBlocker, which this version of Chowk (react-router-dom 7.18.5) lacks',
    );
  });

  it('quiet widgets vanish on failure', async () => {
    load.mockRejectedValueOnce(new Error('remote down'));
    const { container } = await renderAsync(<RemoteModule remote="mfe_static" exposed="./Footer" quiet fallback={null} />);
    await act(async () => undefined);
    expect(container).toBeEmptyDOMElement();
  });
});
