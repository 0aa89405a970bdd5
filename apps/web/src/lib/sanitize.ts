import DOMPurify from 'dompurify';

/** HTML safe to render: scripts, event handlers and javascript: URLs are removed (DOMPurify). */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true } });
}
