import { useState } from 'react';
import '../../parts/FieldShell.css';

/**
 * A day typed or picked in the browser's own date field. What is typed is kept as typed until it
 * is a whole day (a half-typed one is not a change of period), and put back to the period's day
 * when the field is left.
 */
export function DayField({ id, label, value, max, onChange }: { id: string; label: string; value: string; max: string; onChange: (day: string) => void }) {
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setText(value);
  }
  return (
    <div className="form-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="date"
        value={text}
        max={max}
        required
        onChange={(e) => {
          setText(e.target.value);
          onChange(e.target.value);
        }}
        onBlur={() => setText(value)}
      />
    </div>
  );
}
