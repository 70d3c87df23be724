// jsdom implements neither text encoding globals nor scrolling the way a browser does.
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder, TextDecoder });
if (typeof window !== 'undefined') window.scrollTo = (() => undefined) as typeof window.scrollTo;
