import { lazy, Suspense, useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@chowk/store';
import { Dialog, Spinner } from '@chowk/ui';
import { ENTRY_PATHS } from '../../../config/paths.constant';
import { useText } from '../../../i18n';
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
  const { t } = useText();
  const mode = useAppSelector(selectCustomerMode);
  const introId = useId();
  /** Set when the scanner hands over to the code form, which then takes the focus. */
  const [focusCode, setFocusCode] = useState(false);
  const found = (code: string) => {
    onClose();
    void navigate(ENTRY_PATHS.storefront(code));
  };
  const codeForm = (
    <Suspense fallback={<Spinner label={t('landing.customerDialog.loadingCodeForm')} />}>
      <ShopCodeForm onFound={found} autoFocus={focusCode} />
    </Suspense>
  );
  const options: EntryOption[] = [
    {
      id: 'code',
      title: t('landing.customerDialog.codeTitle'),
      description: t('landing.customerDialog.codeText'),
      onChoose: () => {
        setFocusCode(false);
        dispatch(customerModeChosen('code'));
      },
      expanded: mode === 'code',
      panel: codeForm,
    },
    {
      id: 'qr',
      title: t('landing.customerDialog.qrTitle'),
      description: t('landing.customerDialog.qrText'),
      onChoose: () => dispatch(customerModeChosen('qr')),
      expanded: mode === 'qr',
      panel: (
        <Suspense fallback={<Spinner label={t('landing.customerDialog.loadingScanner')} />}>
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
      title: t('landing.customerDialog.nearbyTitle'),
      description: t('landing.customerDialog.nearbyText'),
      onChoose: () => {
        onClose();
        void navigate(ENTRY_PATHS.nearbyShops);
      },
    },
  ];
  return (
    <Dialog open={open} title={t('landing.customerDialog.title')} onClose={onClose} describedBy={introId}>
      <p className="entry-intro" id={introId}>
        {t('landing.customerDialog.intro')}
      </p>
      <EntryOptionList label={t('landing.customerDialog.options')} options={options} />
    </Dialog>
  );
}
