/**
 * Google Analytics (gtag) and the Facebook pixel, added only when the company settings carry
 * their ids. The ids are checked by the contracts schema (shape of an id), and
 * go into script addresses encoded, never into inline script text.
 */
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useSiteInfo } from '../api/home.ts';

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
  return script;
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
  return addScript(`${GTAG_SRC}?id=${encodeURIComponent(id)}`);
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
  return addScript(PIXEL_SRC);
}

/** Loads the scripts the settings ask for, and reports each later page view of the app. */
export function Analytics() {
  const { data } = useSiteInfo();
  const gaId = data?.googleAnalyticsId ?? null;
  const pixelId = data?.facebookPixelCode ?? null;
  const { pathname } = useLocation();
  const reportedPath = useRef(pathname);

  useEffect(() => {
    if (!gaId) return;
    const script = startGoogleAnalytics(gaId);
    return () => script.remove();
  }, [gaId]);

  useEffect(() => {
    if (!pixelId) return;
    const script = startPixel(pixelId);
    return () => script.remove();
  }, [pixelId]);

  useEffect(() => {
    // The first view is counted by the set-up calls above; later ones as the path changes.
    if (pathname === reportedPath.current) return;
    reportedPath.current = pathname;
    if (gaId) window.gtag?.('event', 'page_view', { page_path: pathname });
    if (pixelId) window.fbq?.('track', 'PageView');
  }, [pathname, gaId, pixelId]);

  return null;
}
