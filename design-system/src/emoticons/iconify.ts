/** The shape of one icon module of @iconify-icons/* (an SVG body and its view box). */
export interface IconifyIcon {
  body: string;
  width?: number;
  height?: number;
  left?: number;
  top?: number;
}

/** A data: URL for an <img>, so that ids inside different pictures never clash in the page. */
export function iconToDataUrl(icon: IconifyIcon): string {
  const width = icon.width ?? 16;
  const height = icon.height ?? 16;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${icon.left ?? 0} ${icon.top ?? 0} ${width} ${height}">${icon.body}</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
