import type { SettingsTree } from '../generated/types';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * A JSON pointer into a brand as words an operator reads: `/registerRules/mobileNum/minLength`
 * becomes "Registration fields › Mobile number › Fewest characters", `/settings/0/childrenNodes/1/enabled`
 * "Modules › Registration › Mobile number registration › On" (the modules found in `settings`, the
 * brand's tree), `/config/payments/contractApproval` the brand form's own labels. Parts the locales
 * do not name are shown as they are.
 */
export function pointerLabel(pointer: string, t: Translate, settings?: SettingsTree): string {
  const parts = pointer.split('/').slice(1).map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'));
  const [part, ...rest] = parts;
  if (!part) return '';
  const words = [t(`part_${part}`, { defaultValue: part })];
  if (part === 'settings') return [...words, ...moduleWords(rest, t, settings)].join(' › ');
  rest.forEach((p, i) => {
    if (part === 'registerRules' && i === 0) words.push(t(`consoleForms:field_${p}`, { defaultValue: p }));
    else if (part === 'registerRules' && i === 1) words.push(t(`consoleForms:rule_${p}`, { defaultValue: p }));
    else if (/^\d+$/.test(p)) words.push(`#${Number(p) + 1}`);
    else if (part === 'config') words.push(t(`brandForm:${p}`, { defaultValue: p }));
    else words.push(p);
  });
  return words.join(' › ');
}

/** A path down the settings tree: each place a module's name, `childrenNodes` no word, `enabled` "On". */
function moduleWords(rest: string[], t: Translate, settings: SettingsTree | undefined): string[] {
  const words: string[] = [];
  let level: SettingsTree | undefined = settings;
  for (const p of rest) {
    if (p === 'childrenNodes') continue;
    if (/^\d+$/.test(p)) {
      const node = level?.[Number(p)];
      words.push(node ? t(`modules:${node.modId}`, { defaultValue: node.modId }) : `#${Number(p) + 1}`);
      level = node?.childrenNodes;
    } else words.push(p === 'enabled' ? t('moduleSwitch') : p);
  }
  return words;
}

/** A value of a change, short enough for a table cell; a module's switch reads on or off. */
export function valueLabel(value: unknown, t: Translate, pointer = ''): string {
  if (value === undefined) return t('valueEmpty');
  if (pointer.startsWith('/settings/') && pointer.endsWith('/enabled') && (value === '0' || value === '1')) return t(value === '1' ? 'valueOn' : 'valueOff');
  if (typeof value === 'boolean') return t(value ? 'valueYes' : 'valueNo');
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > 80 ? `${text.slice(0, 79)}…` : text;
}
