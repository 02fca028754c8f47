import { screen } from '@testing-library/react';
import { DEFERRED_REGION_ATTRIBUTE } from 'shared-contracts';
import { activateTestLocale, renderPage } from 'shared-ui/testing';
import { deferredRegion } from '@/components/DeferredRegion';

// Role queries over Chakra's DOM are slow on a busy machine.
jest.setTimeout(30_000);

beforeEach(() => activateTestLocale());

const EnquiryForm = deferredRegion('dealer-enquiry-form', () =>
  import('@/features/dealers/components/DealerEnquiryForm').then((module) => module.DealerEnquiryForm),
);

describe('deferredRegion (docs/decisions/059, 060)', () => {
  it('renders its part at once, inside Chakra’s scope, when nothing was server-rendered (a client-side navigation)', async () => {
    await renderPage(<EnquiryForm locale="en-US" />);
    expect(await screen.findByRole('form', { name: 'Dealer enquiry' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Dealership name/ })).toBeInTheDocument();
  });

  it('marks its element for the early script, which holds input there until React owns it', async () => {
    await renderPage(<EnquiryForm locale="en-US" />);
    const form = await screen.findByRole('form', { name: 'Dealer enquiry' });
    const region = document.getElementById('dealer-enquiry-form');
    expect(region).toHaveAttribute(DEFERRED_REGION_ATTRIBUTE);
    expect(region).toContainElement(form);
  });
});
