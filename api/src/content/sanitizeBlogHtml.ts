import sanitizeHtml from 'sanitize-html';

/**
 * The only HTML a blog page may render (design §4): structure, emphasis, links and images.
 * Scripts and their text are discarded, every attribute outside the list (on*, style …) is
 * dropped, and links/images keep only http(s) (and mailto for links) or relative URLs, so a
 * `javascript:` URL never survives.
 */
const blogPolicy: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'a', 'img', 'strong', 'em', 'blockquote'],
  allowedAttributes: { a: ['href', 'rel'], img: ['src', 'alt'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // Off-site links must not hand the page to the target (reverse tabnabbing) nor pass ranking.
    a: (tagName, attribs) => {
      const external = /^https?:/i.test(attribs.href ?? '');
      const { rel: _rel, ...rest } = attribs;
      return { tagName, attribs: external ? { ...rest, rel: 'noopener noreferrer nofollow' } : rest };
    },
  },
};

export function sanitizeBlogHtml(html: string): string {
  return sanitizeHtml(html, blogPolicy).trim();
}

/**
 * Plain text of an HTML fragment (excerpts, provider descriptions): every tag and script text
 * removed, whitespace collapsed. sanitize-html escapes only & < > " in text, so exactly those
 * are turned back for a page that renders text (React escapes it again).
 */
export function htmlToText(html: string): string {
  const escaped = sanitizeHtml(html.replace(/<\/(p|h[1-6]|li|blockquote)>|<br\s*\/?>/gi, '$& '), { allowedTags: [], allowedAttributes: {} });
  return escaped
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The first `max` characters of text, cut at a word boundary with an ellipsis. */
export function truncateText(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s.,;:!?-]+$/, '')}…`;
}
