import { makeStore } from '@chowk/store';
import {
  customerModeChosen,
  entryDialogClosed,
  entryDialogOpened,
  howItWorksTabChosen,
  initialStaticPagesState,
  selectCustomerMode,
  selectEntryDialog,
  selectHowItWorksTab,
  staticPagesSlice,
} from './static.slice';

const reduce = staticPagesSlice.reducer;

describe('static pages slice', () => {
  it('is injected into the shared root reducer when the module loads', () => {
    const store = makeStore();
    // Selectors answer with the initial state even before the slice has seen an action.
    expect(selectEntryDialog(store.getState())).toBeNull();
    store.dispatch(entryDialogOpened('customer'));
    expect(store.getState().staticPages).toEqual({ ...initialStaticPagesState, entryDialog: 'customer' });
    expect(store.getState().session).toBeDefined();
  });

  it('opens one entry dialog at a time, each time at the shop-code option', () => {
    let s = reduce(undefined, entryDialogOpened('customer'));
    s = reduce(s, customerModeChosen('qr'));
    expect(s).toMatchObject({ entryDialog: 'customer', customerMode: 'qr' });
    s = reduce(s, entryDialogOpened('shopkeeper'));
    expect(s).toMatchObject({ entryDialog: 'shopkeeper', customerMode: 'code' });
    s = reduce(s, entryDialogClosed());
    expect(s.entryDialog).toBeNull();
  });

  it('remembers the How It Works tab', () => {
    const store = makeStore();
    store.dispatch(howItWorksTabChosen('customer'));
    expect(selectHowItWorksTab(store.getState())).toBe('customer');
    expect(selectCustomerMode(store.getState())).toBe('code');
  });
});
