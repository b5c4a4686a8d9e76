import { useAppDispatch, useAppSelector } from '@chowk/store';
import { cartNoticeDismissed, selectCart } from '../../../store/customer.slice';

const list = (names: readonly string[]) => names.join(', ');

/** docs/product.md §4: what the menu's load changed in a stored cart, said once, until dismissed. */
export function CartNoticeBox() {
  const { notice } = useAppSelector(selectCart);
  const dispatch = useAppDispatch();
  return (
    <div role="status">
      {notice && (
        <div
          className="card"
          style={{ margin: '8px 0 12px', padding: '10px 12px', borderColor: '#f59e0b', background: '#fffbeb' }}
        >
          {notice.removed.length > 0 && (
            <p style={{ margin: '0 0 4px' }}>
              No longer available, taken out of your cart: <strong>{list(notice.removed)}</strong>.
            </p>
          )}
          {notice.repriced.length > 0 && (
            <p style={{ margin: '0 0 4px' }}>
              The price changed for: <strong>{list(notice.repriced)}</strong>. Your cart shows the new price.
            </p>
          )}
          <button
            type="button"
            className="btn btn-ghost"
            style={{ paddingLeft: 0 }}
            onClick={() => dispatch(cartNoticeDismissed())}
          >
            OK, got it
          </button>
        </div>
      )}
    </div>
  );
}
