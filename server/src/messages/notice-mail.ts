import { COMPANY, isLocale, localizePath, pathOf, type Locale } from 'shared-contracts';
import type { Mail } from '../mail/transport.js';

/*
 * "You have a new secure message": the mail a borrower gets when the lender wrote in a thread, in the borrower's
 * language. It never carries the message, its subject or any account detail (mail is not a secure channel): only
 * that there is one, and where to sign in to read it.
 */

interface NoticeTexts {
  subject: string;
  greeting: string;
  body: string;
  link: string;
  noReply: string;
  support: string;
}

const TEXTS: Readonly<Record<Locale, NoticeTexts>> = {
  'en-US': {
    subject: `You have a new secure message from ${COMPANY.name}`,
    greeting: 'Hello,',
    body: 'there is a new message for you in the secure message center of your online account. For your security, we do not send its content by e-mail.',
    link: 'Sign in to read it:',
    noReply: 'Please do not reply to this e-mail; answer in the message center instead.',
    support: 'Customer support',
  },
  'es-US': {
    subject: `Tiene un nuevo mensaje seguro de ${COMPANY.name}`,
    greeting: 'Hola:',
    body: 'tiene un mensaje nuevo en el centro de mensajes seguros de su cuenta en línea. Por su seguridad, no enviamos su contenido por correo electrónico.',
    link: 'Inicie sesión para leerlo:',
    noReply: 'No responda a este correo electrónico; conteste en el centro de mensajes.',
    support: 'Atención al cliente',
  },
  'pt-BR': {
    subject: `Você tem uma nova mensagem segura da ${COMPANY.name}`,
    greeting: 'Olá,',
    body: 'há uma nova mensagem para você na central de mensagens seguras da sua conta on-line. Para sua segurança, não enviamos o conteúdo por e-mail.',
    link: 'Entre na sua conta para lê-la:',
    noReply: 'Não responda a este e-mail; responda pela central de mensagens.',
    support: 'Atendimento ao cliente',
  },
};

/** The notice in `language` (a user's stored preference; anything unknown reads as English). */
export function newSecureMessageMail(to: string, language: string, origin: string | null): Mail {
  const locale: Locale = isLocale(language) ? language : 'en-US';
  const texts = TEXTS[locale];
  const link = `${origin ?? ''}${localizePath(pathOf('accountMessaging'), locale)}`;
  return {
    to,
    subject: texts.subject,
    text:
      `${texts.greeting}\n\n${texts.body}\n\n${texts.link}\n\n${link}\n\n${texts.noReply}\n\n` +
      `${COMPANY.name}\n${texts.support}: ${COMPANY.supportPhone.display}`,
  };
}
