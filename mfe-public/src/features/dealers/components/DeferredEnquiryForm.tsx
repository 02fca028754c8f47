import { memo, Suspense, use, useEffect, useRef, useState } from 'react';
import type { Locale } from 'shared-contracts';
import { ChakraIsland, preloadChakraScope } from 'shared-ui/chakra-free';
import type * as EnquiryFormModule from '@/features/dealers/components/DealerEnquiryForm';

/*
 * The dealer enquiry form is below the fold and is the only part of /dealers that needs Chakra's fields,
 * react-hook-form and zod (docs/decisions/060, 069). Its module is fetched when it is needed — the visitor scrolls
 * near it, or focuses, clicks or types in it — not before the page is interactive.
 *
 * The server renders it in full (the same HTML as before, so it shows at first paint and reads without script).
 * In the browser its Suspense boundary waits, unhydrated, on `formWanted`: React leaves the server's HTML as it is
 * (a dehydrated boundary), so what is typed there stays in the DOM; when the module has arrived React hydrates that
 * same HTML (focus and caret stay). Typing after the page became interactive is not covered by the early script
 * (docs/decisions/059, which hands over at `pageInteractive`), and react-hook-form writes its default values into
 * the fields as it registers them, so this wrapper remembers what is typed until the form is hydrated and puts it
 * back as the early script does (the native value setter, then the event React hears). A submit before then is
 * held and sent once the form can check it, never as a native GET with the fields in the address.
 */

type FormModule = typeof EnquiryFormModule;

const SLOT_ID = 'dealer-enquiry-form';
/** How far ahead of the viewport the form starts loading: about a screen, so it is ready when it scrolls in. */
const NEAR_MARGIN = '800px 0px';

let formModule: Promise<FormModule> | undefined;
// With Chakra's scope: the form's island is then the provider alone, as the server drew it (docs/decisions/072).
const loadForm = () =>
  (formModule ??= Promise.all([
    import(/* webpackChunkName: "dealer-enquiry-form" */ '@/features/dealers/components/DealerEnquiryForm'),
    preloadChakraScope(),
  ]).then(([module]) => module));

let wantForm: () => void = () => undefined;
/** Settles when the form is wanted (browser only) and its module has arrived. */
const formWanted: Promise<FormModule> | undefined =
  typeof window === 'undefined' ? undefined : new Promise<void>((resolve) => (wantForm = resolve)).then(loadForm);

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
const isField = (node: unknown): node is Field =>
  node instanceof HTMLInputElement || node instanceof HTMLTextAreaElement || node instanceof HTMLSelectElement;

/** Puts a remembered value back so the form library hears it, as the early script does (059). */
function putBack(field: Field, value: string) {
  if (field.value === value) return;
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

interface Pending {
  typed: Map<string, string>;
  submit: boolean;
}

function EnquiryForm({ locale, hydrating, pending }: { locale: Locale; hydrating: boolean; pending: Pending }) {
  // Hydrating: wait for `formWanted` with the server's HTML kept. A client render (navigation, tests): load now.
  const { DealerEnquiryForm } = use(hydrating && formWanted ? formWanted : loadForm());
  // Drawn with Chakra: its own island, whose code comes with the form's (docs/decisions/072).
  return (
    <>
      <ChakraIsland>
        <DealerEnquiryForm locale={locale} />
      </ChakraIsland>
      <AfterHydration pending={pending} />
    </>
  );
}

/** Runs after the form's fields are registered: what was typed goes back in, a held submit is sent. */
function AfterHydration({ pending }: { pending: Pending }) {
  useEffect(() => {
    const form = document.getElementById(SLOT_ID)?.querySelector('form');
    if (!form) return;
    const restore = () => {
      for (const [name, value] of pending.typed) {
        const field = form.elements.namedItem(name);
        if (isField(field)) putBack(field, value);
      }
    };
    restore();
    // Once more after the form library's own first updates (a masked input formats on its next render).
    const again = window.setTimeout(() => {
      restore();
      pending.typed.clear();
      if (pending.submit) {
        pending.submit = false;
        form.requestSubmit();
      }
    }, 50);
    return () => window.clearTimeout(again);
  }, [pending]);
  return null;
}

/** Asks for the form's module the moment the form is shown without hydration (a client render threw the HTML away). */
function LoadNow() {
  useEffect(() => wantForm(), []);
  return null;
}

/**
 * The enquiry form, loaded when needed. Memoised with a string prop: a re-render of the page must not give the
 * waiting boundary new props, which would make React drop the server's HTML.
 */
export const DeferredEnquiryForm = memo(function DeferredEnquiryForm({ locale }: { locale: Locale }) {
  const slot = useRef<HTMLDivElement>(null);
  // The server's HTML is in the document only while the page is being hydrated.
  const [hydrating] = useState(() => typeof document !== 'undefined' && Boolean(document.getElementById(SLOT_ID)?.firstElementChild));
  const [pending] = useState<Pending>(() => ({ typed: new Map(), submit: false }));

  useEffect(() => {
    const element = slot.current;
    if (!element) return;
    let done = false;
    const want = () => wantForm();
    // React's own props on the form mean it owns it: from then on the form handles its events itself.
    const hydrated = () => done || (done = Object.keys(element.querySelector('form') ?? {}).some((key) => key.startsWith('__reactProps$')));
    const remember = (event: Event) => {
      want();
      if (!hydrated() && event.isTrusted && isField(event.target) && event.target.name) pending.typed.set(event.target.name, event.target.value);
    };
    const holdSubmit = (event: Event) => {
      want();
      if (hydrated()) return;
      event.preventDefault();
      event.stopPropagation();
      pending.submit = true;
    };
    // Without an observer (an old browser, a test's DOM) the form loads at once.
    const near =
      typeof IntersectionObserver === 'undefined'
        ? (want(), undefined)
        : new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && want(), { rootMargin: NEAR_MARGIN });
    near?.observe(element);
    const opts = { capture: true } as const;
    element.addEventListener('focusin', want, opts);
    element.addEventListener('pointerdown', want, opts);
    element.addEventListener('input', remember, opts);
    element.addEventListener('change', remember, opts);
    element.addEventListener('submit', holdSubmit, opts);
    return () => {
      near?.disconnect();
      element.removeEventListener('focusin', want, opts);
      element.removeEventListener('pointerdown', want, opts);
      element.removeEventListener('input', remember, opts);
      element.removeEventListener('change', remember, opts);
      element.removeEventListener('submit', holdSubmit, opts);
    };
  }, [pending]);

  return (
    <div id={SLOT_ID} ref={slot}>
      <Suspense fallback={<LoadNow />}>
        <EnquiryForm locale={locale} hydrating={hydrating} pending={pending} />
      </Suspense>
    </div>
  );
});
