// The agent centre's periods (its overview and reports): days of the brand's calendar, from and to
// included, named from today. A week starts on Monday, as the missions' and races' weeks do.
import { addDays, type DayPeriod } from './dayRange';

export type TeamPreset = 'today' | 'yesterday' | 'thisWeek' | 'lastWeek' | 'thisMonth' | 'lastMonth';
export const teamPresets: readonly TeamPreset[] = ['today', 'yesterday', 'thisWeek', 'lastWeek', 'thisMonth', 'lastMonth'];

/** Days since the Monday of the day's week: 0 on a Monday, 6 on a Sunday. */
function weekdayFromMonday(day: string): number {
  return (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
}

const firstOfMonth = (day: string) => `${day.slice(0, 8)}01`;

/**
 * The days a preset names when today (YYYY-MM-DD, on the brand's calendar, src/engine/dayRange's
 * todayOf) is `today`. This week and this month end today; last week and last month are whole.
 */
export function presetPeriod(preset: TeamPreset, today: string): DayPeriod {
  switch (preset) {
    case 'today':
      return { from: today, to: today };
    case 'yesterday': {
      const day = addDays(today, -1);
      return { from: day, to: day };
    }
    case 'thisWeek':
      return { from: addDays(today, -weekdayFromMonday(today)), to: today };
    case 'lastWeek': {
      const monday = addDays(today, -weekdayFromMonday(today) - 7);
      return { from: monday, to: addDays(monday, 6) };
    }
    case 'thisMonth':
      return { from: firstOfMonth(today), to: today };
    case 'lastMonth': {
      const last = addDays(firstOfMonth(today), -1);
      return { from: firstOfMonth(last), to: last };
    }
  }
}

/** Every day of a period, the first first. */
export function daysOf({ from, to }: DayPeriod): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}
