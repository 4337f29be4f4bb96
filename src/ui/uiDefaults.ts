// SPEC §9: the values the primitives fall back to when a caller gives none.
export const uiDefaults = {
  modalDelayMs: 100,
  modalWidth: 600,
  modalHeight: 300,
  dialogWidth: 400,
  pageWindow: 3,
  pageMargin: 1,
} as const;
