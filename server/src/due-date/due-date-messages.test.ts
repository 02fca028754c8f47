import type { Locale } from 'shared-contracts';
import { dueDateChangeMessage } from './due-date-messages.js';

const FACTS = { firstName: 'Maria', oldDueDate: '2026-12-15', newDueDate: '2026-12-20', days: 5, interestCost: '17.55', confirmationNumber: 'RB-ABCDE-23456' };

describe("the lender's message confirming a due-date change", () => {
  it.each([
    ['en-US', 'Your due date change request', 'December 20, 2026', '$17.55'],
    ['es-US', 'Su solicitud de cambio de fecha de vencimiento', '20 de diciembre de 2026', '$17.55'],
    ['pt-BR', 'Sua solicitação de mudança da data de vencimento', '20 de dezembro de 2026', 'US$\u00a017,55'],
  ])('is written in %s with its dates and money', (locale, subject, newDate, cost) => {
    const message = dueDateChangeMessage(locale as Locale, FACTS);
    expect(message.subject).toBe(subject);
    expect(message.body).toContain(newDate);
    expect(message.body).toContain(cost);
    expect(message.body).toContain('RB-ABCDE-23456');
    expect(message.body).toContain('Maria');
    expect(message.body).not.toMatch(/\{\w+\}/);
  });
});
