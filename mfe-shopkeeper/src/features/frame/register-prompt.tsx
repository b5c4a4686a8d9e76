import { Link } from 'react-router-dom';
import { Button, Dialog, useMessage } from '@chowk/ui';
import { useText } from '../../i18n';

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
  /** What was asked for ("Sales reports"), named in the prompt (a @chowk/contracts text, or already translated). */
  feature?: string;
}) {
  const { t } = useText();
  const tm = useMessage();
  return (
    <Dialog
      open={open}
      title={t('dashboard.register.title')}
      onClose={onClose}
      size="sm"
      describedBy="locked-why"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('dashboard.register.notNow')}
          </Button>
          <Link className="btn btn-primary" to={registerPath(from)} onClick={onClose}>
            {t('dashboard.register.title')}
          </Link>
        </>
      }
    >
      <p id="locked-why">
        {feature ? `${t('dashboard.register.forRegistered', { feature: tm(feature) })} ` : ''}
        {t('dashboard.register.why')}
      </p>
    </Dialog>
  );
}
