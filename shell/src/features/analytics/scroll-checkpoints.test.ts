import { createScrollCheckpoints, scrollDepthPercent } from '@/features/analytics/scroll-checkpoints';

describe('scroll depth (spec 9)', () => {
  it('is where the bottom of the viewport is, in percent of the page', () => {
    expect(scrollDepthPercent({ scrollY: 200, viewportHeight: 800, pageHeight: 4000 })).toBe(25);
    expect(scrollDepthPercent({ scrollY: 3199, viewportHeight: 800, pageHeight: 4000 })).toBe(100);
  });

  it('is nothing before the visitor scrolls, and nothing on a page no taller than the viewport', () => {
    expect(scrollDepthPercent({ scrollY: 0, viewportHeight: 800, pageHeight: 4000 })).toBeNull();
    expect(scrollDepthPercent({ scrollY: 0, viewportHeight: 800, pageHeight: 600 })).toBeNull();
    expect(scrollDepthPercent({ scrollY: 5, viewportHeight: 800, pageHeight: 800 })).toBeNull();
  });

  it('reports each checkpoint once, those passed in one jump together, in order', () => {
    const reported: number[] = [];
    const checkpoints = createScrollCheckpoints((percent) => reported.push(percent));
    checkpoints.observe(30);
    checkpoints.observe(26);
    checkpoints.observe(null);
    checkpoints.observe(80);
    checkpoints.observe(40);
    checkpoints.observe(100);
    checkpoints.observe(100);
    expect(reported).toEqual([25, 50, 75, 100]);
  });
});
