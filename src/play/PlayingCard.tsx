import { cardFace, type Suit } from './cards';
import { useT } from './TranslateContext';

// The four suits on a 24 × 24 grid.
const suitPaths: Record<Suit, string> = {
  H: 'M12 21S3 15 3 8.5A4.5 4.5 0 0 1 12 6a4.5 4.5 0 0 1 9 2.5C21 15 12 21 12 21Z',
  D: 'M12 2 20 12 12 22 4 12Z',
  S: 'M12 2S3 9 3 14a4.5 4.5 0 0 0 8 2.8L10 22h4l-1-5.2A4.5 4.5 0 0 0 21 14c0-5-9-12-9-12Z',
  C: 'M12 3a4.5 4.5 0 0 0-3.6 7.2A4.5 4.5 0 1 0 11 17.5L10 22h4l-1-4.5a4.5 4.5 0 1 0 2.6-7.3A4.5 4.5 0 0 0 12 3Z',
};

export function SuitMark({ suit }: { suit: Suit }) {
  return (
    <svg className="play-card__suit" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={suitPaths[suit]} />
    </svg>
  );
}

/** A dealt card, face up, named for screen readers ("Ace of hearts"). */
export function PlayingCard({ card, fresh }: { card: string; fresh: boolean }) {
  const t = useT();
  const face = cardFace(card);
  const rankName = /^\d+$/.test(face.rank) ? face.rank : t(`rank_${face.rank}`);
  return (
    <li className={`play-card${face.red ? ' play-card--red' : ''}${fresh ? ' play-card--fresh' : ''}`}>
      <span className="play-hidden">{t('cardLabel', { rank: rankName, suit: t(`suit_${face.suit}`) })}</span>
      <span className="play-card__corner" aria-hidden="true">
        <span className="play-card__rank">{face.rank}</span>
        <SuitMark suit={face.suit} />
      </span>
      <span className="play-card__pip" aria-hidden="true">
        <SuitMark suit={face.suit} />
      </span>
      <span className="play-card__corner play-card__corner--end" aria-hidden="true">
        <span className="play-card__rank">{face.rank}</span>
        <SuitMark suit={face.suit} />
      </span>
    </li>
  );
}
