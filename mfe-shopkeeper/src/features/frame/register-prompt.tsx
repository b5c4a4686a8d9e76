import { Link } from 'react-router-dom';
import { Button, Dialog } from '@chowk/ui';

/** The wizard, for a trial user registering: the contact comes from the trial, and back here after. */
export const registerPath = (from: string): string => `/shop/onboarding?redirect-from=${encodeURIComponent(from)}`;

/**
 * What a paid feature opens for a trial (docs/product.md §2, §6): register the shop first (a registered
 * shop gets the plan dialog instead). The wizard comes back to `from`.
 */
export function RegisterPrompt({
  open,
  onClose,
  from,
  feature,
}: {
  open: boolean;
  onClose: () => void;
  /** Where the wizard comes back to. */
  from: string;
  /** What was asked for ("Sales reports"), named in the prompt. */
  feature?: string;
}) {
  return (
    <Dialog
      open={open}
      title="Register your shop"
      onClose={onClose}
      size="sm"
      describedBy="locked-why"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Not now
          </Button>
          <Link className="btn btn-primary" to={registerPath(from)} onClick={onClose}>
            Register your shop
          </Link>
        </>
      }
    >
      <p id="locked-why">
        {feature ? `${feature} is for registered shops. ` : ''}A trial shop stays on this device: customers cannot find it or
        order from it. Register your shop to go live and choose a plan; your trial menu can come with you.
      </p>
    </Dialog>
  );
}
