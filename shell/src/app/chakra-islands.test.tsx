import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import { Text } from '@chakra-ui/react';
import { ChakraIsland, preloadable, preloadChakraScope } from 'shared-ui/chakra-free';
import { ShellDialog } from '@/app/ShellDialog';
import { activateTestLocale, renderWithProviders } from 'shared-ui/testing';

const SRC = join(__dirname, '..');
// The first island imports shared-ui's whole main entry, compiled on the fly here: seconds on a loaded machine.
const FIRST_LOAD = { timeout: 30_000 };
jest.setTimeout(60_000);

/** The specifiers a module imports before it runs (static imports and re-exports, not `import type`, not `import()`). */
function staticImports(file: string): string[] {
  const text = readFileSync(join(SRC, file), 'utf8');
  return [...text.matchAll(/^\s*(?:import|export)\s+(?!type\b)[^'";]*?from\s+'([^']+)'|^\s*import\s+'([^']+)'/gm)].map((match) => match[1] ?? match[2] ?? '');
}

describe('Chakra loads with its first island, not with the shell (docs/decisions/072)', () => {
  beforeAll(activateTestLocale);

  // The shell's own modules that every page runs before it answers a click: none may pull Chakra in, nor
  // shared-ui's main entry (which imports it). A Chakra part is loaded through a ChakraIsland instead.
  it.each([
    'bootstrap.tsx',
    'app/App.tsx',
    'app/AppShell.tsx',
    'app/DialogHost.tsx',
    'app/ShellDialog.tsx',
    'features/remotes/RemotePage.tsx',
    'features/remotes/RemoteWidget.tsx',
    'features/remotes/shell-services.ts',
    'server-entry/render-page.tsx',
  ])('%s imports neither Chakra nor shared-ui', (file) => {
    expect(staticImports(file).filter((specifier) => specifier === '@chakra-ui/react' || specifier === 'shared-ui')).toEqual([]);
  });

  // First, while the scope has not come: a server-drawn page's island waits in the page's boundary, no boundary of its own.
  it('an island that waits in the enclosing boundary draws once the scope has come', async () => {
    // React retries what `use` suspended when the render itself is in an awaited `act` (a test's scheduler).
    await act(async () => {
      render(
        <Suspense fallback={<p>page loading</p>}>
          <ChakraIsland wait="enclosing">
            <Text>Drawn</Text>
          </ChakraIsland>
        </Suspense>,
      );
    });
    expect(await screen.findByText('Drawn', {}, FIRST_LOAD)).toBeInTheDocument();
    expect(screen.queryByText('page loading')).not.toBeInTheDocument();
  });

  it('loads a part drawn in an island with the scope, and draws it inside its island', async () => {
    const part = preloadable(() => Promise.resolve(({ word }: { word: string }) => <Text>{word}</Text>), { island: true });
    render(
      <Suspense fallback={<p>loading</p>}>
        <part.Component word="offers" />
      </Suspense>,
    );
    expect(await screen.findByText('offers', {}, FIRST_LOAD)).toBeInTheDocument();
    expect(part.isLoaded()).toBe(true);
  });

  it('draws its children with the page system once the scope has come', async () => {
    render(
      <ChakraIsland>
        <Text>In the island</Text>
      </ChakraIsland>,
    );
    expect(await screen.findByText('In the island', {}, FIRST_LOAD)).toBeInTheDocument();
  });

  it('renders a preloaded component at once, without suspending', async () => {
    await preloadChakraScope();
    const part = preloadable(() => Promise.resolve(({ word }: { word: string }) => <p>{word}</p>));
    await part.preload();
    render(
      <ChakraIsland fallback={<p>fallback</p>}>
        <part.Component word="ready" />
      </ChakraIsland>,
    );
    expect(screen.getByText('ready')).toBeInTheDocument();
    expect(screen.queryByText('fallback')).not.toBeInTheDocument();
  });

  it("draws nothing for the shell's dialog until it first opens", async () => {
    const { container, rerender } = renderWithProviders(
      <ShellDialog open={false} onClose={() => undefined} title="Leaving">
        body
      </ShellDialog>,
    );
    expect(container.textContent).toBe('');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    rerender(
      <ShellDialog open onClose={() => undefined} title="Leaving">
        body
      </ShellDialog>,
    );
    expect(await screen.findByRole('dialog', { name: 'Leaving' }, FIRST_LOAD)).toBeInTheDocument();
  });
});
