import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import { attachAnalyticsSink, detachAnalyticsSinkForTests, type AnalyticsSink } from '@/features/analytics/analytics';
import { useScrollCheckpoints } from '@/features/analytics/useScrollCheckpoints';

const tracked: unknown[][] = [];
const sink: AnalyticsSink = {
  track: (event, properties) => tracked.push([event, properties]),
  identify: () => undefined,
  reset: () => undefined,
};

function setPage({ scrollY, pageHeight }: { scrollY: number; pageHeight: number }) {
  Object.defineProperty(window, 'scrollY', { value: scrollY, configurable: true });
  Object.defineProperty(window, 'innerHeight', { value: 800, configurable: true });
  Object.defineProperty(document.documentElement, 'scrollHeight', { value: pageHeight, configurable: true });
}

async function scrollTo(scrollY: number, pageHeight = 4000) {
  setPage({ scrollY, pageHeight });
  act(() => {
    window.dispatchEvent(new Event('scroll'));
  });
  // Scroll events are measured once per animation frame.
  await act(() => new Promise((resolve) => window.requestAnimationFrame(() => resolve(undefined))));
}

const wrapper = ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={['/es/terms-of-use']}>{children}</MemoryRouter>;

beforeEach(() => {
  tracked.length = 0;
  detachAnalyticsSinkForTests();
  attachAnalyticsSink(sink);
});

describe('scroll checkpoints (spec 9)', () => {
  it('tracks 25, 50, 75 and 100 % once each per page view, and again on the next page', async () => {
    const { result } = renderHook(
      () => {
        useScrollCheckpoints();
        return useNavigate();
      },
      { wrapper },
    );

    await scrollTo(300); // bottom of the viewport at 27.5 %
    await scrollTo(100); // back up: nothing new
    await scrollTo(1500); // 57.5 %
    await scrollTo(3200); // the bottom: 75 and 100 together
    await scrollTo(3200);
    await scrollTo(400);
    expect(tracked).toEqual([
      ['Page Scroll', { percent: 25, path: '/es/terms-of-use' }],
      ['Page Scroll', { percent: 50, path: '/es/terms-of-use' }],
      ['Page Scroll', { percent: 75, path: '/es/terms-of-use' }],
      ['Page Scroll', { percent: 100, path: '/es/terms-of-use' }],
    ]);

    tracked.length = 0;
    act(() => result.current('/es/faq'));
    await scrollTo(0); // the scroll to the top after a navigation is no checkpoint
    await scrollTo(300);
    await waitFor(() => expect(tracked).toEqual([['Page Scroll', { percent: 25, path: '/es/faq' }]]));
  });

  it('records nothing on a page no taller than the viewport', async () => {
    renderHook(() => useScrollCheckpoints(), { wrapper });
    await scrollTo(0, 600);
    expect(tracked).toEqual([]);
  });
});
