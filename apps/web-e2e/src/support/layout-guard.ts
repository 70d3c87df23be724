import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { WORKSPACE_ROOT } from './e2e-env';

/** Where the layout guard keeps a full-page screenshot of every route it checked, for a look after a run. */
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
  kind: 'horizontal-scroll' | 'text-near-control' | 'image-not-loaded' | 'image-without-size' | 'layout-shift';
  detail: string;
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
 * The layout rules of issue 17, checked in the page at its top: no sideways scrolling; no text box of a
 * heading, paragraph or list item overlapping or within MIN_GAP_PX of a button or link it does not
 * contain (and that does not contain it); every picture loaded, with its intrinsic size or an aspect
 * ratio set, so it never shifts the layout; and no layout shift since the page started.
 */
export function checkLayout(page: Page): Promise<LayoutFinding[]> {
  return page.evaluate((gap) => {
    const findings: { kind: string; detail: string }[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth)
      findings.push({
        kind: 'horizontal-scroll',
        detail: `the page is ${root.scrollWidth} px wide in a ${root.clientWidth} px window`,
      });

    const shown = (element: Element) =>
      element.checkVisibility({ opacityProperty: true, visibilityProperty: true }) && !element.closest('.sr-only');
    const describe = (element: Element) => {
      const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 50);
      const name = element.getAttribute('aria-label') ?? text;
      return `<${element.nodeName.toLowerCase()}> „${name}“`;
    };
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
        for (const rect of range.getClientRects()) if (rect.width > 1 && rect.height > 1) boxes.push(toPage(rect));
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

/** A full-page screenshot of the settled page under LAYOUT_SCREENSHOTS. */
export async function keepScreenshot(page: Page, name: string): Promise<string> {
  await mkdir(LAYOUT_SCREENSHOTS, { recursive: true });
  const file = path.join(LAYOUT_SCREENSHOTS, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}
