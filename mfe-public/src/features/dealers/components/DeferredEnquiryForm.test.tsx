import { screen } from '@testing-library/react';
import { activateTestLocale, renderPage } from 'shared-ui/testing';
import { DeferredEnquiryForm } from '@/features/dealers/components/DeferredEnquiryForm';

// Role queries over Chakra's DOM are slow on a busy machine.
jest.setTimeout(30_000);

beforeEach(() => activateTestLocale());

describe('DeferredEnquiryForm (docs/decisions/060)', () => {
  it('renders the enquiry form at once when nothing was server-rendered (a client-side navigation)', async () => {
    await renderPage(<DeferredEnquiryForm locale="en-US" />);
    expect(await screen.findByRole('form', { name: 'Dealer enquiry' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Dealership name/ })).toBeInTheDocument();
  });
});
