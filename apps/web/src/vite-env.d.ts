/// <reference types="vite/client" />

interface Window {
  /** Reopens the cookie settings dialog; set while the cookie banner is mounted (footer button uses it). */
  openCookieSettings?: () => void;
}
