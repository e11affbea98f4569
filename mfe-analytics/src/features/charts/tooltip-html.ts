// Pieces of the HTML the charts' tooltip formatters return. echarts puts that HTML in the page as is, so every text
// from posts or feeds goes through escapeHtml.

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ENTITIES[c]!);
}

export const MUTED_STYLE = 'color:#718096';

/** The series' colour as a dot before its line; colours are the product's own constants. */
export function colorDot(color: string): string {
  return `<span style="display:inline-block;width:8px;height:8px;border-radius:50%;background:${color};margin-right:6px"></span>`;
}

/** The data index a tooltip is about: an axis tooltip gets every series' item of that index, an item tooltip one. */
export function tooltipIndex(params: { dataIndex: number } | { dataIndex: number }[]): number {
  return (Array.isArray(params) ? params[0]! : params).dataIndex;
}
