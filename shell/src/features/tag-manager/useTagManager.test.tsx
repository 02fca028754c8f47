import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import type { EnvConfig } from 'shared-contracts';
import { SAMPLE_ENV } from 'shared-contracts/testing';
import { WithEnv } from '@/test/env';
import { uninstallTagManagerForTests } from '@/features/tag-manager/tag-manager';
import { useTagManager } from '@/features/tag-manager/useTagManager';

function renderTagManager(env: EnvConfig, route = '/faq') {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[route]}>
      <WithEnv env={env}>{children}</WithEnv>
    </MemoryRouter>
  );
  return renderHook(
    () => {
      useTagManager(true);
      return useNavigate();
    },
    { wrapper },
  );
}

const scriptSources = () => Array.from(document.querySelectorAll('script')).map((script) => script.getAttribute('src'));
/** The data layer as plain arrays/objects (gtag pushes Arguments objects). */
const dataLayer = () => (window.dataLayer ?? []).map((entry) => (Array.isArray(entry) || typeof entry !== 'object' || entry === null || !('length' in entry) ? entry : Array.from(entry as ArrayLike<unknown>)));

afterEach(() => {
  uninstallTagManagerForTests();
  document.head.querySelectorAll('script').forEach((script) => script.remove());
});

describe('the tag manager (spec 1, 3)', () => {
  it('loads nothing and sets up no data layer when no id is configured', async () => {
    renderTagManager(SAMPLE_ENV);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(scriptSources()).toEqual([]);
    expect(window.dataLayer).toBeUndefined();
    expect(window.gtag).toBeUndefined();
  });

  it('with a measurement id loads gtag.js from the configured origin after the page is interactive, and reports page views', async () => {
    const env = { ...SAMPLE_ENV, gtmMeasurmentId: 'G-TEST123', tagManagerOrigin: 'https://tags.example.test/' };
    const { result } = renderTagManager(env, '/reset-password-AbCdEfGhIjKlMnOpQr?x=1');
    expect(scriptSources()).toEqual([]);
    await waitFor(() => expect(scriptSources()).toEqual(['https://tags.example.test/gtag/js?id=G-TEST123']));
    await waitFor(() => expect(dataLayer()).toContainEqual(['event', 'page_view', expect.objectContaining({ page_path: '/reset-password-{token}?x=1' })]));
    expect(dataLayer()).toContainEqual(['config', 'G-TEST123', { send_page_view: false }]);

    act(() => result.current('/es/faq'));
    await waitFor(() => expect(dataLayer()).toContainEqual(['event', 'page_view', expect.objectContaining({ page_path: '/es/faq', send_to: ['G-TEST123'] })]));
    expect(JSON.stringify(dataLayer())).not.toContain('AbCdEfGhIjKlMnOpQr');
  });

  it('with both ids: one gtag.js for a measurement id, gtm.js for a container id', async () => {
    renderTagManager({ ...SAMPLE_ENV, gtmMeasurmentId: 'G-ONE', gtmLegacyMessagingId: 'GTM-TWO' });
    await waitFor(() =>
      expect(scriptSources()).toEqual(['https://www.googletagmanager.com/gtm.js?id=GTM-TWO', 'https://www.googletagmanager.com/gtag/js?id=G-ONE']),
    );
    await waitFor(() => expect(dataLayer()).toContainEqual(expect.objectContaining({ event: 'page_view', page_path: '/faq' })));
  });
});
