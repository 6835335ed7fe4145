import { useSiteInfo } from '../api/home.ts';

/**
 * Marks the page for the analytics island (islands/analytics.ts), with the ids it needs, when the
 * company settings carry a Google Analytics id or a Facebook pixel: without them, no analytics
 * code loads at all.
 */
export function Analytics() {
  const { data } = useSiteInfo();
  if (!data?.googleAnalyticsId && !data?.facebookPixelCode) return null;
  return (
    <span
      data-island="analytics"
      data-google-analytics-id={data.googleAnalyticsId ?? undefined}
      data-facebook-pixel-code={data.facebookPixelCode ?? undefined}
      hidden
    />
  );
}
