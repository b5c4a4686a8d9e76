import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RemoteEntryFailed, SharedModuleMismatch } from './federation-plugin';
import { RemoteModule } from './remote-module';
import { loadRemoteModule } from './remotes';

jest.mock('./remotes', () => ({
  loadRemoteModule: jest.fn(),
  remotesState: () => ({
    status: 'ready',
    error: null,
    remotes: [{ name: 'mfe_admin', entry: 'x', prefix: '/admin', problem: null, info: { label: 'admin pages' } }],
  }),
}));
const load = loadRemoteModule as jest.MockedFunction<typeof loadRemoteModule>;

// Each test uses its own exposed name: RemoteModule caches one lazy component per module and attempt.
describe('RemoteModule', () => {
  beforeEach(() => {
    load.mockReset();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('renders the remote module once it loads', async () => {
    load.mockResolvedValue({ default: () => <p>from remote</p> });
    render(<RemoteModule remote="mfe_static" exposed="./About" />);
    expect(await screen.findByText('from remote')).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('mfe_static', './About');
  });

  it('contains a failure and retries on demand', async () => {
    load.mockRejectedValueOnce(new RemoteEntryFailed('mfe_admin', new Error('remote down')));
    render(<RemoteModule remote="mfe_admin" exposed="./AdminRoutes" />);
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
    render(<RemoteModule remote="mfe_admin" exposed="./Skewed" />);
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
    render(<RemoteModule remote="mfe_admin" exposed="./TreeShaken" />);
    expect(await screen.findByTestId('remote-error-mfe_admin')).toHaveTextContent(
      'they need react-router-dom with useBlocker, which this version of Chowk (react-router-dom 7.18.5) lacks',
    );
  });

  it('quiet widgets vanish on failure', async () => {
    load.mockRejectedValueOnce(new Error('remote down'));
    const { container } = render(<RemoteModule remote="mfe_static" exposed="./Footer" quiet fallback={null} />);
    await act(async () => undefined);
    expect(container).toBeEmptyDOMElement();
  });
});
