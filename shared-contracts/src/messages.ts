import type { Messages } from '@lingui/core';
import type { Locale } from './locales.js';

/** This package's own catalog (route titles), loaded by whichever app shows them. */
export async function loadContractMessages(locale: Locale): Promise<Messages> {
  switch (locale) {
    case 'es-US':
      return (await import('./locales/es-US/messages.js')).messages;
    case 'pt-BR':
      return (await import('./locales/pt-BR/messages.js')).messages;
    default:
      return (await import('./locales/en-US/messages.js')).messages;
  }
}
