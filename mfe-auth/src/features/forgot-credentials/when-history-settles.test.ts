import { whenHistorySettles } from '@/features/forgot-credentials/when-history-settles';

describe('whenHistorySettles', () => {
  afterEach(() => {
    window.history.replaceState(null, '');
  });

  it('whenHistorySettles runs at once or after the popstate', () => {
    const now = jest.fn();
    whenHistorySettles(now);
    expect(now).toHaveBeenCalledTimes(1);
    window.history.replaceState({ dialogDepth: 2 }, '');
    const later = jest.fn();
    whenHistorySettles(later);
    expect(later).not.toHaveBeenCalled();
    window.dispatchEvent(new PopStateEvent('popstate'));
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(later).toHaveBeenCalledTimes(1);
  });
});
