/** Text for XML and HTML documents written as strings (feeds, mail): pure. */

export function escapeXml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

/**
 * Text for HTML: like escapeXml, but the apostrophe as `&#39;` (`&apos;` is not an HTML 4 entity,
 * and feed readers are HTML parsers of every age).
 */
export function escapeHtml(text: string): string {
  return escapeXml(text).replace(/&apos;/g, "&#39;");
}
