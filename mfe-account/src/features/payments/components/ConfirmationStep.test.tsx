import { act, screen } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { ConfirmationStep } from '@/features/payments/components/ConfirmationStep';
import { loadPaymentsCatalog } from '@/features/payments/i18n';
import { renderWithProviders } from 'shared-ui/testing';
import { CHECKING } from '@/test/account-fixtures';

beforeEach(async () => {
  await loadPaymentsCatalog('pt-BR');
  act(() => i18n.activate('pt-BR'));
});

test('the receipt in Portuguese: its words from the catalog, money and dates by Intl, links in /pt', () => {
  renderWithProviders(
    <ConfirmationStep
      receipt={{ id: 501, confirmationNumber: 'RB-ABCDE-23456', status: 'scheduled', amount: '1389.45', payOn: '2026-11-20' }}
      method={CHECKING}
      locale="pt-BR"
      onAnother={() => undefined}
    />,
  );
  expect(screen.getByText(/^Obrigado\. Seu pagamento está agendado para/)).toHaveTextContent('20 de novembro de 2026');
  expect(screen.getByText('Agendado')).toBeInTheDocument();
  expect(screen.getByText(/US\$\s1\.389,45/)).toBeInTheDocument();
  expect(screen.getByText('RB-ABCDE-23456')).toHaveAttribute('translate', 'no');
  expect(screen.getByRole('link', { name: 'Ir para minha conta' })).toHaveAttribute('href', '/pt/account');
  expect(screen.getByRole('link', { name: 'Ver meu histórico' })).toHaveAttribute('href', '/pt/account/history');
  expect(screen.getByRole('button', { name: 'Fazer outro pagamento' })).toBeInTheDocument();
});
