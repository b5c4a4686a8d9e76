import { Link } from 'react-router-dom';
import { Dialog } from '@chowk/ui';

/** Spec §6: trial shopkeepers are prompted to register the shop; a registered one learns what a plan adds. */
export function RegisterPrompt({
  open,
  onClose,
  trial,
  from,
}: {
  open: boolean;
  onClose: () => void;
  trial: boolean;
  from: string;
}) {
  return (
    <Dialog open={open} title={trial ? 'Register your shop' : 'Comes with a plan'} onClose={onClose}>
      {trial ? (
        <>
          <p>
            Customers can find and order from registered shops only. Register to go live; you can bring your trial menu along.
          </p>
          <Link className="btn btn-primary" to={`/shop/onboarding?redirect-from=${encodeURIComponent(from)}`} onClick={onClose}>
            Register your shop
          </Link>
        </>
      ) : (
        <p>Customer lists and detailed analytics come with the Starter and Professional plans, which open soon.</p>
      )}
    </Dialog>
  );
}
