import sanitizeHtml from 'sanitize-html';

/**
 * What operator HTML may hold once saved: text formatting, lists, headings, tables, links and
 * pictures. Scripts, styles, frames, forms, event handlers and `javascript:` addresses are
 * dropped, so a notice can never run code in a player's browser, whatever the page that shows it.
 * The site's renderer cleans again (DOMPurify) as a second line.
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'b', 'strong', 'i', 'em', 'u', 's', 'small', 'span', 'div', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'a', 'img', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'blockquote', 'hr'],
  allowedAttributes: { a: ['href', 'target', 'rel'], img: ['src', 'alt', 'width', 'height'], td: ['colspan', 'rowspan'], th: ['colspan', 'rowspan', 'scope'] },
  allowedSchemes: ['https', 'http', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['https', 'http'] },
  allowProtocolRelative: false,
  // A link that opens elsewhere does not hand the page over to the one it opens.
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }) },
  disallowedTagsMode: 'discard',
};

export const cleanHtml = (html: string): string => sanitizeHtml(html, options).trim();
