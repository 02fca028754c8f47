import { Button, Input } from '@chakra-ui/react';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_ERROR_CODES } from 'shared-contracts';
import { ApiError } from 'shared-contracts/api-client';
import { z } from 'zod';
import { activateTestLocale, renderWithProviders } from '../test/render';
import { FormField } from './FormField';
import { ProblemAlert } from './ProblemAlert';
import { useApiForm } from './useApiForm';

/**
 * The form recipe at unit level: the mutation's function is the boundary (what the API client would do is
 * its own test). Every assertion goes through what the customer sees and reaches: labels, roles, focus.
 */

const schema = z.object({ name: z.string().trim().min(1), email: z.email() });
type Answer = { id: string };

function ContactTestForm({ send }: { send: (values: z.output<typeof schema>) => Promise<Answer> }) {
  const { form, onSubmit, problem, submitting, answer } = useApiForm({
    schema,
    defaultValues: { name: '', email: '' },
    mutation: { mutationFn: send },
  });
  const { errors } = form.formState;
  if (answer) return <p>Sent as {answer.id}</p>;
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <FormField label="Name" error={errors.name ? 'Enter your name.' : undefined}>
        <Input {...form.register('name')} />
      </FormField>
      <FormField label="E-mail" error={errors.email ? 'Enter an e-mail address.' : undefined}>
        <Input {...form.register('email')} />
      </FormField>
      <ProblemAlert problem={problem} />
      <Button type="submit" loading={submitting}>
        Send
      </Button>
    </form>
  );
}

const apiError = (status: number, init: Partial<ConstructorParameters<typeof ApiError>[0]> = {}) =>
  new ApiError({ kind: 'http', status, code: API_ERROR_CODES.error, message: `HTTP ${status}`, ...init });

async function fillIn(user: ReturnType<typeof userEvent.setup>, name = 'Maria Garcia', email = 'maria@example.com') {
  await user.type(screen.getByRole('textbox', { name: 'Name' }), name);
  await user.type(screen.getByRole('textbox', { name: 'E-mail' }), email);
}

beforeEach(() => activateTestLocale());

describe('useApiForm', () => {
  it('sends nothing while the schema refuses a field, and marks that field', async () => {
    const user = userEvent.setup();
    const send = jest.fn(async () => ({ id: 'r1' }));
    renderWithProviders(<ContactTestForm send={send} />);

    await fillIn(user, 'Maria Garcia', 'not an address');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    const email = screen.getByRole('textbox', { name: 'E-mail' });
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(email).toHaveAccessibleDescription('Enter an e-mail address.');
    expect(screen.getByRole('textbox', { name: 'Name' })).not.toHaveAttribute('aria-invalid');
    expect(send).not.toHaveBeenCalled();
  });

  it('marks the fields a 400 names, focuses the first in the order of the page, and shows no problem', async () => {
    const user = userEvent.setup();
    const send = jest.fn(async () => {
      throw apiError(400, { code: API_ERROR_CODES.invalid, fields: { email: 'invalid_format', name: 'too_long' } });
    });
    renderWithProviders(<ContactTestForm send={send} />);

    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send' }));

    const name = screen.getByRole('textbox', { name: 'Name' });
    await waitFor(() => expect(name).toHaveFocus());
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(send).toHaveBeenCalledWith({ name: 'Maria Garcia', email: 'maria@example.com' }, expect.anything());
  });

  it('shows a 400 about fields the form does not have as a problem', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ContactTestForm send={async () => Promise.reject(apiError(400, { fields: { submissionId: 'invalid' } }))} />);

    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
  });

  it.each([
    ['too many attempts (429)', apiError(429, { code: API_ERROR_CODES.tooManyRequests, retryAfterSeconds: 120 }), 'Too many attempts'],
    ['no connection', ApiError.network(new TypeError('Failed to fetch')), 'We could not reach our servers'],
  ])('reports %s as a problem and keeps what was typed', async (_case, error, title) => {
    const user = userEvent.setup();
    renderWithProviders(<ContactTestForm send={async () => Promise.reject(error)} />);

    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(title);
    expect(alert).toHaveTextContent('Everything you typed is still in the form.');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Maria Garcia');
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveValue('maria@example.com');
  });

  it('sends once on a double click faster than a render, and clears the problem when the next attempt goes through', async () => {
    const user = userEvent.setup();
    let release: (answer: Answer) => void = () => undefined;
    const send = jest
      .fn<Promise<Answer>, [z.output<typeof schema>]>()
      .mockRejectedValueOnce(ApiError.network(new TypeError('Failed to fetch')))
      .mockImplementationOnce(() => new Promise<Answer>((resolve) => (release = resolve)));
    renderWithProviders(<ContactTestForm send={send} />);

    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByRole('alert');

    // Both clicks land before React renders the busy button: only the form's own guard stops the second.
    const button = screen.getByRole('button', { name: 'Send' });
    act(() => {
      button.click();
      button.click();
    });
    await waitFor(() => expect(send).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    act(() => release({ id: 'r2' }));

    expect(await screen.findByText('Sent as r2')).toBeInTheDocument();
    expect(send).toHaveBeenCalledTimes(2);
  });
});
