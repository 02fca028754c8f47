import { render, screen } from '@testing-library/react';
import { ErrorBoundary } from '@/components/ErrorBoundary';

function Broken({ broken }: { broken: boolean }) {
  if (broken) throw new Error('render failed');
  return <p>Content</p>;
}

let consoleError: jest.SpyInstance;
beforeEach(() => {
  // React reports a caught render error on the console too; the boundary's own line is checked below.
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => consoleError.mockRestore());

describe('ErrorBoundary', () => {
  it('shows the fallback instead of children that throw, and logs it with its area', () => {
    render(
      <ErrorBoundary area="page" resetKey="/a" fallback={<p>Fallback</p>}>
        <Broken broken />
      </ErrorBoundary>,
    );
    expect(screen.getByText('Fallback')).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith('[page] render failed', expect.any(Error), expect.anything());
  });

  it('a new reset key renders the children again', () => {
    const { rerender } = render(
      <ErrorBoundary area="page" resetKey="/a" fallback={<p>Fallback</p>}>
        <Broken broken />
      </ErrorBoundary>,
    );
    rerender(
      <ErrorBoundary area="page" resetKey="/b" fallback={<p>Fallback</p>}>
        <Broken broken={false} />
      </ErrorBoundary>,
    );
    expect(screen.getByText('Content')).toBeInTheDocument();
  });

  it('an error its onError deals with is not logged', () => {
    const onError = jest.fn(() => true);
    render(
      <ErrorBoundary area="federation" resetKey="x" fallback={<p>Fallback</p>} onError={onError}>
        <Broken broken />
      </ErrorBoundary>,
    );
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'render failed' }));
    expect(consoleError).not.toHaveBeenCalledWith('[federation] render failed', expect.anything(), expect.anything());
  });
});
