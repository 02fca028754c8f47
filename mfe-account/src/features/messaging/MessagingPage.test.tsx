import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGE_PATHS, QUERY_KEYS, threadPath, type MessageSummary, type Thread } from 'shared-contracts';
import MessagingPage from '@/features/messaging/MessagingPage';
import { DUE_DATE_THREAD, STATEMENT_THREAD, threadOf } from '@/features/messaging/test/messaging-test-utils';
import { activateTestLocale, currentSearch, fakeFetch, fakeShell, renderPage, testQueryClient, type FakeRoute } from 'shared-ui/testing';

// Role queries over Chakra's DOM are slow on a busy machine.
jest.setTimeout(60_000);

const page = <MessagingPage routeId="accountMessaging" locale="en-US" params={{}} shell={fakeShell()} />;
const LIST = `GET ${MESSAGE_PATHS.threads}`;
const POST_THREAD = `POST ${MESSAGE_PATHS.threads}`;

function reads(extra: Record<string, FakeRoute> = {}): Record<string, FakeRoute> {
  return {
    [LIST]: () => ({ body: [DUE_DATE_THREAD, STATEMENT_THREAD] }),
    [`GET ${threadPath(MESSAGE_PATHS.thread, DUE_DATE_THREAD.id)}`]: () => ({ body: threadOf(DUE_DATE_THREAD) }),
    [`POST ${threadPath(MESSAGE_PATHS.read, DUE_DATE_THREAD.id)}`]: () => ({ body: { ...DUE_DATE_THREAD, unread: false } }),
    ...extra,
  };
}

const pdf = () => new File(['%PDF-1.4 test'], 'request.pdf', { type: 'application/pdf' });

beforeEach(async () => {
  await activateTestLocale();
});

describe('MessagingPage (spec 2.4 /account/messaging)', () => {
  it('lists the threads newest first with topic, time and the unread one marked in words', async () => {
    fakeFetch(reads());
    await renderPage(page, { route: '/account/messaging' });
    expect(screen.getByRole('heading', { level: 1, name: 'Secure messages' })).toBeInTheDocument();
    const links = await screen.findAllByRole('link', { name: /Your (due date|monthly)/ });
    expect(links.map((link) => link.textContent)).toEqual(['Your due date change request', 'Your monthly statement is ready']);
    expect(links[0]).toHaveAttribute('href', `/account/messaging?thread=${DUE_DATE_THREAD.id}`);
    const first = links[0]!.closest('li')!;
    expect(within(first).getByText('New')).toBeInTheDocument();
    expect(within(first).getByText(/Due date · Last message/)).toBeInTheDocument();
    expect(within(first).getByText(/Nov 22, 2026/)).toBeInTheDocument();
    expect(within(links[1]!.closest('li')!).queryByText('New')).not.toBeInTheDocument();
  });

  it('opens a thread from the URL: its heading gets the focus, the text stays text, and it is marked read once', async () => {
    const { sentTo } = fakeFetch(reads());
    // The envelope's summaries are in the cache before the page mounts, as in the shell: seeded after the render,
    // a quick "mark read" could land first and the seed would put the dot back.
    const queryClient = testQueryClient();
    const summaries: MessageSummary[] = [{ id: DUE_DATE_THREAD.id, subject: DUE_DATE_THREAD.subject, sentAt: DUE_DATE_THREAD.lastMessageAt, custRead: false }];
    queryClient.setQueryData(QUERY_KEYS.summaries, summaries);
    await renderPage(page, { route: `/account/messaging?thread=${DUE_DATE_THREAD.id}`, queryClient });

    const heading = await screen.findByRole('heading', { level: 2, name: 'Your due date change request' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByText(/<b>not markup<\/b>/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /letter\.pdf/ })).toHaveAttribute('href', `/api/messages/${DUE_DATE_THREAD.id}/attachments/5`);
    expect(screen.getByText('(240 kB)')).toBeInTheDocument();
    await waitFor(() => expect(sentTo(threadPath(MESSAGE_PATHS.read, DUE_DATE_THREAD.id), 'POST')).toHaveLength(1));
    // The shell's envelope reads this entry: its dot goes off without a reload.
    await waitFor(() => expect(queryClient.getQueryData<MessageSummary[]>(QUERY_KEYS.summaries)?.[0]?.custRead).toBe(true));
    expect(sentTo(threadPath(MESSAGE_PATHS.read, DUE_DATE_THREAD.id), 'POST')).toHaveLength(1);
  });

  it('goes back to the list with "All messages", the focus on its heading', async () => {
    fakeFetch(reads());
    const user = userEvent.setup();
    await renderPage(page, { route: `/account/messaging?thread=${DUE_DATE_THREAD.id}` });
    await screen.findByRole('heading', { level: 2, name: 'Your due date change request' });
    await user.click(screen.getByRole('link', { name: 'All messages' }));
    expect(currentSearch()).toBe('');
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Your messages' })).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'New message' }));
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'New message' })).toHaveFocus());
  });

  it('does not mark a thread read that was already read', async () => {
    const { sentTo } = fakeFetch(reads({ [`GET ${threadPath(MESSAGE_PATHS.thread, STATEMENT_THREAD.id)}`]: () => ({ body: threadOf(STATEMENT_THREAD) }) }));
    await renderPage(page, { route: `/account/messaging?thread=${STATEMENT_THREAD.id}` });
    await screen.findByRole('heading', { level: 2, name: 'Your monthly statement is ready' });
    expect(sentTo(threadPath(MESSAGE_PATHS.read, STATEMENT_THREAD.id), 'POST')).toHaveLength(0);
  });

  it("says so when a thread is not the customer's (404)", async () => {
    fakeFetch(reads({ [`GET ${threadPath(MESSAGE_PATHS.thread, 99)}`]: () => ({ status: 404, body: { status: 'NOT_FOUND', message: 'No such message thread' } }) }));
    await renderPage(page, { route: '/account/messaging?thread=99' });
    expect(await screen.findByText('This message could not be found. It may belong to another account.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All messages' })).toHaveAttribute('href', '/account/messaging');
  });

  it('sends a new message with a file as multipart, then opens the new thread', async () => {
    const created: Thread = {
      ...threadOf({ ...STATEMENT_THREAD, id: 12, topic: 'payoff', subject: 'Payoff letter', unread: false }),
    };
    // The new thread's page reads it again in the background, as from the server (the test client keeps nothing
    // fresh): without an answer, that read's failure could replace the thread before the heading is seen.
    const { sentTo } = fakeFetch(
      reads({
        [POST_THREAD]: () => ({ status: 201, body: created }),
        [`GET ${threadPath(MESSAGE_PATHS.thread, created.id)}`]: () => ({ body: created }),
      }),
    );
    const user = userEvent.setup();
    await renderPage(page, { route: '/account/messaging' });
    await user.click(await screen.findByRole('button', { name: 'New message' }));
    expect(currentSearch()).toBe('?new=1');
    await user.selectOptions(screen.getByRole('combobox', { name: /Topic/ }), 'payoff');
    await user.type(screen.getByRole('textbox', { name: /Subject/ }), 'Payoff letter');
    await user.type(screen.getByRole('textbox', { name: /^Message/ }), 'Please send a payoff letter.');
    await user.upload(screen.getByLabelText(/Attach files/), pdf());
    expect(screen.getByRole('button', { name: 'Remove request.pdf' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    await waitFor(() => expect(currentSearch()).toBe('?thread=12'));
    const [post] = sentTo(MESSAGE_PATHS.threads, 'POST');
    const form = post!.body as FormData;
    expect(form.get('topic')).toBe('payoff');
    expect(form.get('subject')).toBe('Payoff letter');
    expect(form.get('body')).toBe('Please send a payoff letter.');
    expect((form.getAll('files') as File[]).map((file) => file.name)).toEqual(['request.pdf']);
    expect(await screen.findByRole('heading', { level: 2, name: 'Payoff letter' })).toBeInTheDocument();
  });

  it('says why the server refused a file, and keeps everything typed', async () => {
    fakeFetch(
      reads({
        [POST_THREAD]: () => ({ status: 415, body: { status: 'UNSUPPORTED_MEDIA_TYPE', message: 'A file is not a PDF, PNG or JPEG', fields: { files: 'unsupported_file_type' } } }),
      }),
    );
    const user = userEvent.setup();
    await renderPage(page, { route: '/account/messaging?new=1' });
    await user.selectOptions(await screen.findByRole('combobox', { name: /Topic/ }), 'insurance');
    await user.type(screen.getByRole('textbox', { name: /Subject/ }), 'Proof of insurance');
    await user.type(screen.getByRole('textbox', { name: /^Message/ }), 'My new policy is attached.');
    // Named and typed as a PDF: only the server, reading its bytes, knows better.
    await user.upload(screen.getByLabelText(/Attach files/), pdf());
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    const input = screen.getByLabelText(/Attach files/);
    await waitFor(() => expect(input).toHaveAccessibleDescription(/Only PDF, PNG and JPEG files can be attached/));
    expect(input).toHaveFocus();
    expect(screen.getByRole('textbox', { name: /Subject/ })).toHaveValue('Proof of insurance');
    expect(screen.getByRole('textbox', { name: /^Message/ })).toHaveValue('My new policy is attached.');
    expect(screen.getByRole('button', { name: 'Remove request.pdf' })).toBeInTheDocument();
  });

  it('refuses a program or a fourth file at once, and sends nothing while one is chosen', async () => {
    const { sentTo } = fakeFetch(reads());
    const user = userEvent.setup({ applyAccept: false });
    await renderPage(page, { route: '/account/messaging?new=1' });
    const input = await screen.findByLabelText(/Attach files/);
    await user.upload(input, new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' }));
    await waitFor(() => expect(input).toHaveAccessibleDescription(/Only PDF, PNG and JPEG files can be attached/));
    await user.click(screen.getByRole('button', { name: 'Remove setup.exe' }));
    await user.upload(input, [pdf(), pdf(), pdf(), pdf()]);
    await waitFor(() => expect(input).toHaveAccessibleDescription(/Attach at most 3 files/));
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(sentTo(MESSAGE_PATHS.threads, 'POST')).toHaveLength(0);
  });

  it('replies in a thread and empties the form once sent', async () => {
    const replied = threadOf(DUE_DATE_THREAD, { unread: false, messageCount: 2 });
    replied.messages.push({ id: 999, author: 'borrower', body: 'Thank you!', sentAt: '2026-11-23T16:00:00.000Z', attachments: [] });
    const { sentTo } = fakeFetch(reads({ [`POST ${threadPath(MESSAGE_PATHS.replies, DUE_DATE_THREAD.id)}`]: () => ({ status: 201, body: replied }) }));
    const user = userEvent.setup();
    await renderPage(page, { route: `/account/messaging?thread=${DUE_DATE_THREAD.id}` });
    const reply = await screen.findByRole('textbox', { name: /Your reply/ });
    await user.type(reply, 'Thank you!');
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText('Your reply was sent. We will answer here, and e-mail you when we do.')).toBeInTheDocument();
    expect(reply).toHaveValue('');
    expect(screen.getByText('Thank you!')).toBeInTheDocument();
    const [post] = sentTo(threadPath(MESSAGE_PATHS.replies, DUE_DATE_THREAD.id), 'POST');
    expect((post!.body as FormData).get('body')).toBe('Thank you!');
  });
});
