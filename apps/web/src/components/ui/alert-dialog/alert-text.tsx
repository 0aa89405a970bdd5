import { Text } from '@mantine/core';
import { useEffect, useState } from 'react';

/** Plain text has nothing to sanitise: no tag and no entity. */
const hasMarkup = (text: string) => /[<&]/.test(text);

/**
 * The alert's text. Most alerts are plain text, rendered as such; HTML is sanitised with DOMPurify
 * (the only place the app renders HTML, ARCHITECTURE "Web app"), which is loaded with the first
 * alert that has markup, so it stays out of the first load (docs/web-quality.md, "First load").
 */
export function AlertText({ text, className }: { text: string; className?: string }) {
  const markup = hasMarkup(text);
  const [html, setHtml] = useState<{ source: string; safe: string }>();

  useEffect(() => {
    if (!markup) return;
    let live = true;
    void import('../../../lib/sanitize').then(({ sanitizeHtml }) => {
      if (live) setHtml({ source: text, safe: sanitizeHtml(text) });
    });
    return () => {
      live = false;
    };
  }, [markup, text]);

  if (!markup)
    return (
      <Text component="div" className={className}>
        {text}
      </Text>
    );
  return (
    <Text
      component="div"
      className={className}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised with DOMPurify above.
      dangerouslySetInnerHTML={{ __html: html?.source === text ? html.safe : '' }}
    />
  );
}
