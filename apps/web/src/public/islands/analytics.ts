/**
 * Google Analytics (gtag) and the Facebook pixel, started when the company settings carry their
 * ids (Analytics.tsx marks the page with them only then). The ids are checked
 * by the contracts schema (shape of an id), and go into script addresses encoded, never into
 * inline script text. Each public page is a page load, so each counts its own view.
 */

type Queue = {
  (...args: unknown[]): void;
  queue?: unknown[];
  callMethod?: (...a: unknown[]) => void;
};

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
    fbq?: Queue;
    _fbq?: Queue;
  }
}

export const GTAG_SRC = 'https://www.googletagmanager.com/gtag/js';
export const PIXEL_SRC = 'https://connect.facebook.net/en_US/fbevents.js';

function addScript(src: string) {
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  document.head.appendChild(script);
}

function startGoogleAnalytics(id: string) {
  window.dataLayer ??= [];
  window.gtag = function gtag() {
    // gtag.js reads the arguments object itself, not an array (Google's snippet does the same).
    // eslint-disable-next-line prefer-rest-params
    window.dataLayer!.push(arguments);
  };
  window.gtag('js', new Date());
  window.gtag('config', id);
  addScript(`${GTAG_SRC}?id=${encodeURIComponent(id)}`);
}

function startPixel(id: string) {
  if (!window.fbq) {
    // Facebook's snippet: calls queue up until fbevents.js has loaded and takes them over.
    const fbq: Queue = (...args: unknown[]) => {
      if (fbq.callMethod) fbq.callMethod(...args);
      else fbq.queue!.push(args);
    };
    Object.assign(fbq, { queue: [], loaded: true, version: '2.0', push: fbq });
    window.fbq = fbq;
    window._fbq ??= fbq;
  }
  window.fbq('init', id);
  window.fbq('track', 'PageView');
  addScript(PIXEL_SRC);
}

/** Starts what the company settings ask for, as the page's marker carries them (Analytics.tsx). */
export default function analytics(element: HTMLElement) {
  const { googleAnalyticsId, facebookPixelCode } = element.dataset;
  if (googleAnalyticsId) startGoogleAnalytics(googleAnalyticsId);
  if (facebookPixelCode) startPixel(facebookPixelCode);
}
