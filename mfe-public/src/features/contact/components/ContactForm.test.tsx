import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PUBLIC_API_PATHS, contactRequestSchema } from 'shared-contracts';
import { ContactForm } from '@/features/contact/components/ContactForm';
import { activateTestLocale, currentLocation, fakeFetch, renderWithProviders, type FakeAnswer } from 'shared-ui/testing';

// Role queries over Chakra's DOM are slow on a busy machine.
jest.setTimeout(30_000);

const field = (name: RegExp) => screen.getByRole('textbox', { name });
// While the call runs the button says "Sending…" and is disabled.
const sendButton = () => screen.getByRole('button', { name: /Send message|Sending…/ });

async function fillValidForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field(/Your name/), '  Maria Garcia ');
  await user.type(field(/E-mail address/), 'maria.garcia@example.com');
  await user.type(field(/Phone number/), '2025550147');
  await user.type(field(/Account number/), '3052718841');
  await user.selectOptions(screen.getByRole('combobox', { name: /Topic/ }), 'Payoff amount');
  await user.type(field(/^Message/), 'What is my payoff amount for the end of the month?');
}

// English with no messages of its own: the labels read as their source text.
beforeEach(() => activateTestLocale());

describe('ContactForm (spec 2.2 /contact)', () => {
  it('refuses an empty form by the fields, focuses the first one and sends nothing', async () => {
    const calls = fakeFetch({});
    renderWithProviders(<ContactForm locale="en-US" />, { route: '/contact' });
    const user = userEvent.setup();
    await user.click(sendButton());
    await waitFor(() => expect(field(/Your name/)).toHaveFocus());
    expect(field(/Your name/)).toHaveAccessibleErrorMessage('This field is required.');
    expect(field(/E-mail address/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('combobox', { name: /Topic/ })).toHaveAccessibleErrorMessage('This field is required.');
    expect(field(/^Message/)).toHaveAttribute('aria-invalid', 'true');
    // Optional fields left empty are fine.
    expect(field(/Phone number/)).not.toHaveAttribute('aria-invalid');
    expect(field(/Account number/)).not.toHaveAttribute('aria-invalid');
    expect(calls).not.toHaveBeenCalled();
  });

  it('says what a wrong value needs: e-mail, a half-typed phone, letters in the account number', async () => {
    const calls = fakeFetch({});
    renderWithProviders(<ContactForm locale="en-US" />);
    const user = userEvent.setup();
    await user.type(field(/E-mail address/), 'maria.garcia');
    await user.type(field(/Phone number/), '202a55');
    expect(field(/Phone number/)).toHaveValue('(202) 55');
    await user.type(field(/Account number/), '30527x');
    await user.click(sendButton());
    expect(await screen.findByText('Enter an e-mail address such as name@example.com.')).toBeInTheDocument();
    expect(screen.getByText('Enter a 10-digit US phone number, or leave it empty.')).toBeInTheDocument();
    expect(screen.getByText('Use digits only (up to 20), or leave it empty.')).toBeInTheDocument();
    expect(calls).not.toHaveBeenCalled();
  });

  it('posts the schema-shaped body once on a double click and opens the thank-you page in the same locale', async () => {
    let answer: (value: FakeAnswer) => void = () => undefined;
    const calls = fakeFetch({ [PUBLIC_API_PATHS.contact]: () => new Promise<FakeAnswer>((resolve) => (answer = resolve)) });
    renderWithProviders(<ContactForm locale="es-US" />, { route: '/es/contact' });
    const user = userEvent.setup();
    await fillValidForm(user);
    await user.dblClick(sendButton());
    await waitFor(() => expect(calls).toHaveBeenCalledTimes(1));
    expect(sendButton()).toBeDisabled();
    await user.click(sendButton());
    answer({ body: { status: 'SUCCESS' } });
    await waitFor(() => expect(currentLocation()).toBe('/es/contact/thank-you'));
    expect(calls).toHaveBeenCalledTimes(1);

    const [url, init] = calls.mock.calls[0]!;
    expect(url).toBe(PUBLIC_API_PATHS.contact);
    expect(init?.method).toBe('POST');
    const body = JSON.parse(String(init?.body));
    expect(contactRequestSchema.parse(body)).toEqual(body);
    expect(body).toEqual({
      submissionId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      name: 'Maria Garcia',
      email: 'maria.garcia@example.com',
      phone: '(202) 555-0147',
      accountNumber: '3052718841',
      topic: 'payoff',
      message: 'What is my payoff amount for the end of the month?',
      locale: 'es-US',
    });
  });

  it('marks the fields the server refuses and moves the focus to the first', async () => {
    fakeFetch({
      [PUBLIC_API_PATHS.contact]: () => ({ status: 400, body: { status: 'INVALID', message: 'Invalid body', fields: { email: 'custom' } } }),
    });
    renderWithProviders(<ContactForm locale="en-US" />, { route: '/contact' });
    const user = userEvent.setup();
    await fillValidForm(user);
    await user.click(sendButton());
    await waitFor(() => expect(field(/E-mail address/)).toHaveFocus());
    expect(field(/E-mail address/)).toHaveAttribute('aria-invalid', 'true');
    expect(field(/E-mail address/)).toHaveAccessibleErrorMessage(expect.stringContaining('Enter an e-mail address such as name@example.com.'));
    expect(currentLocation()).toBe('/contact');
  });

  it('keeps every typed value and says so when the call fails or is rate limited', async () => {
    let status = 500;
    const calls = fakeFetch({ [PUBLIC_API_PATHS.contact]: () => ({ status, body: { status: 'ERROR', message: 'Server error' } }) });
    renderWithProviders(<ContactForm locale="en-US" />, { route: '/contact' });
    const user = userEvent.setup();
    await fillValidForm(user);
    await user.click(sendButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not send your message');
    expect(field(/Your name/)).toHaveValue('  Maria Garcia ');
    expect(field(/Phone number/)).toHaveValue('(202) 555-0147');
    expect(field(/^Message/)).toHaveValue('What is my payoff amount for the end of the month?');
    expect(screen.getByRole('combobox', { name: /Topic/ })).toHaveValue('payoff');
    expect(currentLocation()).toBe('/contact');

    status = 429;
    await user.click(sendButton());
    expect(await screen.findByText('You have sent several messages in a short time')).toBeInTheDocument();
    // A retry is the same submission: the server stores one record.
    const ids = calls.mock.calls.map(([, init]) => JSON.parse(String(init?.body)).submissionId);
    expect(new Set(ids).size).toBe(1);
    expect(calls).toHaveBeenCalledTimes(2);
  });
});
