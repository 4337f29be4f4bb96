import '../../parts/FieldShell.css';

export interface RecordOption {
  value: string;
  label: string;
}

/** One filter of a record page: a labelled choice, with "all" first when the filter may be left open. */
export function RecordSelect({ id, label, value, options, all, onChange }: { id: string; label: string; value: string; options: RecordOption[]; all?: string; onChange: (value: string) => void }) {
  return (
    <div className="form-field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)}>
        {all !== undefined && <option value="">{all}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}
