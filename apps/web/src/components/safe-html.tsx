import { useMemo } from 'react';
import Box from '@mui/material/Box';
import { type SxProps, type Theme } from '@mui/material/styles';
import DOMPurify from 'dompurify';

/**
 * HTML from the server (announcement content, notification bodies). The server already
 * sanitises it when storing; DOMPurify cleans it again here so a script, an event handler, a
 * style or a javascript: link never reaches the page even if stored data was written another way.
 */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
    FORBID_ATTR: ['style'],
    ADD_ATTR: ['target'],
  });
}

export function SafeHtml({ html, sx }: { html: string; sx?: SxProps<Theme> }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return (
    <Box
      sx={[
        { '& img': { maxWidth: '100%', height: 'auto' }, '& p': { mt: 0 }, overflowWrap: 'anywhere' },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
      // sanitised just above with DOMPurify
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
