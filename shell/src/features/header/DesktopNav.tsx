import { ChevronDown } from 'lucide-react';
import { css } from 'styled-system/css';
import { NavLeafItem, navItemButtonClass } from '@/features/header/NavLeafItem';
import type { MenuId, NavEntry, NavMenu } from '@/features/header/useNavEntries';

export interface DesktopNavProps {
  entries: readonly NavEntry[];
  openMenu: MenuId | null;
  onToggle: (id: MenuId) => void;
  onCloseMenu: (id: MenuId) => void;
  onChoose: () => void;
  registerButton: (id: MenuId, element: HTMLButtonElement | null) => void;
}

// Build-time styles (docs/decisions/060): the row, the dropdowns and their toggles draw before Chakra loads.
const row = css({ display: 'flex', listStyleType: 'none', m: '0', p: '0', gap: '1', alignItems: 'center', flexWrap: 'wrap' });
const dropdownItem = css({ position: 'relative' });
const toggle = navItemButtonClass('bar');
const chevron = css({ display: 'inline-flex', transition: 'transform 0.15s' });
const chevronOpen = css({ display: 'inline-flex', transition: 'transform 0.15s', transform: 'rotate(180deg)' });
const dropdownList = css({
  listStyleType: 'none',
  position: 'absolute',
  top: '100%',
  insetStart: '0',
  mt: '1',
  minW: '56',
  py: '2',
  bg: 'white',
  borderWidth: '1px',
  borderColor: 'gray.200',
  borderRadius: 'md',
  boxShadow: 'lg',
  zIndex: 'dropdown',
});

export const desktopListId = (id: MenuId) => `header-${id}-menu`;

/** The navigation from 768 px up: links and disclosure dropdowns in one row; only one dropdown is open. */
export function DesktopNav({ entries, openMenu, onToggle, onCloseMenu, onChoose, registerButton }: DesktopNavProps) {
  return (
    <ul className={row}>
      {entries.map((entry) =>
        entry.kind === 'menu' ? (
          <DesktopDropdown
            key={entry.id}
            menu={entry}
            open={openMenu === entry.id}
            onToggle={() => onToggle(entry.id)}
            onClose={() => onCloseMenu(entry.id)}
            onChoose={onChoose}
            registerButton={(element) => registerButton(entry.id, element)}
          />
        ) : (
          <li key={entry.key}>
            <NavLeafItem leaf={entry} placement="bar" onChoose={onChoose} />
          </li>
        ),
      )}
    </ul>
  );
}

interface DesktopDropdownProps {
  menu: NavMenu;
  open: boolean;
  onToggle: () => void;
  onClose: () => void;
  onChoose: () => void;
  registerButton: (element: HTMLButtonElement | null) => void;
}

function DesktopDropdown({ menu, open, onToggle, onClose, onChoose, registerButton }: DesktopDropdownProps) {
  const listId = desktopListId(menu.id);
  return (
    <li
      className={dropdownItem}
      onBlur={(event) => {
        // Tabbing out of an open dropdown closes it (the disclosure navigation pattern).
        const next = event.relatedTarget;
        if (open && next instanceof Node && !event.currentTarget.contains(next)) onClose();
      }}
    >
      <button
        type="button"
        ref={registerButton}
        className={toggle}
        aria-expanded={open}
        aria-controls={listId}
        onClick={onToggle}
      >
        {menu.label}
        <span className={open ? chevronOpen : chevron}>
          <ChevronDown aria-hidden size={16} />
        </span>
      </button>
      <ul id={listId} hidden={!open} className={dropdownList}>
        {menu.items.map((item) => (
          <li key={item.key}>
            <NavLeafItem leaf={item} placement="dropdown" onChoose={onChoose} />
          </li>
        ))}
      </ul>
    </li>
  );
}
