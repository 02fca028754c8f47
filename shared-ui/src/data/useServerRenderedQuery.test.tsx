/**
 * @jest-environment node
 */
import { PassThrough } from 'node:stream';
import { Suspense } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { QueryClient, QueryClientProvider, dehydrate, queryOptions } from '@tanstack/react-query';
import { useServerRenderedQuery } from './useServerRenderedQuery';

// The server's side of the careers page's server render (docs/decisions/027): no `document` here, as in the
// server's render.
const openings = (answer: () => Promise<string[]>) => queryOptions({ queryKey: ['careers', 'openings', 'en-US'], queryFn: answer });

function Openings({ answer }: { answer: () => Promise<string[]> }) {
  const { data, isPending } = useServerRenderedQuery(openings(answer));
  return <p>{isPending ? 'Loading the open positions…' : data?.join(', ')}</p>;
}

async function prerender(queryClient: QueryClient, answer: () => Promise<string[]>): Promise<{ html: string; errors: unknown[] }> {
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(
    <QueryClientProvider client={queryClient}>
      <Suspense fallback={<p>Loading the page…</p>}>
        <Openings answer={answer} />
      </Suspense>
    </QueryClientProvider>,
    { onError: (error) => void errors.push(error) },
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude.pipe(new PassThrough())) chunks.push(chunk as Buffer);
  return { html: Buffer.concat(chunks).toString('utf8'), errors };
}

describe('useServerRenderedQuery on the server', () => {
  it('waits for the answer: the HTML holds the data, and the cache dehydrates it for the browser', async () => {
    const queryClient = new QueryClient();
    const { html, errors } = await prerender(queryClient, async () => ['Collections specialist', 'Data analyst']);
    expect(html).toContain('Collections specialist, Data analyst');
    expect(html).not.toContain('Loading');
    expect(errors).toEqual([]);
    expect(dehydrate(queryClient).queries.map((query) => [query.queryKey, query.state.data])).toEqual([
      [['careers', 'openings', 'en-US'], ['Collections specialist', 'Data analyst']],
    ]);
  });

  it('leaves the area to the browser when the read fails: the fallback goes out, the error is reported, nothing dehydrates', async () => {
    const queryClient = new QueryClient();
    const { html, errors } = await prerender(queryClient, () => Promise.reject(new Error('careers answered 503')));
    expect(html).toContain('Loading the page…');
    expect(errors).toEqual([new Error('careers answered 503')]);
    expect(dehydrate(queryClient).queries).toEqual([]);
  });
});
