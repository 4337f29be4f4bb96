type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * A JSON pointer into a brand as words an operator reads: `/registerRules/mobileNum/minLength`
 * becomes "Registration fields › Mobile number › Fewest characters". Parts the locales do not name
 * are shown as they are.
 */
export function pointerLabel(pointer: string, t: Translate): string {
  const parts = pointer.split('/').slice(1).map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'));
  const [part, ...rest] = parts;
  if (!part) return '';
  const words = [t(`part_${part}`, { defaultValue: part })];
  rest.forEach((p, i) => {
    if (part === 'registerRules' && i === 0) words.push(t(`consoleForms:field_${p}`, { defaultValue: p }));
    else if (part === 'registerRules' && i === 1) words.push(t(`consoleForms:rule_${p}`, { defaultValue: p }));
    else words.push(/^\d+$/.test(p) ? `#${Number(p) + 1}` : p);
  });
  return words.join(' › ');
}

/** A value of a change, short enough for a table cell. */
export function valueLabel(value: unknown, t: Translate): string {
  if (value === undefined) return t('valueEmpty');
  if (typeof value === 'boolean') return t(value ? 'valueYes' : 'valueNo');
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > 80 ? `${text.slice(0, 79)}…` : text;
}
