import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RemoteModule } from './remote-module';
import { loadRemoteModule } from './remotes';

jest.mock('./remotes', () => ({ loadRemoteModule: jest.fn() }));
const load = loadRemoteModule as jest.MockedFunction<typeof loadRemoteModule>;

describe('RemoteModule', () => {
  beforeEach(() => {
    load.mockReset();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('renders the remote module once it loads', async () => {
    load.mockResolvedValue({ default: () => <p>from remote</p> });
    render(<RemoteModule remote="mfe_static" exposed="About" />);
    expect(await screen.findByText('from remote')).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('mfe_static', 'About');
  });

  it('contains a failure and retries on demand', async () => {
    load.mockRejectedValueOnce(new Error('remote down'));
    render(<RemoteModule remote="mfe_admin" exposed="AdminRoutes" />);
    expect(await screen.findByTestId('remote-error-mfe_admin')).toHaveTextContent("We couldn't load the admin pages");
    load.mockResolvedValueOnce({ default: () => <p>admin is back</p> });
    await act(() => userEvent.click(screen.getByRole('button', { name: 'Retry' })));
    expect(await screen.findByText('admin is back')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('quiet widgets vanish on failure', async () => {
    load.mockRejectedValueOnce(new Error('remote down'));
    const { container } = render(<RemoteModule remote="mfe_static" exposed="Footer" quiet fallback={null} />);
    await act(async () => undefined);
    expect(container).toBeEmptyDOMElement();
  });
});
