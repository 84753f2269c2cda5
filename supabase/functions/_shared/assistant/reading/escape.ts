/** `text` as a literal inside a RegExp: a title or a figure may hold ".", "$", "(" and the like. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
