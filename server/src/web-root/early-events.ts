import { createHash } from 'node:crypto';
import { DEFERRED_REGION_ATTRIBUTE, EARLY_REPLAY_ATTRIBUTE, LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_SECONDS, WINDOW_EVENTS } from 'shared-contracts';

/*
 * The page's early script (docs/decisions/059): the first thing in every page's <head>, before any bundle, so a
 * click or a keystroke between the first paint and the moment React owns the page is not lost. Plain ES2017 in a
 * string, not compiled TypeScript: what runs is exactly what is hashed for the Content-Security-Policy, and no
 * build step (or test coverage instrumentation) can change it.
 *
 * Until the shell says it is interactive (WINDOW_EVENTS.pageInteractive, after its first commit):
 * - a click on a button (or a link marked with EARLY_REPLAY_ATTRIBUTE, the header's "Log in") inside #root is
 *   held, and replayed in order once React listens and owns that element (it carries React's props on two ticks
 *   in a row: a boundary still hydrating is waited for, since React drops a click it cannot hydrate for);
 *   repeated clicks on one control count once (a person clicks again because nothing happened). A held link that is still not replayed after LINK_FALLBACK_MS is followed, so a
 *   page whose scripts never arrive still leads somewhere;
 * - a form's submit (Enter in a form without a submit button) is held and replayed with requestSubmit();
 * - a click on a locale link (`a[hreflang]`) keeps its native navigation and writes the locale cookie first, as
 *   the switcher does once interactive: otherwise an unprefixed address would redirect back by the old cookie
 *   (spec 2.1, 9);
 * - what is typed into a field (input, textarea, select) is remembered, and put back, with an input or change
 *   event React hears, whenever the hydrated field shows something else (a form library writing its default
 *   values at mount), until the field has kept it for STABLE_TICKS ticks. An untrusted event counts only on a field
 *   React does not own yet (no page script can have sent it; a test tool's value setting does): on a field React
 *   owns, it is the page's own (a form library, this script's put-back). A person's own later typing is
 *   remembered too, so it is never undone. The event is sent once even if the field shows the value (a controlled
 *   field's state may not have it: the DOM kept what was typed, the state is the form's default), and what the
 *   field shows after it (a mask's formatting of it) is what is kept from then on. A keystroke that lands in a
 *   field React has just reset (it owns it, its value is the one character typed, what was typed before is not
 *   back yet) is added to what was typed before, before React reads it: a person typing on while a region
 *   hydrates loses nothing. Password fields too (the enrolment's last four SSN digits, a new password): what is
 *   typed stays in this page's memory, as it is in the field itself, never in storage, a log or a request of its
 *   own, and is dropped with the field's entry (HOLD_LIMIT_MS, or once kept). A click or submit in a form with
 *   a value not yet put back is held until it is (also after the page is interactive): the form must send what
 *   was typed.
 *
 * A region whose hydration is deferred (DEFERRED_REGION_ATTRIBUTE: the server renders it in full, the browser
 * hydrates it when it is needed, mfe-public's DeferredRegion) is held the same way after the page is interactive,
 * while it carries the mark: its clicks and submits are held, what is typed in it remembered. Its component takes
 * the mark off in an effect of the hydrated part, so after React committed it: React's props are on a node from
 * the render phase, and an event sent to a boundary still hydrating concurrently can be dropped.
 * A focus, press, click or keystroke there, and every tick while something of it is held, sends
 * WINDOW_EVENTS.hydrateRegion on the region, which its component answers by loading its code.
 *
 * It also fetches and starts the page's scripts (docs/decisions/073): the server sends the script and manifest
 * preloads, the entry scripts among them as preloads marked with START_AFTER_PAINT_ATTRIBUTE instead of
 * `<script defer>`, inside a `<template>` (AFTER_PAINT_TEMPLATE_ATTRIBUTE, inert), and this script puts them in
 * `<head>` and adds the entry scripts' `<script>` elements, in order
 * and after parsing as `defer` would, once the browser reports the first contentful paint (a paint entry arrives
 * after the frame was presented). A deferred script whose file is already there runs before the first frame, and
 * its evaluation (the shell's ~100 ms with the CPU 4× slower) delayed the first paint of the server's HTML. In a
 * hidden tab (no frame comes), in a browser without paint timing (after the first frame instead) or when no
 * paint is reported by START_FALLBACK_MS after `load`, they start anyway.
 */
const LINK_FALLBACK_MS = 15_000;
const TICK_MS = 50;
const STABLE_TICKS = 40;
/** A held click or a remembered field whose element React never takes over (replaced by a client render) is dropped. */
const HOLD_LIMIT_MS = 60_000;
/** How long after `load` the page's scripts start when the browser reported no first paint (docs/decisions/073). */
const START_FALLBACK_MS = 1_000;

/**
 * The mark of the page's entry scripts, sent as preloads (index-html.ts) and started by this script after the
 * page's first paint has been presented (docs/decisions/073).
 */
export const START_AFTER_PAINT_ATTRIBUTE = 'data-start-after-paint';
/**
 * The mark of the `<template>` that holds the page's script and manifest preloads, inert until this script puts
 * them in `<head>` after the first paint (docs/decisions/073): nothing of the page's JavaScript is downloaded
 * before the first paint, where it would share the line with the stylesheets.
 */
export const AFTER_PAINT_TEMPLATE_ATTRIBUTE = 'data-after-paint';

const SCRIPT = `(function(w,d){
var live=false,held=[],typed=[],timer=0;
function rootHas(n){var r=d.getElementById('root');return !!r&&r.contains(n);}
function owned(n){var k=Object.keys(n);for(var i=0;i<k.length;i++)if(k[i].indexOf('__reactProps$')===0)return true;return false;}
function ready(n){return owned(n)&&!n.closest('[${DEFERRED_REGION_ATTRIBUTE}]');}
function waits(n){var f=n.tagName==='FORM'?n:n.form||n.closest('form');return !!f&&typed.some(function(t){return !t.k&&t.n.form===f;});}
function ask(n){var r=n.closest('[${DEFERRED_REGION_ATTRIBUTE}]');if(!r)return null;r.dispatchEvent(new Event('${WINDOW_EVENTS.hydrateRegion}',{bubbles:true}));return r;}
function later(){if(live&&!timer)timer=w.setTimeout(tick,${TICK_MS});}
function hold(e,n){e.preventDefault();e.stopImmediatePropagation();later();var last=held[held.length-1];if(last&&last.n===n)return;
var h={n:n,k:0,t:Date.now()};held.push(h);
if(n.tagName==='A')w.setTimeout(function(){var i=held.indexOf(h);if(!ready(n)&&i>=0){held.splice(i,1);w.location.assign(n.href);}},${LINK_FALLBACK_MS});}
w.addEventListener('click',function(e){
if(e.defaultPrevented||!(e.target instanceof Element))return;
var a=e.target.closest('a[hreflang]');
if(a&&!live&&rootHas(a)){d.cookie='${LOCALE_COOKIE}='+a.getAttribute('hreflang')+'; Max-Age=${LOCALE_COOKIE_MAX_AGE_SECONDS}; Path=/; SameSite=Lax'+(w.location.protocol==='https:'?'; Secure':'');return;}
var n=e.target.closest('button,[role="button"],a[${EARLY_REPLAY_ATTRIBUTE}]');
if(!n||!rootHas(n)||n.disabled||!ask(n)&&live&&!waits(n))return;
if(n.tagName==='A'&&(e.button!==0||e.metaKey||e.ctrlKey||e.shiftKey||e.altKey))return;
hold(e,n);},true);
w.addEventListener('submit',function(e){var f=e.target;if(rootHas(f)&&(ask(f)||!live||waits(f)))hold(e,f);},true);
function want(e){if(e.target instanceof Element)ask(e.target);}
w.addEventListener('focusin',want,true);w.addEventListener('pointerdown',want,true);
function remember(e){var n=e.target;
if(!(n instanceof HTMLInputElement||n instanceof HTMLTextAreaElement||n instanceof HTMLSelectElement)||!rootHas(n)||!e.isTrusted&&ready(n))return;
var r=ask(n);if(n.type==='checkbox'||n.type==='radio'||n.type==='file')return;
var t=null;for(var i=0;i<typed.length;i++)if(typed[i].n===n)t=typed[i];
if(!t){if(live&&!r)return;t={n:n,t:Date.now(),k:0};typed.push(t);later();}
else if(!t.k&&e.inputType==='insertText'&&n.value===e.data&&ready(n))Object.getOwnPropertyDescriptor(Object.getPrototypeOf(n),'value').set.call(n,t.v+e.data);
t.v=n.value;t.s=0;}
w.addEventListener('input',remember,true);w.addEventListener('change',remember,true);
function tick(){timer=0;
typed=typed.filter(function(t){if(!t.n.isConnected||Date.now()-t.t>${HOLD_LIMIT_MS})return false;if(!ready(t.n)){ask(t.n);t.k=0;return true;}
if(t.n.value!==t.v||!t.k++){Object.getOwnPropertyDescriptor(Object.getPrototypeOf(t.n),'value').set.call(t.n,t.v);
t.n.dispatchEvent(new Event(t.n.tagName==='SELECT'?'change':'input',{bubbles:true}));t.v=t.n.value;t.s=0;return true;}
return ++t.s<${STABLE_TICKS};});
while(held.length){var h=held[0],n=h.n;if(!n.isConnected||Date.now()-h.t>${HOLD_LIMIT_MS}){held.shift();continue;}
if(!ready(n)||waits(n)){ask(n);h.k=0;break;}if(++h.k<2)break;held.shift();
if(n.tagName==='FORM'){if(n.requestSubmit)n.requestSubmit();else n.dispatchEvent(new Event('submit',{bubbles:true,cancelable:true}));}else n.click();}
if(typed.length||held.length)later();}
w.addEventListener('${WINDOW_EVENTS.pageInteractive}',function(){if(!live){live=true;later();}});
var started=false;
function start(){if(started)return;if(d.readyState==='loading'){d.addEventListener('DOMContentLoaded',start);return;}started=true;
var t=d.querySelectorAll('template[${AFTER_PAINT_TEMPLATE_ATTRIBUTE}]');for(var j=0;j<t.length;j++)d.head.appendChild(t[j].content.cloneNode(true));
var l=d.querySelectorAll('link[${START_AFTER_PAINT_ATTRIBUTE}]');for(var i=0;i<l.length;i++){var s=d.createElement('script');s.src=l[i].href;s.async=false;d.head.appendChild(s);}}
var P=w.PerformanceObserver;
if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf('paint')>=0){new P(function(list,o){if(list.getEntriesByName('first-contentful-paint').length){o.disconnect();start();}}).observe({type:'paint',buffered:true});
w.addEventListener('load',function(){w.setTimeout(start,${START_FALLBACK_MS});});}
else d.addEventListener('DOMContentLoaded',function(){w.requestAnimationFrame(function(){w.setTimeout(start,0);});});
function hidden(){if(d.visibilityState==='hidden')start();}
d.addEventListener('visibilitychange',hidden);hidden();
})(window,document);`;

/** The early script's element, the first in <head>. */
export const EARLY_EVENTS_SCRIPT_TAG = `<script>${SCRIPT}</script>`;

/** Its source's hash for the Content-Security-Policy's script-src: no nonce, so every page stays cacheable. */
export const EARLY_EVENTS_SCRIPT_HASH = `'sha256-${createHash('sha256').update(SCRIPT, 'utf8').digest('base64')}'`;
