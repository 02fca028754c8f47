import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { z } from 'zod';
import { activateTestLocale, renderWithProviders } from '../../test/render';
import { useApiForm } from '../useApiForm';
import { ConfirmCodeForm } from './ConfirmCodeForm';
import { SendCodeForm, type SendCodeAnswer, type SendCodeRequest } from './SendCodeForm';

/**
 * The code-step pieces at unit level, the mutation's function being the boundary: the flows' own answers and
 * texts are their features' tests (EnrollPage, LoginDialog). Spanish proves the words are in shared-ui's catalog.
 */

const OPTIONS = [
  { key: 'email', display: 'a***a@example.com' },
  { key: 'sms', display: '***-***-0147' },
] as const;
const sendSchema = z.object({ token: z.string(), sendTo: z.enum(['email', 'sms']) });
const confirmSchema = z.object({ token: z.string(), code: z.string().regex(/^\d{6}$/) });

function renderSend(send: (request: SendCodeRequest) => Promise<SendCodeAnswer>, lastSent?: (typeof OPTIONS)[number]) {
  const onSent = jest.fn();
  const onExpired = jest.fn();
  renderWithProviders(
    <SendCodeForm
      token="t0"
      options={[...OPTIONS]}
      lastSent={lastSent}
      schema={sendSchema}
      mutation={{ mutationFn: send }}
      intro="Why a code."
      onSent={onSent}
      onExpired={onExpired}
    />,
  );
  return { onSent, onExpired };
}

function ConfirmTestForm({ check }: { check: (values: z.output<typeof confirmSchema>) => Promise<{ ok: boolean }> }) {
  const apiForm = useApiForm({
    schema: confirmSchema,
    defaultValues: { token: 't0', code: '' },
    mutation: { mutationFn: check },
    onSuccess: (answer) => {
      if (!answer.ok) apiForm.form.setError('code', { type: 'server', message: 'INVALID' });
    },
  });
  return <ConfirmCodeForm apiForm={apiForm} sentTo={OPTIONS[1]} submitLabel="Confirm" submittingLabel="Checking…" onNewCode={jest.fn()} />;
}

describe('SendCodeForm', () => {
  beforeEach(() => activateTestLocale());

  it('sends the token and the way chosen, then hands on that way', async () => {
    const user = userEvent.setup();
    const send = jest.fn<Promise<SendCodeAnswer>, [SendCodeRequest]>(async () => ({ status: 'SUCCESS' }));
    const { onSent } = renderSend(send);
    expect(screen.getByText('Why a code.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send code' })).toBeDisabled();

    await user.click(screen.getByRole('radio', { name: 'Text message to ***-***-0147' }));
    await user.click(screen.getByRole('button', { name: 'Send code' }));

    await waitFor(() => expect(onSent).toHaveBeenCalledWith(OPTIONS[1]));
    expect(send.mock.calls[0]![0]).toEqual({ token: 't0', sendTo: 'sms' });
  });

  it('says INVALID as a failure with the choice kept, and EXPIRED ends the flow', async () => {
    const user = userEvent.setup();
    const send = jest.fn<Promise<SendCodeAnswer>, [SendCodeRequest]>(async () => ({ status: 'INVALID' }));
    const { onSent, onExpired } = renderSend(send, OPTIONS[0]);

    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('Something went wrong and the code was not sent.')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'E-mail to a***a@example.com' })).toBeChecked();

    send.mockResolvedValueOnce({ status: 'EXPIRED' });
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(onExpired).toHaveBeenCalled());

    await user.click(screen.getByRole('button', { name: 'Enter the code already sent' }));
    expect(onSent).toHaveBeenCalledWith(OPTIONS[0]);
  });

  it("says it in the page's language", async () => {
    await activateTestLocale('es-US');
    const user = userEvent.setup();
    renderSend(jest.fn(), OPTIONS[0]);
    expect(screen.getByRole('button', { name: 'Ingresar el código ya enviado' })).toBeInTheDocument();
    // The choice settles (the radio group syncs its state after the first paint) before the test ends.
    await user.click(screen.getAllByRole('radio')[1]!);
    expect(screen.getByRole('button', { name: 'Enviar código' })).toBeEnabled();
  });
});

describe('ConfirmCodeForm', () => {
  beforeEach(() => activateTestLocale());

  it('waits for six digits, says a wrong code at the field with the focus back, and clears it on an edit', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ConfirmTestForm check={async () => ({ ok: false })} />);
    expect(screen.getByText(/by text message to \*\*\*-\*\*\*-0147/)).toBeInTheDocument();
    const code = screen.getByRole('textbox', { name: 'Verification code' });

    await user.type(code, '12345');
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeDisabled();
    await user.type(code, '6');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));

    await waitFor(() => expect(code).toHaveAccessibleDescription('This code is not right. Check it and try again, or send a new code.'));
    await waitFor(() => expect(code).toHaveFocus());
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeDisabled();

    await user.type(code, '{Backspace}7');
    await waitFor(() => expect(code).not.toHaveAccessibleDescription(/not right/));
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeEnabled();
  });
});
