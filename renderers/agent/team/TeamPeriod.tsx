import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../../src/contract/contexts';
import { todayOf, type DayPeriod } from '../../../src/engine/dayRange';
import { presetPeriod, teamPresets, type TeamPreset } from '../../../src/engine/teamPresets';
import './team.css';

/** The preset chosen and the days it names today, on the brand's calendar. */
export function useTeamPeriod(initial: TeamPreset = 'today'): [TeamPreset, DayPeriod, (p: TeamPreset) => void] {
  const { timeZone } = usePermission().whitelabel;
  const [preset, setPreset] = useState<TeamPreset>(initial);
  return [preset, presetPeriod(preset, todayOf(new Date(), timeZone)), setPreset];
}

/** The agent centre's period presets: a group of toggle buttons, the chosen one pressed, and the days it covers. */
export function TeamPeriodPicker({ preset, period, onChange }: { preset: TeamPreset; period: DayPeriod; onChange: (p: TeamPreset) => void }) {
  const { t } = useTranslation('agent');
  return (
    <div className="team-period">
      <div role="group" aria-label={t('periodLabel')} className="team-period__presets">
        {teamPresets.map((p) => (
          <button key={p} type="button" className="team-period__preset" aria-pressed={p === preset} onClick={() => onChange(p)}>
            {t(`preset_${p}`)}
          </button>
        ))}
      </div>
      <p className="team-period__days" aria-live="polite">
        {period.from === period.to ? t('periodDay', { day: period.from }) : t('periodDays', { from: period.from, to: period.to })}
      </p>
    </div>
  );
}
