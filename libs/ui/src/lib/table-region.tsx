import { useId, type CSSProperties, type ReactNode } from 'react';

/** What names the table, and with it the region: one of the two. */
type TableName =
  /** A caption, for screen readers only (the page says on screen what the table is). */
  | { caption: string; labelledBy?: never }
  /** Or the id of the visible heading above the table. */
  | { labelledBy: string; caption?: never };

export type TableRegionProps = TableName & {
  /** The table's <thead> and <tbody>. */
  children: ReactNode;
  /** More classes for the scrolling box (`.table-wrap` is always there). */
  className?: string;
  /** More classes for the table (`.table` is always there). */
  tableClassName?: string;
  style?: CSSProperties;
  tableStyle?: CSSProperties;
  /** Rows are loading: `aria-busy` on the table. */
  busy?: boolean;
  /**
   * The box scrolls (the default). A box that never scrolls (the admin table, whose row menus
   * must not be clipped) is no tab stop and no region: a stop with nothing to scroll is noise.
   */
  scrolls?: boolean;
};

/**
 * A table in its scrolling box (`.table-wrap`). On a phone a table wider than the screen scrolls
 * sideways inside the box, so a keyboard must be able to reach the box to scroll it (WCAG 2.1.1,
 * axe's scrollable-region-focusable): the box is a tab stop (tabIndex 0, with the kit's focus
 * ring) and a region named as its table is, by the caption or the heading, so a screen reader
 * says what the stop holds. Every table of the product goes through here: one rule, one place.
 */
export function TableRegion({
  caption,
  labelledBy,
  children,
  className = '',
  tableClassName = '',
  style,
  tableStyle,
  busy,
  scrolls = true,
}: TableRegionProps) {
  const captionId = useId();
  const region = scrolls ? { role: 'region', 'aria-labelledby': labelledBy ?? captionId, tabIndex: 0 } : {};
  return (
    <div className={`table-wrap ${className}`.trim()} style={style} {...region}>
      <table
        className={`table ${tableClassName}`.trim()}
        aria-labelledby={labelledBy}
        aria-busy={busy || undefined}
        style={tableStyle}
      >
        {caption !== undefined && (
          <caption id={captionId} className="sr-only">
            {caption}
          </caption>
        )}
        {children}
      </table>
    </div>
  );
}
