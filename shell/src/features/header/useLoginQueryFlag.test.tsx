import { render, waitFor } from '@testing-library/react';
import { getDefaultStore } from 'jotai';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { loginDialogRequestedAtom } from 'shared-contracts/atoms';
import { useLoginQueryFlag } from '@/features/header/useLoginQueryFlag';

let shown = '';
function Probe() {
  useLoginQueryFlag();
  const { pathname, search, hash } = useLocation();
  shown = `${pathname}${search}${hash}`;
  return null;
}

describe('useLoginQueryFlag (spec 2.10, decision 059)', () => {
  afterEach(() => getDefaultStore().set(loginDialogRequestedAtom, false));

  it('asks for the login dialog on a page loaded with ?login=1 and takes the flag out of the address, keeping the rest', async () => {
    render(
      <MemoryRouter initialEntries={['/es/faq?login=1&topic=payments#pay']}>
        <Probe />
      </MemoryRouter>,
    );
    await waitFor(() => expect(shown).toBe('/es/faq?topic=payments#pay'));
    expect(getDefaultStore().get(loginDialogRequestedAtom)).toBe(true);
  });

  it('leaves a page without the flag alone', () => {
    render(
      <MemoryRouter initialEntries={['/faq?topic=payments']}>
        <Probe />
      </MemoryRouter>,
    );
    expect(shown).toBe('/faq?topic=payments');
    expect(getDefaultStore().get(loginDialogRequestedAtom)).toBe(false);
  });
});
