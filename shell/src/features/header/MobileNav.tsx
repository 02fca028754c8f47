import { ChevronDown } from 'lucide-react';
import { css } from 'styled-system/css';
import { NavLeafItem, navItemButtonClass } from '@/features/header/NavLeafItem';
import type { MenuId, NavEntry, NavMenu } from '@/features/header/useNavEntries';

export interface MobileNavProps {
  entries: readonly NavEntry[];
  expanded: ReadonlySet<MenuId>;
  onToggle: (id: MenuId) => void;
  onChoose: () => void;
}

// Build-time styles (docs/decisions/060): the panel's list, groups and toggles draw before Chakra loads.
const list = css({ display: 'flex', flexDirection: 'column', listStyleType: 'none', m: '0', p: '0', gap: '0' });
const item = css({ borderBottomWidth: '1px', borderColor: 'gray.200' });
const toggle = navItemButtonClass('panel', css({ fontWeight: 'semibold', justifyContent: 'space-between', h: 'auto' }));
const chevron = css({ display: 'inline-flex', transition: 'transform 0.15s' });
const chevronOpen = css({ display: 'inline-flex', transition: 'transform 0.15s', transform: 'rotate(180deg)' });
const groupList = css({ listStyleType: 'none', m: '0', p: '0', ps: '4', pb: '2' });

const mobileListId = (id: MenuId) => `header-mobile-${id}-menu`;

/** The navigation below 768 px, inside the mobile panel: every group starts expanded (spec 2.8). */
export function MobileNav({ entries, expanded, onToggle, onChoose }: MobileNavProps) {
  return (
    <ul className={list}>
      {entries.map((entry) =>
        entry.kind === 'menu' ? (
          <MobileGroup
            key={entry.id}
            menu={entry}
            open={expanded.has(entry.id)}
            onToggle={() => onToggle(entry.id)}
            onChoose={onChoose}
          />
        ) : (
          <li key={entry.key} className={item}>
            <NavLeafItem leaf={entry} placement="panel" onChoose={onChoose} />
          </li>
        ),
      )}
    </ul>
  );
}

interface MobileGroupProps {
  menu: NavMenu;
  open: boolean;
  onToggle: () => void;
  onChoose: () => void;
}

function MobileGroup({ menu, open, onToggle, onChoose }: MobileGroupProps) {
  const listId = mobileListId(menu.id);
  return (
    <li className={item}>
      <button
        type="button"
        className={toggle}
        aria-expanded={open}
        aria-controls={listId}
        onClick={onToggle}
      >
        {menu.label}
        <span className={open ? chevronOpen : chevron}>
          <ChevronDown aria-hidden size={18} />
        </span>
      </button>
      <ul id={listId} hidden={!open} className={groupList}>
        {menu.items.map((item) => (
          <li key={item.key}>
            <NavLeafItem leaf={item} placement="panel" onChoose={onChoose} />
          </li>
        ))}
      </ul>
    </li>
  );
}
