import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';
import type { MenuId } from '@/features/header/useNavEntries';

const NO_MENUS: ReadonlySet<MenuId> = new Set();

export interface HeaderMenus {
  /** The one open desktop dropdown (spec 2.8: only one at a time). */
  openMenu: MenuId | null;
  mobileOpen: boolean;
  /** The expanded groups of the mobile panel; opening the panel expands them all (spec 2.8). */
  mobileExpanded: ReadonlySet<MenuId>;
  toggleMenu: (id: MenuId) => void;
  closeMenu: (id: MenuId) => void;
  toggleMobile: () => void;
  toggleMobileGroup: (id: MenuId) => void;
  closeAll: () => void;
  registerButton: (id: MenuId, element: HTMLButtonElement | null) => void;
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
}

/**
 * The header's open/closed state. A pointer press outside the header, choosing a link or a navigation closes
 * everything; Escape closes the open dropdown (or the mobile panel) and puts focus back on its button.
 */
export function useHeaderMenus(
  menuIds: readonly MenuId[],
  headerRef: RefObject<HTMLElement | null>,
  mobileToggleRef: RefObject<HTMLButtonElement | null>,
): HeaderMenus {
  const [openMenu, setOpenMenu] = useState<MenuId | null>(null);
  const [mobileOpen, setMobileOpen] = useState(false);
  const [mobileExpanded, setMobileExpanded] = useState<ReadonlySet<MenuId>>(NO_MENUS);
  const buttons = useRef(new Map<MenuId, HTMLButtonElement>());

  const closeAll = useCallback(() => {
    setOpenMenu(null);
    setMobileOpen(false);
    setMobileExpanded(NO_MENUS);
  }, []);

  // A navigation by any means (links, back button, a redirect) closes the menus: adjust state during render.
  const { pathname } = useLocation();
  const [renderedPath, setRenderedPath] = useState(pathname);
  if (renderedPath !== pathname) {
    setRenderedPath(pathname);
    closeAll();
  }

  const anythingOpen = openMenu !== null || mobileOpen;
  useEffect(() => {
    if (!anythingOpen) return undefined;
    const onPointerDown = (event: Event) => {
      const target = event.target;
      if (target instanceof Node && headerRef.current?.contains(target)) return;
      closeAll();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [anythingOpen, closeAll, headerRef]);

  const toggleMenu = useCallback((id: MenuId) => setOpenMenu((current) => (current === id ? null : id)), []);
  const closeMenu = useCallback((id: MenuId) => setOpenMenu((current) => (current === id ? null : current)), []);

  const toggleMobile = useCallback(() => {
    const next = !mobileOpen;
    setOpenMenu(null);
    setMobileOpen(next);
    setMobileExpanded(next ? new Set(menuIds) : NO_MENUS);
  }, [menuIds, mobileOpen]);

  const toggleMobileGroup = useCallback((id: MenuId) => {
    setMobileExpanded((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }, []);

  const registerButton = useCallback((id: MenuId, element: HTMLButtonElement | null) => {
    if (element) buttons.current.set(id, element);
    else buttons.current.delete(id);
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape') return;
    if (mobileOpen) {
      event.preventDefault();
      closeAll();
      mobileToggleRef.current?.focus();
      return;
    }
    if (openMenu !== null) {
      event.preventDefault();
      const button = buttons.current.get(openMenu);
      setOpenMenu(null);
      button?.focus();
    }
  };

  return {
    openMenu,
    mobileOpen,
    mobileExpanded,
    toggleMenu,
    closeMenu,
    toggleMobile,
    toggleMobileGroup,
    closeAll,
    registerButton,
    onKeyDown,
  };
}
