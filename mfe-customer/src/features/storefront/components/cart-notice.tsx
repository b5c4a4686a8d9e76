import { useAppDispatch, useAppSelector } from '@chowk/store';
import { useText } from '../../../i18n';
import { cartNoticeDismissed, selectCart } from '../../../store/customer.slice';
import { SLOT, withSlot } from '../../shared-ui/slot';

const list = (names: readonly string[]) => names.join(', ');

/** docs/product.md §4: what the menu's load changed in a stored cart, said once, until dismissed. */
export function CartNoticeBox() {
  const { notice } = useAppSelector(selectCart);
  const dispatch = useAppDispatch();
  const { t } = useText();
  return (
    <div role="status">
      {notice && (
        <div
          className="card"
          style={{ margin: '8px 0 12px', padding: '10px 12px', borderColor: '#f59e0b', background: '#fffbeb' }}
        >
          {notice.removed.length > 0 && (
            <p style={{ margin: '0 0 4px' }}>
              {withSlot(t('cartNotice.removed', { names: SLOT }), <strong>{list(notice.removed)}</strong>)}
            </p>
          )}
          {notice.repriced.length > 0 && (
            <p style={{ margin: '0 0 4px' }}>
              {withSlot(t('cartNotice.repriced', { names: SLOT }), <strong>{list(notice.repriced)}</strong>)}
            </p>
          )}
          <button
            type="button"
            className="btn btn-ghost"
            style={{ paddingLeft: 0 }}
            onClick={() => dispatch(cartNoticeDismissed())}
          >
            {t('cartNotice.dismiss')}
          </button>
        </div>
      )}
    </div>
  );
}
