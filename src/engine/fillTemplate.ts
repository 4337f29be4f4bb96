/**
 * Fills {0}, {1}, … with the arguments in order (SPEC §9: "text template replaces {0}, {1}"), the
 * platform's own texts being written that way. A {n} with no argument stays as written,
 * so a missing value shows up in testing instead of vanishing from the sentence.
 */
export function fillTemplate(text: string, args: ReadonlyArray<string | number>): string {
  return text.replace(/\{(\d+)\}/g, (whole, index: string) => {
    const arg = args[Number(index)];
    return arg === undefined ? whole : String(arg);
  });
}
