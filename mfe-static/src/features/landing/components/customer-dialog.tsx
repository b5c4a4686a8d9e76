import { lazy, Suspense, useId } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@chowk/store';
import { Dialog, Spinner } from '@chowk/ui';
import { ENTRY_PATHS } from '../../../config/paths.constant';
import { customerModeChosen, selectCustomerMode } from '../../../store/static.slice';
import { EntryOptionList, type EntryOption } from './entry-option-list';

/** The shop-code form (and react-hook-form with it) loads when it is first wanted. */
export const loadShopCodeForm = () => import('./shop-code-form');
const ShopCodeForm = lazy(loadShopCodeForm);

/** "I'm a Customer": a shop code, a QR code (placeholder) or the nearby-shops page. */
export function CustomerDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const mode = useAppSelector(selectCustomerMode);
  const introId = useId();
  const options: EntryOption[] = [
    {
      id: 'code',
      title: 'Shop code',
      description: 'Type the code your shop shared with you, like SHOP-1234.',
      onChoose: () => dispatch(customerModeChosen('code')),
      expanded: mode === 'code',
      panel: (
        <Suspense fallback={<Spinner label="Loading the shop code form…" />}>
          <ShopCodeForm
            onFound={(code) => {
              onClose();
              void navigate(ENTRY_PATHS.storefront(code));
            }}
          />
        </Suspense>
      ),
    },
    {
      id: 'qr',
      title: 'Scan QR',
      description: 'Point your camera at the QR code on the counter.',
      onChoose: () => dispatch(customerModeChosen('qr')),
      expanded: mode === 'qr',
      panel: (
        <p className="entry-note" role="status">
          QR scanning is coming soon. It will ask for permission to use your camera. Until then, type the shop code printed under
          the QR code.
        </p>
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
