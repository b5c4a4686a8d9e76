/**
 * recharts measures its box (getBoundingClientRect, then ResizeObserver); jsdom lays nothing out
 * and has no ResizeObserver. For a spec that draws a chart: its box is 640 × 260 and keeps that
 * size, for the whole file.
 */
export function giveChartsABox(): void {
  class NoResizeObserver {
    observe() {
      return undefined;
    }
    unobserve() {
      return undefined;
    }
    disconnect() {
      return undefined;
    }
  }
  let measure: jest.SpyInstance;
  beforeAll(() => {
    (globalThis as { ResizeObserver?: unknown }).ResizeObserver = NoResizeObserver;
    measure = jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(() => ({
      x: 0,
      y: 0,
      top: 0,
      left: 0,
      right: 640,
      bottom: 260,
      width: 640,
      height: 260,
      toJSON: () => ({}),
    }));
  });
  afterAll(() => {
    measure.mockRestore();
    delete (globalThis as { ResizeObserver?: unknown }).ResizeObserver;
  });
}
