import { act, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { makeStore, userLoadFailed, userLoading } from '@chowk/store';
import { RootGuard } from './root-guard';

describe('RootGuard splash', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const renderGuard = (host: string) => {
    const store = makeStore();
    store.dispatch(userLoading());
    render(
      <Provider store={store}>
        <RootGuard host={host}>
          <p>app</p>
        </RootGuard>
      </Provider>,
    );
    return store;
  };

  it('elsewhere flags the account type after 1 s, then shows the app', () => {
    const store = renderGuard('localhost');
    expect(screen.getByTestId('root-splash')).toBeInTheDocument();
    expect(screen.queryByText(/Account type/)).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByText('Account type: guest')).toBeInTheDocument();
    act(() => void store.dispatch(userLoadFailed()));
    expect(screen.getByText('app')).toBeInTheDocument();
  });

  it('on the production host shows only the pulsing logo', () => {
    renderGuard('chowk.in');
    act(() => jest.advanceTimersByTime(5000));
    expect(screen.queryByText(/Account type/)).not.toBeInTheDocument();
    expect(document.querySelector('.logo-pulse')).not.toBeNull();
  });
});
