const htmlEscapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text made safe inside an element or a quoted attribute of the pages the server writes. */
export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => htmlEscapes[c]!);
