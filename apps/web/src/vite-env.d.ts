/// <reference types="vite/client" />

interface Window {
  /** Reopens the cookie settings dialog; set while the cookie banner is mounted (footer button uses it). */
  openCookieSettings?: () => void;
}

/** Measurement id of the optional third-party analytics, from GA_MEASUREMENT_ID at build time ('' = none). */
declare const __GA_MEASUREMENT_ID__: string | undefined;
