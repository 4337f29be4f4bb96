import { createContext, useContext } from 'react';

/** The id prefix of the form a field is drawn in ('' for a page's own form). */
export const FieldIdContext = createContext('');

/**
 * A field's id: `field-<name>`, with its form's prefix, so a dialog's form over a page's form (forgot
 * password over the sign-in page, both with an account name) never points a label at the other's input.
 */
export const useFieldId = (name: string) => `${useContext(FieldIdContext)}field-${name}`;
