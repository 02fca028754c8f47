import { newSecureMessageMail } from './notice-mail.js';

describe('the new-secure-message notice', () => {
  it.each([
    ['en-US', /new secure message/, 'https://portal.example/account/messaging'],
    ['es-US', /nuevo mensaje seguro/, 'https://portal.example/es/account/messaging'],
    ['pt-BR', /nova mensagem segura/, 'https://portal.example/pt/account/messaging'],
  ])('is written in %s, with the link to the message center in that language', (language, subject, link) => {
    const mail = newSecureMessageMail('maria@example.com', language, 'https://portal.example');
    expect(mail.to).toBe('maria@example.com');
    expect(mail.subject).toMatch(subject);
    expect(mail.text).toContain(link);
  });

  it('reads an unknown language as English', () => {
    expect(newSecureMessageMail('maria@example.com', 'fr-FR', null).subject).toMatch(/new secure message/);
  });
});
