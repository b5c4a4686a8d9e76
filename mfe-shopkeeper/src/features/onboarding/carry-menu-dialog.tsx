import { useState } from 'react';
import { SHOP_FAILURE, SHOP_SUCCESS } from '@chowk/contracts';
import { Button, Dialog, toast } from '@chowk/ui';
import { carryTrialMenu, clearTrialData, readTrialMenu } from '../../data/trial-store';

/** The toast after a carry-over: all copied, or how many were not. */
export function carryResultText(result: { sections: number; products: number; failed: number }): string {
  if (!result.failed) return SHOP_SUCCESS.trialMenuCarried;
  const copied = `${result.sections} ${result.sections === 1 ? 'section' : 'sections'} and ${result.products} ${
    result.products === 1 ? 'item' : 'items'
  } copied`;
  return `${SHOP_FAILURE.carryTrialMenu}: ${copied}, ${result.failed} not copied.`;
}

/**
 * After a trial user registers: bring the trial menu (sections, then items) into the new shop,
 * or leave it. Either way the trial data then leaves this device (the dialog says so), so a
 * later trial starts clean and nothing is copied twice.
 */
export function CarryMenuDialog({ shopId, onDone }: { shopId: string; onDone: () => void }) {
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [counts] = useState(() => {
    const { sections, products } = readTrialMenu();
    return { sections: sections.length, products: products.length };
  });

  const skip = () => {
    clearTrialData();
    onDone();
  };

  const copy = async () => {
    setBusy(true);
    try {
      const result = await carryTrialMenu(shopId, (done, total) => setProgress({ done, total }));
      if (result.failed) toast.error(carryResultText(result));
      else toast.success(carryResultText(result));
    } catch {
      // Not even the first request went out (the connection dropped): nothing was copied.
      toast.error(`${SHOP_FAILURE.carryTrialMenu}: nothing was copied. Add the items again from Menu Items.`);
    }
    clearTrialData();
    onDone();
  };

  return (
    <Dialog open title="Bring your trial menu?" onClose={skip} busy={busy} describedBy="carry-what">
      <p id="carry-what">
        Your trial menu on this device has {counts.sections} {counts.sections === 1 ? 'section' : 'sections'} and{' '}
        {counts.products} {counts.products === 1 ? 'item' : 'items'}. Copy them into your new shop?
      </p>
      <p className="field-hint">
        Either way the trial's data then leaves this device: if you skip (or close this), it is deleted.
      </p>
      {progress && (
        <p role="status">
          Copying {progress.done} of {progress.total}…
        </p>
      )}
      <div style={{ display: 'flex', gap: 8, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
        <Button variant="secondary" disabled={busy} onClick={skip}>
          Skip
        </Button>
        <Button busy={busy} onClick={() => void copy()}>
          Copy my trial menu
        </Button>
      </div>
    </Dialog>
  );
}
