import type { ReactNode } from 'react';
import './FieldShell.css';

/** What a row hands its control: its id, and the error or hint it is described by. */
export interface RowControl {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

/**
 * A label, one control, and under it the problem (announced) or else the hint, wired for screen
 * readers: the money forms' rows, whose controls are not registration fields.
 */
export function FormRow({ id, label, problem, hint, children, after }: { id: string; label: ReactNode; problem: string | null; hint?: ReactNode; children: (control: RowControl) => ReactNode; after?: ReactNode }) {
  const describedBy = problem ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <div className={`form-field${problem ? ' form-field--error' : ''}`}>
      <label htmlFor={id}>{label}</label>
      {children({ id, ...(problem ? { 'aria-invalid': true } : {}), ...(describedBy ? { 'aria-describedby': describedBy } : {}) })}
      {problem ? (
        <p id={`${id}-error`} className="form-field__error" role="alert">
          {problem}
        </p>
      ) : (
        hint && (
          <p id={`${id}-hint`} className="form-field__hint">
            {hint}
          </p>
        )
      )}
      {after}
    </div>
  );
}
