import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { UserSession } from 'shared-contracts';

/** "Chrome 131 on Windows 10", or the words for what the browser did not say. */
export function deviceName(i18n: I18n, device: Pick<UserSession, 'browser' | 'system'>): string {
  const browser = device.browser ?? i18n._(msg`Unknown browser`);
  const system = device.system;
  return system ? i18n._(msg`${browser} on ${system}`) : browser;
}
