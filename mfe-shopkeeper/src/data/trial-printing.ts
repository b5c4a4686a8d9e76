import {
  PRINT_MESSAGES,
  printSettingsOf,
  type PrintSettings,
  type PrintSettingsResponse,
  validatePrintSettings,
} from '@chowk/contracts';
import { ApiError } from '@chowk/api-client';
import { storage } from '@chowk/session';
import { trialShop } from './trial-store';

/**
 * A trial's printing settings (paper width, KOT on confirm): on this device, as the rest of the
 * trial. Apart from trial-store.ts so the pages of a first visit do not carry them; the order
 * desk and the printing settings load this. They stay when the trial becomes a shop (the paper
 * in this device's printer has not changed) and count only in a trial.
 */
export const TRIAL_PRINTING_KEY = 'trialPrinting';

/** The settings this device keeps; the defaults when none were saved or they cannot be read. */
export function readTrialPrinting(): PrintSettings {
  try {
    return printSettingsOf(JSON.parse(storage.get(TRIAL_PRINTING_KEY) ?? 'null') as Partial<PrintSettings> | null);
  } catch {
    return printSettingsOf(null);
  }
}

/** PUT /api/shops/{id}/printing as a trial answers it: the same rule and texts, the trial's shop with its settings. */
export function saveTrialPrinting(settings: PrintSettings): PrintSettingsResponse {
  const errors = validatePrintSettings(settings) as Record<string, string>;
  const first = Object.values(errors)[0];
  // As the trial's other refusals (trial-source.ts TrialError), built here so that module stays in its page's chunk.
  if (first) throw new ApiError(422, first, errors, Object.values(errors), first);
  const printing = printSettingsOf(settings);
  storage.set(TRIAL_PRINTING_KEY, JSON.stringify(printing));
  return { success: true, message: PRINT_MESSAGES.saved, data: { ...trialShop(), printing } };
}
