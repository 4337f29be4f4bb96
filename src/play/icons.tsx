// The game page's few icons, drawn in the current text colour on a 24 × 24 grid; each decorative,
// the control it sits in carries the name.

const icon = (d: string, filled = false) =>
  function Icon() {
    return (
      <svg className="play-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill={filled ? 'currentColor' : 'none'} stroke={filled ? 'none' : 'currentColor'} strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
        <path d={d} />
      </svg>
    );
  };

export const SoundOnIcon = icon('M4 9v6h4l5 4V5L8 9H4Zm12.5-1.5a6 6 0 0 1 0 9M19 5a9.5 9.5 0 0 1 0 14');
export const SoundOffIcon = icon('M4 9v6h4l5 4V5L8 9H4Zm12 0 6 6m0-6-6 6');
export const ShieldIcon = icon('M12 3 4 6v6c0 4.5 3.4 8.3 8 9 4.6-.7 8-4.5 8-9V6l-8-3Zm-3.5 9 2.5 2.5 4.5-5');
export const InfoIcon = icon('M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Zm0-10v6m0-9.5v.5');
export const CloseIcon = icon('M6 6l12 12M18 6 6 18');
export const MinusIcon = icon('M5 12h14');
export const PlusIcon = icon('M12 5v14M5 12h14');
export const CheckIcon = icon('M5 12.5 10 17l9-10');
export const CrossIcon = icon('M6 6l12 12M18 6 6 18');
