/** Text for a LIKE pattern taken literally: its own `%`, `_` and `\` are letters, not wildcards. */
export const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A LIKE pattern that finds `text` anywhere. */
export const likeText = (text: string) => `%${likeLiteral(text)}%`;
