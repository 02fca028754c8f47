import { useId } from 'react';
import type { DialogSize, ShellDialogProps, ShellServices } from 'shared-contracts';

/**
 * The shell's services as a remote receives them, faked for jest tests (docs/decisions/066): a plain dialog
 * (its title as its accessible name and heading, its body, its footer and a Close button) and a recording
 * `track`. `openedSizes` lists the size of each dialog opened, for the pages that choose one (spec 2.13).
 */
export type FakeShell = ShellServices & { track: jest.Mock; openedSizes: DialogSize[] };

export function fakeShell(): FakeShell {
  const openedSizes: DialogSize[] = [];
  function Dialog({ open, title, children, footer, size = 'md', role = 'dialog', onClose }: ShellDialogProps) {
    const titleId = useId();
    if (!open) return null;
    if (openedSizes.at(-1) !== size) openedSizes.push(size);
    return (
      <div role={role} aria-labelledby={titleId} data-size={size}>
        <h2 id={titleId}>{title}</h2>
        {children}
        {footer}
        <button type="button" onClick={onClose}>
          Close
        </button>
      </div>
    );
  }
  return { Dialog, track: jest.fn(), openedSizes };
}
