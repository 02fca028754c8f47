import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PUBLIC_API_PATHS, dealerEnquiryRequestSchema } from 'shared-contracts';
import { DealerEnquiryForm } from '@/features/dealers/components/DealerEnquiryForm';
import { activateTestLocale, currentLocation, fakeFetch, renderWithProviders, type FakeAnswer } from 'shared-ui/testing';

// Role queries over Chakra's DOM are slow on a busy machine.
jest.setTimeout(30_000);

const field = (name: RegExp) => screen.getByRole('textbox', { name });
const select = (name: RegExp) => screen.getByRole('combobox', { name });
// While the call runs the button says "Sending…" and is disabled.
const sendButton = () => screen.getByRole('button', { name: /Send enquiry|Sending…/ });

async function fillValidForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field(/Dealership name/), 'Lone Star Pre-Owned');
  await user.type(field(/Your name/), 'Dale Hughes');
  await user.type(field(/E-mail address/), 'dale@lonestarpreowned.example');
  await user.type(field(/Phone number/), '2145550188');
  await user.type(field(/City/), 'Fort Worth');
  await user.selectOptions(select(/State/), 'Texas');
  await user.selectOptions(select(/Used vehicles sold per month/), '26 to 50 vehicles');
}

// English with no messages of its own: the labels read as their source text.
beforeEach(() => activateTestLocale());

describe('DealerEnquiryForm (spec 2.2 /dealers)', () => {
  it('refuses missing fields by the fields and sends nothing; the message may stay empty', async () => {
    const calls = fakeFetch({});
    renderWithProviders(<DealerEnquiryForm locale="en-US" />, { route: '/dealers' });
    const user = userEvent.setup();
    await user.type(field(/Phone number/), '214555');
    await user.click(sendButton());
    await waitFor(() => expect(field(/Dealership name/)).toHaveFocus());
    for (const name of [/Dealership name/, /Your name/, /E-mail address/, /City/]) {
      expect(field(name)).toHaveAccessibleErrorMessage('This field is required.');
    }
    expect(field(/Phone number/)).toHaveAccessibleErrorMessage('Enter a 10-digit US phone number.');
    expect(select(/State/)).toHaveAccessibleErrorMessage('This field is required.');
    expect(select(/Used vehicles sold per month/)).toHaveAccessibleErrorMessage('This field is required.');
    expect(field(/Anything else/)).not.toHaveAttribute('aria-invalid');
    expect(calls).not.toHaveBeenCalled();
  });

  it('posts the schema-shaped body once on a double click and opens the dealer thank-you page', async () => {
    let answer: (value: FakeAnswer) => void = () => undefined;
    const calls = fakeFetch({ [PUBLIC_API_PATHS.dealerEnquiries]: () => new Promise<FakeAnswer>((resolve) => (answer = resolve)) });
    renderWithProviders(<DealerEnquiryForm locale="pt-BR" />, { route: '/pt/dealers' });
    const user = userEvent.setup();
    await fillValidForm(user);
    await user.dblClick(sendButton());
    await waitFor(() => expect(calls).toHaveBeenCalledTimes(1));
    expect(sendButton()).toBeDisabled();
    answer({ body: { status: 'SUCCESS' } });
    await waitFor(() => expect(currentLocation()).toBe('/pt/dealers/thank-you'));
    expect(calls).toHaveBeenCalledTimes(1);

    const body = JSON.parse(String(calls.mock.calls[0]![1]?.body));
    expect(dealerEnquiryRequestSchema.parse(body)).toEqual(body);
    expect(body).toEqual({
      submissionId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      dealershipName: 'Lone Star Pre-Owned',
      contactName: 'Dale Hughes',
      email: 'dale@lonestarpreowned.example',
      phone: '(214) 555-0188',
      city: 'Fort Worth',
      state: 'TX',
      monthlyVolume: '26-50',
      message: '',
      locale: 'pt-BR',
    });
  });

  it('marks a field the server refuses', async () => {
    fakeFetch({
      [PUBLIC_API_PATHS.dealerEnquiries]: () => ({ status: 400, body: { status: 'INVALID', message: 'Invalid body', fields: { city: 'too_big' } } }),
    });
    renderWithProviders(<DealerEnquiryForm locale="en-US" />, { route: '/dealers' });
    const user = userEvent.setup();
    await fillValidForm(user);
    await user.click(sendButton());
    await waitFor(() => expect(field(/City/)).toHaveFocus());
    expect(field(/City/)).toHaveAccessibleErrorMessage('Enter the city (up to 100 characters).');
    expect(currentLocation()).toBe('/dealers');
  });

  it('keeps every typed value when the server cannot be reached', async () => {
    const calls = fakeFetch({});
    renderWithProviders(<DealerEnquiryForm locale="en-US" />, { route: '/dealers' });
    const user = userEvent.setup();
    await fillValidForm(user);
    await user.type(field(/Anything else/), 'We also sell light trucks.');
    await user.click(sendButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not send your enquiry');
    expect(calls).toHaveBeenCalledTimes(1);
    expect(field(/Dealership name/)).toHaveValue('Lone Star Pre-Owned');
    expect(field(/Phone number/)).toHaveValue('(214) 555-0188');
    expect(select(/State/)).toHaveValue('TX');
    expect(field(/Anything else/)).toHaveValue('We also sell light trucks.');
    expect(currentLocation()).toBe('/dealers');
  });
});
