import DOMPurify from 'dompurify';
import { marked } from 'marked';

// Help tips are markdown rendered to HTML and sanitised before they reach the page: no script, no event-handler
// attribute and no javascript: URL survives, whatever a tip contains (it can be edited on any device).

const FORBIDDEN_TAGS = [
  'script',
  'style',
  'svg',
  'math',
  'iframe',
  'object',
  'embed',
  'form',
  'input',
  'button',
  'textarea',
  'select',
];

let hooked = false;

function purifier() {
  if (!hooked) {
    hooked = true;
    // Links open outside the app, never with access to it.
    DOMPurify.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'A' && node.getAttribute('href')) {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      }
    });
  }
  return DOMPurify;
}

/** Sanitises HTML (from the tooltips table or from marked). */
export function sanitizeHtml(html: string): string {
  return purifier().sanitize(html, {
    FORBID_TAGS: FORBIDDEN_TAGS,
    FORBID_ATTR: ['style'],
    ALLOW_DATA_ATTR: false,
  });
}

export function renderMarkdown(markdown: string): string {
  return sanitizeHtml(marked.parse(markdown, { async: false, gfm: true }));
}
