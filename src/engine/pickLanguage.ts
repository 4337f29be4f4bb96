/**
 * SPEC §1: the language remembered under hisLang, when the brand supports it; otherwise the brand's
 * default, which is then stored. Values are compared case-insensitively (the platform family's
 * clients store 'BN' and 'EN'); what is stored is the lower-case code.
 */
export function pickLanguage<L extends string>(stored: string | null, supported: readonly L[], defaultLang: L): { lang: L; store: boolean } {
  const wanted = stored?.trim().toLowerCase();
  const match = supported.find((l) => l === wanted);
  if (match) return { lang: match, store: stored !== match };
  return { lang: defaultLang, store: true };
}
