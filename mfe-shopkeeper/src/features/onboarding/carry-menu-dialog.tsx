import { useState } from 'react';
import { SHOP_FAILURE, SHOP_SUCCESS } from '@chowk/contracts';
import { Button, Dialog, toast, useMessage } from '@chowk/ui';
import { carryTrialMenu, clearTrialData, readTrialMenu } from '../../data/trial-store';
import { shopkeeperI18n, useText } from '../../i18n';

/** The toast after a carry-over: all copied, or how many were not (`tm`: useMessage, for the contracts' texts). */
export function carryResultText(
  result: { sections: number; products: number; failed: number },
  tm: (text: string) => string = (text) => text,
): string {
  if (!result.failed) return tm(SHOP_SUCCESS.trialMenuCarried);
  const copied = shopkeeperI18n.t('onboarding.carry.copied', {
    sections: shopkeeperI18n.t('onboarding.carry.sections', { count: result.sections }),
    items: shopkeeperI18n.t('onboarding.carry.items', { count: result.products }),
    failed: result.failed,
  });
  return `${tm(SHOP_FAILURE.carryTrialMenu)}: ${copied}`;
}

/**
 * After a trial user registers: bring the trial menu (sections, then items) into the new shop,
 * or leave it. Either way the trial data then leaves this device (the dialog says so), so a
 * later trial starts clean and nothing is copied twice.
 */
export function CarryMenuDialog({ shopId, onDone }: { shopId: string; onDone: () => void }) {
  const { t } = useText();
  const tm = useMessage();
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
      if (result.failed) toast.error(carryResultText(result, tm));
      else toast.success(carryResultText(result, tm));
    } catch {
      // Not even the first request went out (the connection dropped): nothing was copied.
      toast.error(`${tm(SHOP_FAILURE.carryTrialMenu)}: ${t('onboarding.carry.nothingCopied')}`);
    }
    clearTrialData();
    onDone();
  };

  return (
    <Dialog open title={t('onboarding.carry.title')} onClose={skip} busy={busy} describedBy="carry-what">
      <p id="carry-what">
        {t('onboarding.carry.question', {
          sections: t('onboarding.carry.sections', { count: counts.sections }),
          items: t('onboarding.carry.items', { count: counts.products }),
        })}
      </p>
      <p className="field-hint">{t('onboarding.carry.either')}</p>
      {progress && <p role="status">{t('onboarding.carry.copying', { done: progress.done, total: progress.total })}</p>}
      <div style={{ display: 'flex', gap: 8, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
        <Button variant="secondary" disabled={busy} onClick={skip}>
          {t('onboarding.carry.skip')}
        </Button>
        <Button busy={busy} onClick={() => void copy()}>
          {t('onboarding.carry.copy')}
        </Button>
      </div>
    </Dialog>
  );
}
