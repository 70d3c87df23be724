import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { E2E_SCREENSHOTS, WORKSPACE_ROOT } from './e2e-env';

/** Where the layout guard keeps a full-page screenshot of each page it found something on, for a look after a run. */
export const LAYOUT_SCREENSHOTS = path.join(WORKSPACE_ROOT, 'tmp/layout-screenshots');

/** How close (px) the text of a heading, paragraph or list item may come to a button or link it does not contain. */
export const MIN_GAP_PX = 4;

export type FontMode = 'web' | 'fallback';

/**
 * The page's font the way a visitor meets it. 'fallback': the web font never arrives (a first visit, where
 * `font-display: optional` keeps the fallback when the font is late). 'web': the font is in the cache
 * already (a repeat visit), so the page is drawn with it from the first frame.
 */
export async function useFont(context: BrowserContext, page: Page, mode: FontMode, baseURL: string): Promise<void> {
  if (mode === 'fallback') {
    await context.route(/\.woff2(\?|$)/, (route) => route.abort());
    return;
  }
  await page.goto(`${baseURL}/robots.txt`);
  await page.goto(baseURL);
  await page.evaluate(() => document.fonts.load('700 16px Inter').then(() => document.fonts.load('400 16px Inter')));
}

/** The font families Chromium actually drew an element's text with (DevTools' "Rendered Fonts"). */
export async function renderedFonts(page: Page, selector: string): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
    return fonts.map((font) => font.familyName);
  } finally {
    await cdp.detach();
  }
}

/**
 * Lets the page settle as a visitor scrolling through it would see it: every lazy picture loaded and
 * decoded, the fonts done, nothing left on the network; then back at the top.
 */
export async function settlePage(page: Page): Promise<void> {
  await page.evaluate(async () => {
    // Instant jumps: the site scrolls smoothly (scroll-behavior), which would leave the page mid-way.
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo({ top: y, behavior: 'instant' });
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    }
    window.scrollTo({ top: 0, behavior: 'instant' });
    // Pictures that are drawn (a hidden tab's or dialog's are not) must have arrived; a lazy one scrolled
    // past before the browser started it would otherwise wait for the next scroll.
    const drawn = [...document.images].filter((image) => image.checkVisibility());
    for (const image of drawn) if (image.loading === 'lazy') image.loading = 'eager';
    await Promise.all(
      drawn.map((image) =>
        image.complete
          ? undefined
          : new Promise((resolve) => {
              image.addEventListener('load', resolve, { once: true });
              image.addEventListener('error', resolve, { once: true });
            }),
      ),
    );
    await Promise.all(drawn.map((image) => image.decode().catch(() => undefined)));
    await document.fonts.ready;
  });
  await page.waitForLoadState('networkidle');
  // Back at the very top (the fixed header over the page's start), and the header in its top-of-page look.
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await page.waitForFunction(() => window.scrollY === 0);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

export interface LayoutFinding {
  kind:
    | 'horizontal-scroll'
    | 'text-near-control'
    | 'image-not-loaded'
    | 'image-without-size'
    | 'layout-shift'
    | 'amount-split'
    | 'outside-window'
    | 'clipped'
    | 'cells-touch';
  detail: string;
}

/** What of the page a reader sees now, and how a finding names an element. */
interface LayoutView {
  shown(element: Element): boolean;
  describe(element: Element): string;
}

declare global {
  interface Window {
    layoutView?: () => LayoutView;
  }
}

/** Puts `window.layoutView()` into the page, which checkLayout and checkAdminLayout read what is in view by. */
function installLayoutView(page: Page): Promise<void> {
  return page.evaluate(() => {
    window.layoutView = () => {
      // An open modal covers the page: only what is inside it is in view.
      const modal = [...document.querySelectorAll('[aria-modal="true"]')].at(-1);
      return {
        shown: (element) =>
          (!modal || modal.contains(element)) &&
          element.checkVisibility({ opacityProperty: true, visibilityProperty: true }) &&
          !element.closest('.sr-only'),
        describe: (element) => {
          const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 50);
          return `<${element.nodeName.toLowerCase()}> „${element.getAttribute('aria-label') ?? text}“`;
        },
      };
    };
  });
}

/** Records the page's layout shifts from its very start (call before the page loads). */
export async function recordLayoutShifts(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const shifts: { value: number; sources: string[] }[] = [];
    (window as unknown as { __layoutShifts: typeof shifts }).__layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node }[];
      }[]) {
        if (entry.hadRecentInput) continue;
        const sources = (entry.sources ?? []).map((source) => {
          const node = source.node as Element | undefined;
          return node
            ? `${node.nodeName.toLowerCase()}${node instanceof Element && node.className ? `.${String(node.className).split(' ').slice(0, 3).join('.')}` : ''}`
            : '?';
        });
        shifts.push({ value: entry.value, sources });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/**
 * The layout rules every public page keeps, checked in the page at its top: no sideways scrolling; no text box
 * of a heading, paragraph or list item overlapping or within MIN_GAP_PX of a button or link it does not
 * contain (and that does not contain it); no amount torn from its currency sign across two lines ('280' and
 * '€'); every picture loaded, with its intrinsic size or an aspect ratio set, so it never shifts the layout;
 * and no layout shift since the page started.
 */
export async function checkLayout(page: Page): Promise<LayoutFinding[]> {
  await installLayoutView(page);
  return page.evaluate((gap) => {
    const findings: { kind: string; detail: string }[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth)
      findings.push({
        kind: 'horizontal-scroll',
        detail: `the page is ${root.scrollWidth} px wide in a ${root.clientWidth} px window`,
      });

    const { shown, describe } = (window.layoutView as () => LayoutView)();
    const toPage = (rect: DOMRect) => ({
      left: rect.left + window.scrollX,
      right: rect.right + window.scrollX,
      top: rect.top + window.scrollY,
      bottom: rect.bottom + window.scrollY,
    });

    /** The boxes the text of an element is drawn in (its text nodes' line boxes), not the element's box. */
    const textBoxes = (element: Element) => {
      const boxes: ReturnType<typeof toPage>[] = [];
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      const range = document.createRange();
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent?.trim()) continue;
        const parent = node.parentElement;
        if (!parent || !shown(parent)) continue;
        range.selectNodeContents(node);
        // Lines a box cuts off (a truncated title, a clamped text, a list scrolled inside its box) are not drawn:
        // only the part inside counts.
        let clip = { left: -Infinity, right: Infinity, top: -Infinity, bottom: Infinity };
        for (let box: Element | null = parent; box && box !== document.body; box = box.parentElement) {
          if (getComputedStyle(box).overflow === 'visible') continue;
          const frame = box.getBoundingClientRect();
          clip = {
            left: Math.max(clip.left, frame.left),
            right: Math.min(clip.right, frame.right),
            top: Math.max(clip.top, frame.top),
            bottom: Math.min(clip.bottom, frame.bottom),
          };
        }
        for (const line of range.getClientRects()) {
          const rect = new DOMRect(
            Math.max(line.left, clip.left),
            Math.max(line.top, clip.top),
            Math.min(line.right, clip.right) - Math.max(line.left, clip.left),
            Math.min(line.bottom, clip.bottom) - Math.max(line.top, clip.top),
          );
          if (rect.width > 1 && rect.height > 1) boxes.push(toPage(rect));
        }
      }
      return boxes;
    };

    const controls = [...document.querySelectorAll('a[href], button')]
      .filter(shown)
      .map((element) => ({
        element,
        boxes: [...element.getClientRects()].filter((r) => r.width > 0 && r.height > 0).map(toPage),
      }))
      .filter((control) => control.boxes.length > 0);
    for (const element of document.querySelectorAll('h1, h2, h3, h4, h5, h6, p, li')) {
      if (!shown(element)) continue;
      const texts = textBoxes(element);
      if (texts.length === 0) continue;
      for (const control of controls) {
        if (element.contains(control.element) || control.element.contains(element)) continue;
        const clash = texts.find((t) =>
          control.boxes.some(
            (c) => t.left < c.right + gap && t.right > c.left - gap && t.top < c.bottom + gap && t.bottom > c.top - gap,
          ),
        );
        if (clash) {
          const box = control.boxes[0];
          const distance = Math.max(
            box.top - clash.bottom,
            clash.top - box.bottom,
            box.left - clash.right,
            clash.left - box.right,
          );
          findings.push({
            kind: 'text-near-control',
            detail: `${describe(element)} is ${distance < 0 ? 'over' : `${Math.round(distance * 10) / 10} px from`} ${describe(control.element)} at y=${Math.round(clash.top)}`,
          });
        }
      }
    }

    // Amounts with their currency sign, also when the two are separate text nodes of one element ('{price} €').
    const texts: { node: Text; start: number }[] = [];
    let all = '';
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
      if (!node.parentElement || !shown(node.parentElement) || node.parentElement.closest('script, style')) continue;
      texts.push({ node, start: all.length });
      all += node.data;
    }
    const at = (offset: number) => {
      const index = texts.findLastIndex((text) => text.start <= offset);
      return { node: texts[index].node, offset: offset - texts[index].start };
    };
    for (const match of all.matchAll(/[+\u2212-]?\d[\d.,]*\s*€|€\s*\d[\d.,]*/g)) {
      const from = at(match.index);
      const to = at(match.index + match[0].length - 1);
      if (from.node !== to.node && from.node.parentElement !== to.node.parentElement) continue;
      const range = document.createRange();
      range.setStart(from.node, from.offset);
      range.setEnd(to.node, to.offset + 1);
      const rects = [...range.getClientRects()]
        .filter((r) => r.width > 0.5 && r.height > 1)
        .sort((a, b) => a.top - b.top);
      if (rects.length > 1 && rects[rects.length - 1].top >= rects[0].bottom - 1)
        findings.push({
          kind: 'amount-split',
          detail: `„${match[0]}“ breaks across lines in ${describe(from.node.parentElement as Element)}`,
        });
    }

    for (const image of document.images) {
      if (!shown(image)) continue;
      if (!image.complete || image.naturalWidth === 0)
        findings.push({ kind: 'image-not-loaded', detail: image.currentSrc || image.src });
      const sized = image.hasAttribute('width') && image.hasAttribute('height');
      if (!sized && getComputedStyle(image).aspectRatio === 'auto')
        findings.push({ kind: 'image-without-size', detail: image.currentSrc || image.src });
    }

    const shifts =
      (window as unknown as { __layoutShifts?: { value: number; sources: string[] }[] }).__layoutShifts ?? [];
    const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
    if (total > 0.001)
      findings.push({
        kind: 'layout-shift',
        detail: `CLS ${total.toFixed(4)}: ${shifts.map((s) => `${s.value.toFixed(4)} (${s.sources.join(', ')})`).join('; ')}`,
      });
    return findings;
  }, MIN_GAP_PX) as Promise<LayoutFinding[]>;
}

/**
 * A full-page screenshot of the settled page under LAYOUT_SCREENSHOTS, for a look at what the guard found on it:
 * taken when `findings` holds any, and of every page with E2E_SCREENSHOTS (`npm run screenshots`). A capture
 * costs about as much CPU as the page's checks, which the whole suite shares; a page without findings needs none.
 */
export async function keepScreenshot(
  page: Page,
  name: string,
  findings: readonly unknown[] = [],
): Promise<string | undefined> {
  if (findings.length === 0 && !E2E_SCREENSHOTS) return undefined;
  await mkdir(LAYOUT_SCREENSHOTS, { recursive: true });
  const file = path.join(LAYOUT_SCREENSHOTS, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

/**
 * The fixed header at the window's current width: every visible link and button (the logo, the entries, the
 * call to action, the menu button) lies whole inside the window and the header, its label on one line, its
 * box clear of every other control's box. Each finding names the control and what is wrong.
 */
export function checkHeader(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const header = document.querySelector('body header');
    if (!header) return ['no header'];
    const findings: string[] = [];
    const bar = header.getBoundingClientRect();
    const width = document.documentElement.clientWidth;
    const name = (element: Element) =>
      `„${element.getAttribute('aria-label') ?? (element.textContent ?? '').trim().replace(/\s+/g, ' ')}“`;
    const controls = [...header.querySelectorAll('a[href], button')]
      .filter((element) => element.checkVisibility({ opacityProperty: true, visibilityProperty: true }))
      .map((element) => ({ element, box: element.getBoundingClientRect() }));
    for (const { element, box } of controls) {
      if (box.left < 0 || box.right > width + 0.5)
        findings.push(`${name(element)} runs out of the window (${Math.round(box.left)}–${Math.round(box.right)})`);
      if (box.top < bar.top - 0.5 || box.bottom > bar.bottom + 0.5)
        findings.push(`${name(element)} sticks out of the header (${Math.round(box.top)}–${Math.round(box.bottom)})`);
      // The lines its text is drawn on (line boxes one below the other): a label that wraps has more than one.
      const rects: DOMRect[] = [];
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent?.trim()) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        rects.push(...[...range.getClientRects()].filter((r) => r.width > 1 && r.height > 1));
      }
      rects.sort((r, s) => r.top - s.top);
      let lines = 0;
      let lineBottom = -Infinity;
      for (const rect of rects) {
        if (rect.top >= lineBottom - 1) lines += 1;
        lineBottom = Math.max(lineBottom, rect.bottom);
      }
      if (lines > 1) findings.push(`${name(element)} wraps onto ${lines} lines`);
    }
    for (const [index, a] of controls.entries())
      for (const b of controls.slice(index + 1)) {
        if (a.element.contains(b.element) || b.element.contains(a.element)) continue;
        const overlap =
          Math.min(a.box.right, b.box.right) - Math.max(a.box.left, b.box.left) > 0.5 &&
          Math.min(a.box.bottom, b.box.bottom) - Math.max(a.box.top, b.box.top) > 0.5;
        if (overlap) findings.push(`${name(a.element)} overlaps ${name(b.element)}`);
      }
    return findings;
  });
}

/**
 * The back-office's rules on top of checkLayout's: nothing that is drawn lies (partly) outside the window
 * sideways, unless it scrolls inside a box of its own; no button, link, heading, table cell, label or field is
 * cut off by a box that clips or scrolls it sideways (a dialog footer's button, a table column out of view);
 * and the texts of two neighbouring cells of a table row keep MIN_GAP_PX apart (headings that read as one
 * word). The navigation drawer of a phone, moved out of the window while closed, is not drawn.
 */
export async function checkAdminLayout(page: Page): Promise<LayoutFinding[]> {
  const base = await checkLayout(page);
  const own = (await page.evaluate((gap) => {
    const findings: { kind: string; detail: string }[] = [];
    const width = document.documentElement.clientWidth;
    const { shown, describe } = (window.layoutView as () => LayoutView)();
    const selector = 'a[href], button, h1, h2, h3, th, td, label, input, select, textarea, p, section, article';
    for (const element of document.querySelectorAll(selector)) {
      if (!shown(element)) continue;
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || box.right <= 0) continue;
      // The nearest box that clips or scrolls it sideways.
      let clipper: Element | null = element.parentElement;
      while (clipper && clipper !== document.body) {
        const overflow = getComputedStyle(clipper).overflowX;
        if (overflow !== 'visible') break;
        clipper = clipper.parentElement;
      }
      if (clipper && clipper !== document.body) {
        const frame = clipper.getBoundingClientRect();
        // A box of at most 1 px that clips its content is hidden from sight on purpose (read to screen readers).
        if (frame.width <= 1 || frame.height <= 1) continue;
        const inner = {
          left: frame.left + clipper.clientLeft,
          right: frame.left + clipper.clientLeft + clipper.clientWidth,
        };
        if (box.left < inner.left - 1 || box.right > inner.right + 1)
          findings.push({
            kind: 'clipped',
            detail: `${describe(element)} (${Math.round(box.left)}–${Math.round(box.right)}) is cut off by ${describe(clipper).slice(0, 40)}… (${Math.round(inner.left)}–${Math.round(inner.right)})`,
          });
        continue;
      }
      if (box.left < -1 || box.right > width + 1)
        findings.push({
          kind: 'outside-window',
          detail: `${describe(element)} (${Math.round(box.left)}–${Math.round(box.right)}) sticks out of the ${width} px window`,
        });
    }
    // Neighbouring cells of a table row: their texts apart.
    const textBox = (cell: Element) => {
      const range = document.createRange();
      range.selectNodeContents(cell);
      const rects = [...range.getClientRects()].filter((r) => r.width > 1 && r.height > 1);
      if (rects.length === 0) return null;
      return {
        left: Math.min(...rects.map((r) => r.left)),
        right: Math.max(...rects.map((r) => r.right)),
        top: Math.min(...rects.map((r) => r.top)),
        bottom: Math.max(...rects.map((r) => r.bottom)),
      };
    };
    for (const row of document.querySelectorAll('tr')) {
      if (!shown(row)) continue;
      const cells = [...row.children].filter(shown).map((cell) => ({ cell, box: textBox(cell) }));
      for (let i = 1; i < cells.length; i++) {
        const [a, b] = [cells[i - 1], cells[i]];
        if (!a.box || !b.box) continue;
        const sameLine = a.box.top < b.box.bottom && b.box.top < a.box.bottom;
        if (sameLine && b.box.left - a.box.right < gap)
          findings.push({
            kind: 'cells-touch',
            detail: `${describe(a.cell)} and ${describe(b.cell)} are ${Math.round((b.box.left - a.box.right) * 10) / 10} px apart`,
          });
      }
    }
    return findings;
  }, MIN_GAP_PX)) as LayoutFinding[];
  return [...base, ...own];
}
