import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@chowk/store';
import { Button, Dialog, TextField, toast } from '@chowk/ui';
import { ENTRY_PATHS } from '../../../config/paths.constant';
import { customerModeChosen, selectCustomerMode } from '../../../store/static.slice';
import { SHOP_CODE_MESSAGES } from '../landing.messages';
import { checkShopCode } from '../utils/shop-code.util';
import { EntryOptionList, type EntryOption } from './entry-option-list';

/** "I'm a Customer": a shop code, a QR code (placeholder) or the nearby-shops page. */
export function CustomerDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const mode = useAppSelector(selectCustomerMode);
  const options: EntryOption[] = [
    {
      id: 'code',
      title: 'Shop code',
      description: 'Type the code your shop shared with you, like SHOP-1234.',
      onChoose: () => dispatch(customerModeChosen('code')),
      expanded: mode === 'code',
      panel: (
        <ShopCodeForm
          onFound={(code) => {
            onClose();
            void navigate(ENTRY_PATHS.storefront(code));
          }}
        />
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
    <Dialog open={open} title="Continue as a Customer" onClose={onClose}>
      <p className="entry-intro">No account needed: order straight from your phone.</p>
      <EntryOptionList label="Customer options" options={options} />
    </Dialog>
  );
}

/** Spec §5: trimmed; empty → toast; otherwise the case-sensitive code must look like SHOP-1234. */
function ShopCodeForm({ onFound }: { onFound: (code: string) => void }) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string>();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const check = checkShopCode(value);
    if (check.kind === 'empty') {
      setError(undefined);
      toast.error(SHOP_CODE_MESSAGES.required);
    } else if (check.kind === 'invalid') {
      setError(SHOP_CODE_MESSAGES.invalid);
    } else {
      onFound(check.code);
    }
  };
  return (
    <form className="shop-code-form" onSubmit={submit} noValidate>
      <TextField
        label="Enter shop code"
        name="shopCode"
        value={value}
        onChange={(e) => {
          setValue(e.target.value);
          if (error) setError(undefined);
        }}
        error={error}
        placeholder="SHOP-1234"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        enterKeyHint="go"
      />
      <Button type="submit">Go to shop</Button>
    </form>
  );
}
