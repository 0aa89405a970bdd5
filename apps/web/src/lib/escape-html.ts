/** The alert dialog renders (sanitised) HTML: messages carrying file content are escaped first. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
