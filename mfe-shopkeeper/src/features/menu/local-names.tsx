import { type ComponentProps, useState } from 'react';
import type { LocalNames } from '@chowk/contracts';
import { TextField } from '@chowk/ui';

/** The form's copy of an item's or section's Hindi and Tamil names ('' is none). */
export interface NamesDraft {
  hi: string;
  ta: string;
}

export const namesDraftOf = (names: LocalNames | null | undefined): NamesDraft => ({ hi: names?.hi ?? '', ta: names?.ta ?? '' });

/**
 * The `names` of a save: absent when nothing changed (an edit keeps them); a new row sends only
 * the languages given; an edit sends both, an emptied one as '' (which removes it).
 */
export function namesPayload(draft: NamesDraft, saved?: LocalNames | null): LocalNames | undefined {
  const hi = draft.hi.trim();
  const ta = draft.ta.trim();
  if (hi === (saved?.hi ?? '') && ta === (saved?.ta ?? '')) return undefined;
  if (!saved) return { ...(hi ? { hi } : {}), ...(ta ? { ta } : {}) };
  return { hi, ta };
}

type FieldProps = Omit<ComponentProps<typeof TextField>, 'lang'> & { label: string };

/**
 * "Names in other languages": a compact disclosure with the Hindi and the Tamil name (each
 * optional, each input in its own language), so the dialog stays short on a phone. It starts
 * open when a name is given already, and opens by itself when one of them is refused.
 */
export function LocalNamesDisclosure({
  summary,
  hint,
  hi,
  ta,
  startOpen = false,
}: {
  summary: string;
  hint: string;
  hi: FieldProps;
  ta: FieldProps;
  startOpen?: boolean;
}) {
  const [open, setOpen] = useState(startOpen);
  const refused = Boolean(hi.error || ta.error);
  return (
    <details
      open={open || refused}
      onToggle={(e) => setOpen(e.currentTarget.open)}
      style={{ margin: '0 0 12px' }}
      data-testid="local-names-fields"
    >
      <summary style={{ cursor: 'pointer', padding: '10px 0', fontWeight: 600 }}>{summary}</summary>
      <p className="field-hint" style={{ marginTop: 0 }}>
        {hint}
      </p>
      <TextField lang="hi" autoComplete="off" {...hi} />
      <TextField lang="ta" autoComplete="off" {...ta} />
    </details>
  );
}
