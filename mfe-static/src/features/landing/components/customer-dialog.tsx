import { lazy, Suspense, useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@chowk/store';
import { Dialog, Spinner } from '@chowk/ui';
import { ENTRY_PATHS } from '../../../config/paths.constant';
import { customerModeChosen, selectCustomerMode } from '../../../store/static.slice';
import { EntryOptionList, type EntryOption } from './entry-option-list';

/** The shop-code form (and react-hook-form with it) loads when it is first wanted. */
export const loadShopCodeForm = () => import('./shop-code-form');
const ShopCodeForm = lazy(loadShopCodeForm);
/** The QR scanner (and the QR decoder behind it) loads only when "Scan QR" is chosen. */
const QrScanner = lazy(() => import('../qr/qr-scanner'));

/** "I'm a Customer": a shop code, a QR code from the camera, or the nearby-shops page. */
export function CustomerDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const mode = useAppSelector(selectCustomerMode);
  const introId = useId();
  /** Set when the scanner hands over to the code form, which then takes the focus. */
  const [focusCode, setFocusCode] = useState(false);
  const found = (code: string) => {
    onClose();
    void navigate(ENTRY_PATHS.storefront(code));
  };
  const codeForm = (
    <Suspense fallback={<Spinner label="Loading the shop code form…" />}>
      <ShopCodeForm onFound={found} autoFocus={focusCode} />
    </Suspense>
  );
  const options: EntryOption[] = [
    {
      id: 'code',
      title: 'Shop code',
      description: 'Type the code your shop shared with you, like SHOP-1234.',
      onChoose: () => {
        setFocusCode(false);
        dispatch(customerModeChosen('code'));
      },
      expanded: mode === 'code',
      panel: codeForm,
    },
    {
      id: 'qr',
      title: 'Scan QR',
      description: 'Point your camera at the QR code on the counter. Your browser will ask for permission to use your camera.',
      onChoose: () => dispatch(customerModeChosen('qr')),
      expanded: mode === 'qr',
      panel: (
        <Suspense fallback={<Spinner label="Loading the QR scanner…" />}>
          <QrScanner
            onCode={found}
            onTypeCode={() => {
              setFocusCode(true);
              dispatch(customerModeChosen('code'));
            }}
            fallback={codeForm}
          />
        </Suspense>
      ),
    },
    {
      id: 'nearby',
      title: 'Nearby shops',
      description: 'See the shops around you. Your browser will ask for permission to use your location.',
      onChoose: () => {
        onClose();
        void navigate(ENTRY_PATHS.nearbyShops);
      },
    },
  ];
  return (
    <Dialog open={open} title="Continue as a Customer" onClose={onClose} describedBy={introId}>
      <p className="entry-intro" id={introId}>
        No account needed: order straight from your phone.
      </p>
      <EntryOptionList label="Customer options" options={options} />
    </Dialog>
  );
}
