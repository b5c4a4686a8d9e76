import { useId, type ReactNode } from 'react';

export interface EntryOption {
  id: string;
  title: string;
  description: ReactNode;
  onChoose: () => void;
  /** Set for options that unfold a panel in place (shop code, QR) rather than navigate. */
  expanded?: boolean;
  panel?: ReactNode;
}

/**
 * The "modes" of an entry dialog as tappable cards. The button's accessible name is the
 * title alone; the description is linked with aria-describedby, and CSS stretches the
 * button over the whole card so a tap anywhere on it works.
 */
export function EntryOptionList({ options, label }: { options: readonly EntryOption[]; label: string }) {
  return (
    <ul className="entry-options" aria-label={label}>
      {options.map((o) => (
        <EntryOptionItem key={o.id} option={o} />
      ))}
    </ul>
  );
}

function EntryOptionItem({ option }: { option: EntryOption }) {
  const id = useId();
  const unfolds = option.expanded !== undefined;
  return (
    <li className={option.expanded ? 'entry-option entry-option-open' : 'entry-option'}>
      <div className="entry-option-head">
        <button
          type="button"
          className="entry-option-btn"
          aria-describedby={`${id}-desc`}
          aria-expanded={unfolds ? option.expanded : undefined}
          aria-controls={option.expanded ? `${id}-panel` : undefined}
          onClick={option.onChoose}
        >
          {option.title}
        </button>
        <p className="entry-option-desc" id={`${id}-desc`}>
          {option.description}
        </p>
      </div>
      {unfolds && option.expanded && (
        <div className="entry-option-panel" id={`${id}-panel`}>
          {option.panel}
        </div>
      )}
    </li>
  );
}
