import { act, render, screen } from '@testing-library/react';
import { setLanguage } from '@chowk/session';
import { SharedModuleMismatch } from './federation-plugin';
import { RemoteUnavailable } from './remote-module';

jest.mock('./remotes', () => ({
  remotesState: () => ({
    status: 'ready',
    error: null,
    remotes: [
      {
        name: 'mfe_admin',
        entry: 'x',
        prefix: '/admin',
        problem: null,
        info: { label: 'admin pages', labels: { hi: 'एडमिन पेज', ta: 'நிர்வாகப் பக்கங்களை' } },
      },
    ],
  }),
}));

const WAIT = { timeout: 5000 };

describe('a remote’s contained error in Hindi and Tamil', () => {
  afterEach(() => act(() => setLanguage('en')));

  it('Hindi: names the remote by its Hindi label, Retry in Hindi', async () => {
    act(() => setLanguage('hi'));
    render(<RemoteUnavailable remote="mfe_admin" onRetry={() => undefined} />);
    expect(await screen.findByRole('button', { name: 'फिर कोशिश करें' }, WAIT)).toBeInTheDocument();
    expect(screen.getByTestId('remote-error-mfe_admin')).toHaveTextContent(
      'हम एडमिन पेज लोड नहीं कर पाए। अपना इंटरनेट कनेक्शन देखें और फिर कोशिश करें।',
    );
  });

  it('Tamil: a version mismatch, and an unknown remote by its name', async () => {
    act(() => setLanguage('ta'));
    const error = new SharedModuleMismatch('@chowk/store', '0.1.0', 'shell', '^0.2.0', 'mfe_admin');
    render(
      <>
        <RemoteUnavailable remote="mfe_admin" onRetry={() => undefined} error={error} />
        <RemoteUnavailable remote="mfe_other" onRetry={() => undefined} />
      </>,
    );
    expect(await screen.findAllByRole('button', { name: 'மீண்டும் முயல்க' }, WAIT)).toHaveLength(2);
    expect(screen.getByTestId('remote-error-mfe_admin')).toHaveTextContent(
      'நிர்வாகப் பக்கங்களை ஏற்ற முடியவில்லை: @chowk/store ^0.2.0 தேவை',
    );
    expect(screen.getByTestId('remote-error-mfe_other')).toHaveTextContent('mfe_other பக்கங்களை ஏற்ற முடியவில்லை.');
  });
});
