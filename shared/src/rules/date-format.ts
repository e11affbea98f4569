import { DateTime } from 'luxon';

/** Dates are shown in Hong Kong time whatever the browser's zone (the product's market is Hong Kong). */
export const HK_ZONE = 'Asia/Hong_Kong';

function inHongKong(epochMs: number): DateTime {
  return DateTime.fromMillis(epochMs, { zone: HK_ZONE, locale: 'en' });
}

/** 'MMM D, YYYY' (spec doc 1 §9), e.g. 'Mar 5, 2024'. */
export function formatMediumDate(epochMs: number): string {
  return inHongKong(epochMs).toFormat('LLL d, yyyy');
}

/** 'DD MMMM YYYY [at] HH:mm' (spec doc 1 §9), e.g. '05 March 2024 at 14:07'. */
export function formatLongDateTime(epochMs: number): string {
  return inHongKong(epochMs).toFormat("dd LLLL yyyy 'at' HH:mm");
}

/** 'DD/MM/YYYY' (spec doc 1 §9), e.g. '05/03/2024'. */
export function formatNumericDate(epochMs: number): string {
  return inHongKong(epochMs).toFormat('dd/LL/yyyy');
}
