import type { CompiledRoute, FieldModel } from '../engine/runtime';

/** The props of each slot: a renderer of a slot gets exactly these. */
export interface SlotProps {
  screen: { route: CompiledRoute };
  sidebar: Record<string, never>;
  dialog: { onClose: () => void };
  member: { pageKey: string };
  agent: { pageKey: string };
  field: {
    model: FieldModel;
    value: string;
    error: string | null;
    onChange(value: string): void;
    onBlur: () => void;
    /** Shared values of the form (the dialling code of a mobile field, the captcha id). */
    form: Record<string, string>;
    setFormValue: (name: string, value: string) => void;
    /** A files field's chosen files (its model has `files`); its string value stays empty. */
    files?: readonly File[];
    setFiles?: (files: File[]) => void;
  };
  nav: Record<string, never>;
  game: Record<string, never>;
}
