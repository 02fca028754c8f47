import type { Messages } from '@lingui/core';
import type { Locale } from 'shared-contracts';

/**
 * shared-ui's own catalog (the words of its components: field errors, the problem alert, the show/hide
 * toggle, the captcha's loading failure). Every app that shows these components merges it into the one i18n instance next to
 * shared-contracts' catalog: the shell for composed pages, the standalone page of a remote otherwise.
 */
export async function loadSharedUiMessages(locale: Locale): Promise<Messages> {
  switch (locale) {
    case 'es-US':
      return (await import(/* webpackChunkName: "i18n-shared-ui-es-US" */ './locales/es-US/messages')).messages;
    case 'pt-BR':
      return (await import(/* webpackChunkName: "i18n-shared-ui-pt-BR" */ './locales/pt-BR/messages')).messages;
    default:
      return (await import(/* webpackChunkName: "i18n-shared-ui-en-US" */ './locales/en-US/messages')).messages;
  }
}
