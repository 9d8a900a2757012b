// Article and FAQ text carries a little inline HTML. It is sanitised here, in route
// loaders that run at build time (or on the server), so the browser receives only strings that
// already passed the allow-list and never downloads the sanitiser itself.
import sanitizeHtml from 'sanitize-html';
import { highlightClasses } from '#content/schema.ts';

// A tag renamed to this is not on the allow-list, so sanitize-html drops the tag and keeps its text.
const unwrap = 'unwrap-tag';

function unwrapped(): sanitizeHtml.Tag {
  return { tagName: unwrap, attribs: {} };
}

/** An href that stays on this site: "/path", not "//host" (protocol-relative) nor "/\host". */
export function isInternalHref(href: string | undefined): href is string {
  return typeof href === 'string' && /^\/(?![/\\])[^\s]*$/.test(href);
}

const richTextOptions: sanitizeHtml.IOptions = {
  allowedTags: ['strong', 'em', 'span', 'a'],
  allowedAttributes: { span: ['class'], a: ['href'] },
  allowedClasses: { span: [...highlightClasses] },
  allowedSchemes: [],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // A link that leaves the site, or has no href, becomes plain text rather than a dead anchor.
    a: (tagName, attribs): sanitizeHtml.Tag => (isInternalHref(attribs.href) ? { tagName, attribs: { href: attribs.href } } : unwrapped()),
    // A span is only worth keeping for its highlight class; a bare <span> would be noise.
    span: (tagName, attribs): sanitizeHtml.Tag => {
      const kept = (attribs.class ?? '').split(/\s+/).filter((name) => (highlightClasses as readonly string[]).includes(name));
      return kept.length > 0 ? { tagName, attribs: { class: kept.join(' ') } } : unwrapped();
    },
  },
};

/** Inline HTML reduced to the allow-list: strong, em, span.hl-*, and internal links. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, richTextOptions);
}
