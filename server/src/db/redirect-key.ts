import { normalisePath } from 'shared-contracts';

/**
 * The form a path is stored and looked up in. Legacy addresses come from an IIS site, where
 * `/Secure/Change-Password.aspx` and `/secure/change-password.aspx` were the same page, and old links
 * carry either spelling; a trailing slash never makes a different page either.
 */
export function redirectKey(path: string): string {
  return normalisePath(path.toLowerCase());
}
