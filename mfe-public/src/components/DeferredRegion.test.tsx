import { renderToStaticMarkup } from 'react-dom/server';
import { screen, waitFor } from '@testing-library/react';
import { DEFERRED_REGION_ATTRIBUTE } from 'shared-contracts';
import { activateTestLocale, renderPage } from 'shared-ui/testing';
import { deferredRegion } from '@/components/DeferredRegion';

// Role queries over Chakra's DOM are slow on a busy machine.
jest.setTimeout(30_000);

beforeEach(() => activateTestLocale());

const EnquiryForm = deferredRegion('dealer-enquiry-form', () =>
  import('@/features/dealers/components/DealerEnquiryForm').then((module) => module.DealerEnquiryForm),
);

/** A region whose part never arrives: what the server sends while the part loads (its mark, its fallback). */
const Marked = deferredRegion('never', () => new Promise<never>(() => undefined));

describe('deferredRegion (docs/decisions/059, 060)', () => {
  it('renders its part at once, inside Chakra’s scope, when nothing was server-rendered (a client-side navigation)', async () => {
    await renderPage(<EnquiryForm locale="en-US" />);
    expect(await screen.findByRole('form', { name: 'Dealer enquiry' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Dealership name/ })).toBeInTheDocument();
  });

  it('is marked for the early script until React has committed its part, then the mark comes off', async () => {
    const marked = renderToStaticMarkup(<Marked />);
    expect(marked).toContain(`${DEFERRED_REGION_ATTRIBUTE}=""`);
    await renderPage(<EnquiryForm locale="en-US" />);
    const form = await screen.findByRole('form', { name: 'Dealer enquiry' });
    const region = document.getElementById('dealer-enquiry-form');
    expect(region).toContainElement(form);
    await waitFor(() => expect(region).not.toHaveAttribute(DEFERRED_REGION_ATTRIBUTE));
  });
});
