import { Fragment, type ReactNode } from 'react';

/**
 * What a sentence's placeholder is given when an element goes there (a name in bold): the
 * translated sentence keeps its own word order, and the element sits where the placeholder was.
 * `withSlot(text, <strong>{contact}</strong>)`, the text made with `{ contact: SLOT }`.
 */
export const SLOT = '\u2063';

/** `text` with its SLOT replaced by `slot` (the text as it is when it has none). */
export function withSlot(text: string, slot: ReactNode): ReactNode {
  const at = text.indexOf(SLOT);
  if (at < 0) return text;
  return (
    <Fragment>
      {text.slice(0, at)}
      {slot}
      {text.slice(at + SLOT.length)}
    </Fragment>
  );
}
