import { useCallback, useEffect, useId, useRef, useState, type CSSProperties, type Dispatch, type KeyboardEvent, type PointerEvent, type RefObject, type SetStateAction } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { sliderQuery } from '../../src/api/session/slider';
import { usePermission } from '../../src/contract/contexts';
import type { SliderAnswer, SliderChallenge as Challenge } from '../../src/generated/types';
import './SliderChallenge.css';

type Asked = Extract<Challenge, { required: true }>;

interface Progress {
  position: number;
  /** When the drag or the first key began (performance.now()); null until the handle is moved. */
  startedAt: number | null;
  /** Set when the handle was let go (or Enter pressed) on the gap. */
  answer: SliderAnswer | null;
  status: 'idle' | 'done' | 'missed';
}

const untouched: Progress = { position: 0, startedAt: null, answer: null, status: 'idle' };

/** An untouched challenge is swapped for a new one this long before the server would refuse it. */
const RENEW_EARLY_MS = 10_000;

const KEY_STEPS: Record<string, number> = { ArrowRight: 1, ArrowUp: 1, ArrowLeft: -1, ArrowDown: -1, PageUp: 10, PageDown: -10 };
const clamp = (n: number) => Math.min(100, Math.max(0, Math.round(n)));

/**
 * SPEC §4: the slider a brand may ask for before a sign-in by account name and before registration
 * (brand accounts.sliderChallenge). The form draws `element`, sends what `take()` gives with its
 * request (a message instead when the handle was not yet slid to the gap: the handle takes the
 * focus), and calls `renew()` after a refused try, as the server spends a challenge on every try.
 */
export function useSliderChallenge(active: boolean) {
  const { t } = useTranslation('forms');
  const owner = useId();
  const [round, setRound] = useState(0);
  const query = useQuery({ ...sliderQuery(owner, round), enabled: active });
  const challenge = active && query.data?.required ? query.data : null;
  const asked = usePermission().whitelabel.sliderChallenge === true;
  // A brand that asks for the slider has it drawn, waiting, from the form's first paint until each
  // challenge arrives: the fields below it stay where they are painted.
  const waiting = active && !challenge && asked && query.data?.required !== false && !query.isError;
  const [progress, setProgress] = useState<Progress>(untouched);
  const thumb = useRef<HTMLDivElement>(null);
  const renew = useCallback(() => {
    setProgress(untouched);
    setRound((r) => r + 1);
  }, []);

  const moved = progress.startedAt !== null || progress.answer !== null;
  useEffect(() => {
    if (!challenge || moved) return;
    const timer = setTimeout(renew, Math.max(0, challenge.expiresInSeconds * 1000 - RENEW_EARLY_MS));
    return () => clearTimeout(timer);
  }, [challenge, moved, renew]);

  return {
    element: challenge ? <SliderChallenge key={challenge.id} challenge={challenge} progress={progress} onProgress={setProgress} thumbRef={thumb} /> : waiting ? <SliderWaiting /> : null,
    take(): { slider: SliderAnswer | undefined } | string {
      if (!challenge || progress.answer) return { slider: progress.answer ?? undefined };
      thumb.current?.focus();
      return t('sliderFirst');
    },
    renew,
  };
}

/** The slider's room while its challenge is on its way: its label and an empty track, for the eye only. */
function SliderWaiting() {
  const { t } = useTranslation('forms');
  return (
    <div className="slider-challenge" aria-hidden="true">
      <p className="slider-challenge__label">{t('sliderLabel')}</p>
      <div className="slider-challenge__track slider-challenge__track--waiting" />
      <p className="slider-challenge__status" />
    </div>
  );
}

/**
 * A track with the gap drawn in it and a handle: dragged by mouse or finger (pointer events), or
 * moved by the keyboard (arrow keys, Page Up and Down, Home and End) and confirmed with Enter. The
 * gap's place is also said in words, for someone who cannot see it.
 */
function SliderChallenge({
  challenge,
  progress,
  onProgress,
  thumbRef,
}: {
  challenge: Asked;
  progress: Progress;
  onProgress: Dispatch<SetStateAction<Progress>>;
  thumbRef: RefObject<HTMLDivElement | null>;
}) {
  const { t } = useTranslation('forms');
  const track = useRef<HTMLDivElement>(null);
  const dragging = useRef(false);
  const hintId = useId();

  /** The track position under a pointer, the handle's middle following it. */
  const positionAt = (clientX: number) => {
    const box = track.current!.getBoundingClientRect();
    const handle = thumbRef.current?.offsetWidth ?? 0;
    const span = box.width - handle;
    return span > 0 ? clamp(((clientX - box.left - handle / 2) / span) * 100) : 0;
  };
  const moveTo = (position: (p: Progress) => number) => onProgress((p) => ({ position: position(p), startedAt: p.startedAt ?? performance.now(), answer: null, status: 'idle' }));
  // A handle let go away from the gap is not sent: the server would only refuse it, and spend the challenge.
  const confirm = (position?: number) =>
    onProgress((p) => {
      if (p.startedAt === null) return p;
      const at = position ?? p.position;
      if (Math.abs(at - challenge.target) > challenge.tolerance) return { position: at, startedAt: null, answer: null, status: 'missed' };
      return { position: at, startedAt: null, answer: { id: challenge.id, position: at, dragMs: Math.round(performance.now() - p.startedAt) }, status: 'done' };
    });

  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    if (e.button !== 0) return;
    e.preventDefault();
    e.currentTarget.setPointerCapture(e.pointerId);
    dragging.current = true;
    thumbRef.current?.focus();
    const at = positionAt(e.clientX);
    // A new drag is timed from its own start.
    onProgress(() => ({ position: at, startedAt: performance.now(), answer: null, status: 'idle' }));
  };
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    if (!dragging.current) return;
    const at = positionAt(e.clientX);
    moveTo(() => at);
  };
  const onPointerUp = (e: PointerEvent<HTMLDivElement>) => {
    if (!dragging.current) return;
    dragging.current = false;
    confirm(positionAt(e.clientX));
  };
  const onPointerCancel = () => {
    dragging.current = false;
    onProgress((p) => ({ ...p, startedAt: null, status: 'idle' }));
  };

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      confirm();
      return;
    }
    const step = KEY_STEPS[e.key];
    if (step !== undefined) moveTo((p) => clamp(p.position + step));
    else if (e.key === 'Home') moveTo(() => 0);
    else if (e.key === 'End') moveTo(() => 100);
    else return;
    e.preventDefault();
  };

  const place = { '--slider-gap': challenge.target / 100, '--slider-at': progress.position / 100 } as CSSProperties;
  return (
    <div className="slider-challenge">
      <p className="slider-challenge__label" aria-hidden="true">
        {t('sliderLabel')}
      </p>
      <div ref={track} className="slider-challenge__track" style={place} onPointerDown={onPointerDown} onPointerMove={onPointerMove} onPointerUp={onPointerUp} onPointerCancel={onPointerCancel}>
        <span className="slider-challenge__fill" aria-hidden="true" />
        <span className="slider-challenge__gap" aria-hidden="true" />
        <div
          ref={thumbRef}
          role="slider"
          tabIndex={0}
          className={progress.status === 'done' ? 'slider-challenge__thumb slider-challenge__thumb--done' : 'slider-challenge__thumb'}
          aria-label={t('sliderLabel')}
          aria-describedby={hintId}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={progress.position}
          onKeyDown={onKeyDown}
        >
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
            {progress.status === 'done' ? (
              <path fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" d="M5 12.5l4.5 4.5L19 7.5" />
            ) : (
              <path fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" d="M5 12h13M13 6l6 6-6 6" />
            )}
          </svg>
        </div>
      </div>
      <p id={hintId} className="mq-visually-hidden">
        {t('sliderHint', { target: challenge.target })}
      </p>
      <p className={progress.status === 'missed' ? 'slider-challenge__status slider-challenge__status--missed' : 'slider-challenge__status'} role="status">
        {progress.status === 'done' ? t('sliderDone') : progress.status === 'missed' ? t('sliderMissed') : ''}
      </p>
    </div>
  );
}
