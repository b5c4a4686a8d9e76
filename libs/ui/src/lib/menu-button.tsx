import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useUiText } from './i18n';

export interface MenuItem {
  label: string;
  onSelect: () => void;
  /** Shown in the danger colour (Delete). */
  danger?: boolean;
}

/**
 * A WAI-ARIA menu button: a button (`aria-haspopup="menu"`, `aria-expanded`) that opens a
 * `role="menu"` list of `role="menuitem"` buttons.
 *
 * - Click, Enter or Space open it and focus the first item; ArrowDown too, ArrowUp the last;
 * - in the menu ArrowDown/ArrowUp move (wrapping), Home/End go to the first/last item;
 * - Escape closes it and puts focus back on the button; Tab closes it and moves on;
 * - a press outside closes it;
 * - choosing an item closes the menu and returns focus to the button before the item's
 *   action runs, so a dialog the action opens gives focus back to the button when it closes.
 */
export function MenuButton({
  label,
  items,
  children,
  className = '',
}: {
  /** The button's accessible name, e.g. 'Actions for Bakery'. */
  label: string;
  items: readonly MenuItem[];
  /** What the button shows (default ⋮). */
  children?: ReactNode;
  className?: string;
}) {
  const [open, setOpen] = useState(false);
  const wrapRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<Array<HTMLButtonElement | null>>([]);
  // Which item to focus once the menu has rendered: 'first', 'last' or none.
  const [focusOnOpen, setFocusOnOpen] = useState<'first' | 'last'>('first');
  const id = useId();
  const menuId = `${id}-menu`;
  const buttonId = `${id}-button`;

  const focusItem = (index: number) => {
    const count = items.length;
    itemRefs.current[((index % count) + count) % count]?.focus();
  };

  const openMenu = (at: 'first' | 'last') => {
    setFocusOnOpen(at);
    setOpen(true);
  };

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    focusItem(focusOnOpen === 'first' ? 0 : items.length - 1);
    const onPointerDown = (e: PointerEvent) => {
      if (!(e.target instanceof Node && wrapRef.current?.contains(e.target))) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
    // Runs when the menu opens, not on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  const onButtonKeyDown = (e: KeyboardEvent<HTMLButtonElement>) => {
    // Enter and Space reach onClick as the button's own activation.
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      openMenu(e.key === 'ArrowDown' ? 'first' : 'last');
    } else if (e.key === 'Escape' && open) {
      e.preventDefault();
      close(true);
    }
  };

  const onMenuKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const current = itemRefs.current.findIndex((el) => el === document.activeElement);
    switch (e.key) {
      case 'ArrowDown':
        e.preventDefault();
        focusItem(current + 1);
        break;
      case 'ArrowUp':
        e.preventDefault();
        focusItem(current - 1);
        break;
      case 'Home':
        e.preventDefault();
        focusItem(0);
        break;
      case 'End':
        e.preventDefault();
        focusItem(items.length - 1);
        break;
      case 'Escape':
        e.preventDefault();
        // Not the dialog or page behind: this Escape was the menu's.
        e.stopPropagation();
        close(true);
        break;
      case 'Tab':
        // From the button, the browser's Tab then moves on to what follows (or precedes) it.
        buttonRef.current?.focus();
        setOpen(false);
        break;
    }
  };

  return (
    <div
      className={`menu-button ${className}`.trim()}
      ref={wrapRef}
      onBlur={(e) => {
        // Focus left the button and its menu (Tab, a click elsewhere).
        if (open && !(e.relatedTarget instanceof Node && wrapRef.current?.contains(e.relatedTarget))) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        id={buttonId}
        type="button"
        className="menu-button-trigger"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? close(false) : openMenu('first'))}
        onKeyDown={onButtonKeyDown}
      >
        {children ?? <span aria-hidden="true">⋮</span>}
      </button>
      {open && (
        <div className="menu-button-items" role="menu" id={menuId} aria-labelledby={buttonId} onKeyDown={onMenuKeyDown}>
          {items.map((item, i) => (
            <button
              key={item.label}
              ref={(el) => {
                itemRefs.current[i] = el;
              }}
              type="button"
              role="menuitem"
              tabIndex={-1}
              className={item.danger ? 'danger' : undefined}
              onClick={() => {
                close(true);
                item.onSelect();
              }}
            >
              {item.label}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}

/** A table row's "⋮" menu with Edit and Delete. */
export function RowMenu({ label, onEdit, onDelete }: { label: string; onEdit: () => void; onDelete: () => void }) {
  const { t } = useUiText();
  return (
    <MenuButton
      className="row-menu"
      label={t('rowMenu.label', { name: label })}
      items={[
        { label: t('rowMenu.edit'), onSelect: onEdit },
        { label: t('rowMenu.delete'), onSelect: onDelete, danger: true },
      ]}
    />
  );
}
