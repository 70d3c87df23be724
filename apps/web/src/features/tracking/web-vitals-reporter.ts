import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import { sendWebVital } from './api/send-tracking';
import { deviceType } from './device';

/** Whether a measurement may leave the browser now, and under which rule (consent or cookieless); null: not at all. */
export type WebVitalsBasis = () => { consented: boolean } | null;

/**
 * Measures LCP, INP, CLS, FCP and TTFB of this page load with Google's `web-vitals` (its own chunk, loaded
 * after the page is idle; the library reads the buffered performance entries, so starting late loses
 * nothing) and sends each once it is final: POST /api/track/web-vitals, with the load's path and device
 * class and no identifier. `basis` is asked at the moment of sending, so a withdrawn consent stops the rest.
 */
export function startWebVitals(pagePath: string, basis: WebVitalsBasis): void {
  const device = deviceType(window.innerWidth);
  const report = ({ name, value }: Metric) => {
    const now = basis();
    if (!now) return;
    sendWebVital({ page_path: pagePath, metric: name, value, device_type: device, consented: now.consented });
  };
  onTTFB(report);
  onFCP(report);
  onLCP(report);
  onCLS(report);
  onINP(report);
}
