import { Box, Button, Stack } from '@chakra-ui/react';
import { ChevronDown } from 'lucide-react';
import { NavLeafItem, navItemStyles } from '@/features/header/NavLeafItem';
import type { MenuId, NavEntry, NavMenu } from '@/features/header/useNavEntries';

export interface MobileNavProps {
  entries: readonly NavEntry[];
  expanded: ReadonlySet<MenuId>;
  onToggle: (id: MenuId) => void;
  onChoose: () => void;
}

const mobileListId = (id: MenuId) => `header-mobile-${id}-menu`;

/** The navigation below 768 px, inside the mobile panel: every group starts expanded (spec 2.8). */
export function MobileNav({ entries, expanded, onToggle, onChoose }: MobileNavProps) {
  return (
    <Stack as="ul" listStyleType="none" m="0" p="0" gap="0">
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
          <Box as="li" key={entry.key} borderBottomWidth="1px" borderColor="gray.200">
            <NavLeafItem leaf={entry} placement="panel" onChoose={onChoose} />
          </Box>
        ),
      )}
    </Stack>
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
    <Box as="li" borderBottomWidth="1px" borderColor="gray.200">
      <Button
        variant="plain"
        colorPalette="brand"
        css={navItemStyles('panel')}
        fontWeight="semibold"
        justifyContent="space-between"
        h="auto"
        aria-expanded={open}
        aria-controls={listId}
        onClick={onToggle}
      >
        {menu.label}
        <Box as="span" display="inline-flex" transition="transform 0.15s" transform={open ? 'rotate(180deg)' : undefined}>
          <ChevronDown aria-hidden size={18} />
        </Box>
      </Button>
      <Box as="ul" id={listId} hidden={!open} listStyleType="none" m="0" p="0" ps="4" pb="2">
        {menu.items.map((item) => (
          <li key={item.key}>
            <NavLeafItem leaf={item} placement="panel" onChoose={onChoose} />
          </li>
        ))}
      </Box>
    </Box>
  );
}
