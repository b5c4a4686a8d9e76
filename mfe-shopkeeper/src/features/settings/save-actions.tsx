import type { CSSProperties, ReactNode } from 'react';
import { Button, ErrorBox } from '@chowk/ui';
import { useText } from '../../i18n';

const row: CSSProperties = { display: 'flex', gap: 8, flexWrap: 'wrap', marginTop: 8 };

/**
 * The end of a settings form: the last save's failure, the save button (busy while saving, off
 * until something changed) and, once something changed, "Discard changes". Every settings
 * section ends this way.
 */
export function SaveActions({
  saveLabel,
  dirty,
  saving,
  failure,
  onDiscard,
  style,
  children,
}: {
  saveLabel: string;
  dirty: boolean;
  saving: boolean;
  failure?: string | null;
  onDiscard: () => void;
  style?: CSSProperties;
  /** More actions after the two (a link). */
  children?: ReactNode;
}) {
  const { t } = useText();
  return (
    <>
      {failure && <ErrorBox>{failure}</ErrorBox>}
      <div style={{ ...row, ...style }}>
        <Button type="submit" busy={saving} disabled={!dirty}>
          {saveLabel}
        </Button>
        {dirty && (
          <Button variant="secondary" disabled={saving} onClick={onDiscard}>
            {t('settings.discard')}
          </Button>
        )}
        {children}
      </div>
    </>
  );
}
