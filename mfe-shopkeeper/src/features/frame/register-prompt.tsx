import { Link } from 'react-router-dom';
import { Button, Dialog } from '@chowk/ui';

/** The wizard, for a trial user registering: the contact comes from the trial, and back here after. */
export const registerPath = (from: string): string => `/shop/onboarding?redirect-from=${encodeURIComponent(from)}`;

/**
 * What a locked card opens (spec §2, §6): a trial shopkeeper is prompted to register the shop;
 * a registered one learns that the feature comes with a plan (plans are sold by the plans
 * issue, so this says so instead of showing a plan dialog that cannot sell).
 */
export function RegisterPrompt({
  open,
  onClose,
  trial,
  from,
  feature,
}: {
  open: boolean;
  onClose: () => void;
  trial: boolean;
  /** Where the wizard comes back to. */
  from: string;
  /** What was asked for ("Customer list"), named in the prompt. */
  feature?: string;
}) {
  return (
    <Dialog
      open={open}
      title={trial ? 'Register your shop' : 'Comes with a plan'}
      onClose={onClose}
      size="sm"
      describedBy="locked-why"
      footer={
        trial ? (
          <>
            <Button variant="secondary" onClick={onClose}>
              Not now
            </Button>
            <Link className="btn btn-primary" to={registerPath(from)} onClick={onClose}>
              Register your shop
            </Link>
          </>
        ) : (
          <Button onClick={onClose}>OK</Button>
        )
      }
    >
      {trial ? (
        <p id="locked-why">
          {feature ? `${feature} is for registered shops. ` : ''}A trial shop stays on this device: customers cannot find it or
          order from it. Register your shop to go live; your trial menu can come with you.
        </p>
      ) : (
        <p id="locked-why">
          {feature ? `${feature} comes` : 'This comes'} with the Starter and Professional plans. Plans open soon; everything else
          on your dashboard works now.
        </p>
      )}
    </Dialog>
  );
}
