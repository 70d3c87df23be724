// jsdom implements neither text encoding globals nor scrolling the way a browser does.
import { TextDecoder, TextEncoder } from 'node:util';
import { configure } from '@testing-library/react';

Object.assign(globalThis, { TextEncoder, TextDecoder });
if (typeof window !== 'undefined') window.scrollTo = (() => undefined) as typeof window.scrollTo;

// findBy*/waitFor poll until the screen shows what they look for; their default of 1 s fails on a slow,
// busy machine (first render of a lazily loaded screen, two jest workers, a browser suite alongside).
configure({ asyncUtilTimeout: 15_000 });
