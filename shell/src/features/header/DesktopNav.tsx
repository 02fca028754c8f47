import { Box, Button, Flex } from '@chakra-ui/react';
import { ChevronDown } from 'lucide-react';
import { NavLeafItem, navItemStyles } from '@/features/header/NavLeafItem';
import type { MenuId, NavEntry, NavMenu } from '@/features/header/useNavEntries';

export interface DesktopNavProps {
  entries: readonly NavEntry[];
  openMenu: MenuId | null;
  onToggle: (id: MenuId) => void;
  onCloseMenu: (id: MenuId) => void;
  onChoose: () => void;
  registerButton: (id: MenuId, element: HTMLButtonElement | null) => void;
}

export const desktopListId = (id: MenuId) => `header-${id}-menu`;

/** The navigation from 768 px up: links and disclosure dropdowns in one row; only one dropdown is open. */
export function DesktopNav({ entries, openMenu, onToggle, onCloseMenu, onChoose, registerButton }: DesktopNavProps) {
  return (
    <Flex as="ul" listStyleType="none" m="0" p="0" gap="1" align="center" wrap="wrap">
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
          <Box as="li" key={entry.key}>
            <NavLeafItem leaf={entry} placement="bar" onChoose={onChoose} />
          </Box>
        ),
      )}
    </Flex>
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
    <Box
      as="li"
      position="relative"
      onBlur={(event) => {
        // Tabbing out of an open dropdown closes it (the disclosure navigation pattern).
        const next = event.relatedTarget;
        if (open && next instanceof Node && !event.currentTarget.contains(next)) onClose();
      }}
    >
      <Button
        ref={registerButton}
        variant="plain"
        colorPalette="brand"
        css={navItemStyles('bar')}
        aria-expanded={open}
        aria-controls={listId}
        onClick={onToggle}
      >
        {menu.label}
        <Box as="span" display="inline-flex" transition="transform 0.15s" transform={open ? 'rotate(180deg)' : undefined}>
          <ChevronDown aria-hidden size={16} />
        </Box>
      </Button>
      <Box
        as="ul"
        id={listId}
        hidden={!open}
        listStyleType="none"
        position="absolute"
        top="100%"
        insetStart="0"
        mt="1"
        minW="56"
        py="2"
        bg="white"
        borderWidth="1px"
        borderColor="gray.200"
        borderRadius="md"
        boxShadow="lg"
        zIndex="dropdown"
      >
        {menu.items.map((item) => (
          <li key={item.key}>
            <NavLeafItem leaf={item} placement="dropdown" onChoose={onChoose} />
          </li>
        ))}
      </Box>
    </Box>
  );
}
